import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Container } from "~/components/layout/section";
import { buttonClasses, type ButtonVariant } from "~/components/ui/button";

export interface CtaLink {
  to: string;
  label: string;
  variant?: ButtonVariant;
}

/** A dark closing band with a heading, a sentence and two or three buttons. */
export function CallToAction({
  title,
  lead,
  links,
  titleId,
  children,
}: {
  title: string;
  lead: ReactNode;
  links: readonly CtaLink[];
  titleId: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className="py-14 sm:py-20">
      <Container>
        <div className="relative isolate overflow-hidden rounded-xl bg-brand-800 px-5 py-10 text-white shadow-raised sm:px-10 sm:py-14">
          <div
            aria-hidden="true"
            className="absolute -top-20 -right-16 -z-10 size-72 rounded-full bg-brand-700 blur-2xl"
          />
          <div className="max-w-2xl">
            <h2 id={titleId} className="text-3xl font-semibold text-white sm:text-4xl">
              {title}
            </h2>
            <p className="mt-4 text-lg text-brand-50">{lead}</p>
          </div>
          {children}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {links.map((link, index) => (
              <Link
                key={link.to}
                to={link.to}
                className={buttonClasses({
                  variant: link.variant ?? (index === 0 ? "light" : "outline-light"),
                  size: "lg",
                  className: "w-full sm:w-auto",
                })}
              >
                {link.label}
                {index === 0 ? <ArrowRight aria-hidden="true" /> : null}
              </Link>
            ))}
          </div>
        </div>
      </Container>
    </section>
  );
}
