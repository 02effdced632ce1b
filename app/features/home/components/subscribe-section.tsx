import { MailOpen } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Container } from "~/components/layout/section";
import { SUBSCRIBE_SECTION } from "~/content/home";

export const SUBSCRIBE_INTENT = "subscribe";
export const SUBSCRIBE_ANCHOR = "stay-informed";
export const SUBSCRIBE_TITLE_ID = "home-subscribe-title";

/**
 * "Stay Informed" (part 1 §2, part 2 §4): the home page's heading and background around the
 * newsletter's subscribe form, which the route passes in (features do not import each other).
 */
export function SubscribeSection({ children }: { children: ReactNode }) {
  const copy = SUBSCRIBE_SECTION;
  return (
    <section id={SUBSCRIBE_ANCHOR} aria-labelledby={SUBSCRIBE_TITLE_ID} className="bg-brand-50 py-14 sm:py-20">
      <Container>
        <div className="mx-auto grid max-w-5xl items-center gap-8 rounded-xl border border-brand-100 bg-white p-6 shadow-card sm:p-10 lg:grid-cols-[1fr_1.1fr] lg:gap-12">
          <div>
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent-100 text-accent-700">
              <MailOpen aria-hidden="true" className="size-6" />
            </span>
            <p className="mt-4 text-sm font-semibold tracking-widest text-accent-700 uppercase">{copy.eyebrow}</p>
            <h2 id={SUBSCRIBE_TITLE_ID} className="mt-1 text-3xl font-semibold sm:text-4xl">
              {copy.title}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-muted">{copy.lead}</p>
          </div>

          <div>{children}</div>
        </div>
      </Container>
    </section>
  );
}

/** The home form's small print: the address is used only for the newsletter. */
export function SubscribePrivacyNote() {
  const copy = SUBSCRIBE_SECTION;
  return (
    <>
      We use your address only for this newsletter. Read our{" "}
      <Link to={copy.privacyLink.to} className="font-semibold text-brand-700 underline underline-offset-2">
        {copy.privacyLink.label}
      </Link>
      .
    </>
  );
}
