import { ArrowRight, Mail } from "lucide-react";
import { Link } from "react-router";
import { Container } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";

/** The Latest News page's closing invitation to read or subscribe to the newsletter. */
export function NewsletterCta() {
  return (
    <section aria-labelledby="newsletter-cta-title" className="bg-brand-50 py-12 sm:py-16">
      <Container className="flex max-w-5xl flex-col items-start gap-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-700">
            <Mail aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h2 id="newsletter-cta-title" className="text-2xl font-semibold">
              The Synergy Letter
            </h2>
            <p className="mt-1 max-w-xl text-muted">
              One short email a month with the stories above, new campaigns and free courses. Read past issues or
              subscribe.
            </p>
          </div>
        </div>
        <Link to="/newsletter" className={buttonClasses({ variant: "accent", className: "w-full sm:w-auto" })}>
          Read the newsletter
          <ArrowRight aria-hidden="true" />
        </Link>
      </Container>
    </section>
  );
}
