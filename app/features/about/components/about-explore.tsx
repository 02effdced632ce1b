import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Container } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { AboutCopy } from "./about-panels";

/** The About page's closing section: the partner pages and the other ways in. */
export function AboutExplore({ copy }: { copy: AboutCopy }) {
  const { explore } = copy;
  return (
    <section aria-labelledby="about-explore-title" className="bg-sand py-14 sm:py-20">
      <Container>
        <div className="max-w-3xl">
          <h2 id="about-explore-title" className="text-3xl font-semibold sm:text-4xl">
            {explore.title}
          </h2>
          <p className="mt-3 text-lg text-muted">{explore.lead}</p>
        </div>
        <h3 className="mt-10 font-sans text-sm font-semibold tracking-widest text-accent-700 uppercase">
          {explore.partnersTitle}
        </h3>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {explore.partners.map((partner) => (
            <Card as="li" key={partner.to} className="group relative p-5 transition hover:border-brand-200">
              <Link
                to={partner.to}
                className="inline-flex items-center gap-1.5 text-lg font-semibold text-brand-800 group-hover:underline after:absolute after:inset-0 after:rounded-lg"
              >
                {partner.label}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
              <p className="mt-1 text-muted">{partner.description}</p>
            </Card>
          ))}
        </ul>
        <ul className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {explore.more.map((link, index) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className={buttonClasses({
                  variant: index === explore.more.length - 1 ? "accent" : "outline",
                  className: "w-full sm:w-auto",
                })}
              >
                {link.label}
                <ArrowRight aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
