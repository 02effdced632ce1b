import { Mail, Phone } from "lucide-react";
import { mailtoHref, telHref } from "~/components/layout/contact-links";
import { Container } from "~/components/layout/section";
import { PageHero } from "~/components/layout/page-hero.static";
import { CONTACT_PLACEHOLDERS } from "../contact-placeholders";
import type { LegalCopy, LegalFixedBlock, LegalShape } from "../copy";
import { CopyHtml } from "./copy-html";

export interface OrganisationContact {
  email: string;
  phone: string;
  /** The retention periods (privacy policy only): what is kept how long, and the backups' lifetime in days. */
  retention?: { periods: { label: string; after: string; months: number }[]; backupsKept: number };
}

const linkClasses = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * "{email}" and "{phone}" in the (sanitised) text become links to the configured address and
 * number; only in text, never inside a tag's attributes.
 */
export function withContactLinks(html: string, contact: Pick<OrganisationContact, "email" | "phone">): string {
  const links: Record<string, string> = {
    [CONTACT_PLACEHOLDERS.email]: `<a href="${escapeHtml(mailtoHref(contact.email))}">${escapeHtml(contact.email)}</a>`,
    [CONTACT_PLACEHOLDERS.phone]: `<a href="${escapeHtml(telHref(contact.phone))}">${escapeHtml(contact.phone)}</a>`,
  };
  return html.replace(/(\{email\}|\{phone\})(?![^<]*>)/g, (placeholder) => links[placeholder] ?? placeholder);
}

function FixedBlock({ kind, contact }: { kind: LegalFixedBlock; contact: OrganisationContact }) {
  switch (kind) {
    case "retention":
      return contact.retention ? (
        <div className="flex flex-col gap-3">
          <p>
            After these periods we anonymize a record: your name, email address, phone number, address and messages are
            replaced by &ldquo;[erased]&rdquo;, so only anonymous counts remain.
          </p>
          <ul className="flex list-disc flex-col gap-2 pl-6 marker:text-brand-600">
            {contact.retention.periods.map((period) => (
              <li key={period.label}>
                {period.label}: {period.months} {period.months === 1 ? "month" : "months"} {period.after}.
              </li>
            ))}
          </ul>
          <p>
            Our backups are deleted after {contact.retention.backupsKept} days, so anything removed from the site is
            gone from every copy within {contact.retention.backupsKept} days.
          </p>
        </div>
      ) : null;
    case "contact":
      return (
        <ul className="flex flex-col gap-3 rounded-lg border border-line bg-sand p-5 sm:flex-row sm:gap-10">
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
}

/** A section's words around the block the code keeps (the contact card, the retention periods). */
export function LegalSectionBody({
  fixed,
  text,
  contact,
}: {
  fixed: LegalFixedBlock | null;
  text: { before: string; after: string };
  contact: OrganisationContact;
}) {
  return (
    <>
      <CopyHtml html={withContactLinks(text.before, contact)} />
      {fixed ? <FixedBlock kind={fixed} contact={contact} /> : null}
      <CopyHtml html={withContactLinks(text.after, contact)} />
    </>
  );
}

/**
 * A policy page: hero, a table of contents, then numbered sections that can be linked to. The
 * structure and headings come from the code (`shape`); the words from the page's copy (ADR 0049).
 */
export function LegalPage({
  shape,
  copy,
  contact,
}: {
  shape: LegalShape;
  copy: LegalCopy;
  contact: OrganisationContact;
}) {
  return (
    <>
      <PageHero variant="pill" titleId="legal-title" eyebrow={shape.eyebrow} title={shape.title} lead={copy.lead}>
        {shape.lastUpdated ? (
          <p className="mt-4 text-sm font-semibold text-muted">
            Last updated <time dateTime={shape.lastUpdated.iso}>{shape.lastUpdated.display}</time>
          </p>
        ) : null}
      </PageHero>
      <Container className="grid grid-cols-1 gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-label="On this page" className="lg:sticky lg:top-28 lg:self-start">
          <h2 className="font-sans text-sm font-semibold tracking-widest text-muted uppercase">On this page</h2>
          <ol className="mt-3 flex flex-col border-l border-line">
            {shape.sections.map((section) => (
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
          {shape.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="flex flex-col gap-4"
            >
              <h2 id={`${section.id}-title`} className="text-2xl font-semibold sm:text-3xl">
                {section.title}
              </h2>
              <LegalSectionBody
                fixed={section.fixed}
                text={copy.sections[section.id] ?? { before: "", after: "" }}
                contact={contact}
              />
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}
