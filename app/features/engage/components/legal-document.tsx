import { Mail, Phone } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";
import { mailtoHref, telHref } from "~/components/layout/contact-links";
import { Container } from "~/components/layout/section";
import type { Inline, LegalBlock, LegalDocument } from "~/content/legal";
import { PageHero } from "~/components/layout/page-hero.static";

export interface OrganisationContact {
  email: string;
  phone: string;
}

const linkClasses = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800";

function InlineText({ parts, contact }: { parts: Inline[]; contact: OrganisationContact }) {
  return (
    <>
      {parts.map((part, index) => {
        if (typeof part === "string") return <Fragment key={index}>{part}</Fragment>;
        if ("token" in part) {
          return part.token === "email" ? (
            <a key={index} href={mailtoHref(contact.email)} className={`${linkClasses} wrap-anywhere`}>
              {contact.email}
            </a>
          ) : (
            <a key={index} href={telHref(contact.phone)} className={linkClasses}>
              {contact.phone}
            </a>
          );
        }
        return (
          <Link key={index} to={part.to} className={linkClasses}>
            {part.label}
          </Link>
        );
      })}
    </>
  );
}

function Blocks({ blocks, contact }: { blocks: LegalBlock[]; contact: OrganisationContact }) {
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case "paragraph":
            return (
              <p key={index}>
                <InlineText parts={block.text} contact={contact} />
              </p>
            );
          case "list":
            return (
              <ul key={index} className="flex list-disc flex-col gap-2 pl-6 marker:text-brand-600">
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <InlineText parts={item} contact={contact} />
                  </li>
                ))}
              </ul>
            );
          case "subsection":
            return (
              <div key={index} className="flex flex-col gap-4">
                <h3 className="font-sans text-lg font-semibold text-ink">{block.title}</h3>
                <Blocks blocks={block.blocks} contact={contact} />
              </div>
            );
          case "contact":
            return (
              <ul
                key={index}
                className="flex flex-col gap-3 rounded-lg border border-line bg-sand p-5 sm:flex-row sm:gap-10"
              >
                <li className="flex items-center gap-3">
                  <Phone aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                  <span>
                    <span className="block text-sm font-semibold text-muted">Toll-free</span>
                    <a href={telHref(contact.phone)} className={linkClasses}>
                      {contact.phone}
                    </a>
                  </span>
                </li>
                <li className="flex min-w-0 items-center gap-3">
                  <Mail aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                  <span className="min-w-0">
                    <span className="block text-sm font-semibold text-muted">Email</span>
                    <a href={mailtoHref(contact.email)} className={`${linkClasses} wrap-anywhere`}>
                      {contact.email}
                    </a>
                  </span>
                </li>
              </ul>
            );
        }
      })}
    </>
  );
}

/** A policy page: hero, a table of contents, then numbered sections that can be linked to. */
export function LegalDocumentPage({ document, contact }: { document: LegalDocument; contact: OrganisationContact }) {
  return (
    <>
      <PageHero
        variant="pill"
        titleId="legal-title"
        eyebrow={document.eyebrow}
        title={document.title}
        lead={document.lead}
      >
        {document.lastUpdated ? (
          <p className="mt-4 text-sm font-semibold text-muted">
            Last updated <time dateTime={document.lastUpdated.iso}>{document.lastUpdated.display}</time>
          </p>
        ) : null}
      </PageHero>
      <Container className="grid grid-cols-1 gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-label="On this page" className="lg:sticky lg:top-28 lg:self-start">
          <h2 className="font-sans text-sm font-semibold tracking-widest text-muted uppercase">On this page</h2>
          <ol className="mt-3 flex flex-col border-l border-line">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px flex min-h-11 items-center border-l-2 border-transparent py-1.5 pl-4 text-brand-800 hover:border-brand-600 hover:text-brand-900 lg:min-h-0"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="flex max-w-3xl flex-col gap-12 text-base leading-relaxed text-ink sm:text-lg">
          {document.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="flex flex-col gap-4"
            >
              <h2 id={`${section.id}-title`} className="text-2xl font-semibold sm:text-3xl">
                {section.title}
              </h2>
              <Blocks blocks={section.blocks} contact={contact} />
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}
