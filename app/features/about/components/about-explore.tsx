import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Container } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ABOUT_EXPLORE } from "~/content/about/overview";

/** The About page's closing section: the partner pages and the other ways in. */
export function AboutExplore() {
  return (
    <section aria-labelledby="about-explore-title" className="bg-sand py-14 sm:py-20">
      <Container>
        <div className="max-w-3xl">
          <h2 id="about-explore-title" className="text-3xl font-semibold sm:text-4xl">
            {ABOUT_EXPLORE.title}
          </h2>
          <p className="mt-3 text-lg text-muted">{ABOUT_EXPLORE.lead}</p>
        </div>
        <h3 className="mt-10 font-sans text-sm font-semibold tracking-widest text-accent-700 uppercase">
          {ABOUT_EXPLORE.partnersTitle}
        </h3>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {ABOUT_EXPLORE.partners.map((partner) => (
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
          {ABOUT_EXPLORE.more.map((link, index) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className={buttonClasses({
                  variant: index === ABOUT_EXPLORE.more.length - 1 ? "accent" : "outline",
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
