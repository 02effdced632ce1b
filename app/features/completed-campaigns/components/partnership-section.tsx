import { Handshake } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";

/** The partnership section shown for campaigns flagged `showPartnershipSection` (part 2 §2). */
export function PartnershipSection({ title, partner }: { title: string; partner: string | null }) {
  const partnerName = partner ?? "a local partner organization";
  return (
    <section
      aria-labelledby="partnership-title"
      className="mt-10 grid gap-6 rounded-xl border border-accent-200 bg-accent-50 p-6 sm:p-10 md:grid-cols-[auto_1fr]"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-white text-accent-700 shadow-card">
        <Handshake aria-hidden="true" className="size-7" />
      </span>
      <div>
        <p className="text-sm font-semibold tracking-widest text-accent-800 uppercase">Partnership spotlight</p>
        <h2 id="partnership-title" className="mt-1 text-2xl font-semibold sm:text-3xl">
          Made possible together with {partnerName}
        </h2>
        <p className="mt-3 text-lg leading-relaxed text-ink">
          {title} was a joint effort. {partner ?? "Our partner"} knew the families, found the people who needed help
          most and handed out the eligibility codes. We raised the money, bought the products and organized the
          volunteers who delivered them.
        </p>
        <p className="mt-3 text-lg leading-relaxed text-ink">
          Partnerships like this one let a small nonprofit reach people it could never find alone. If your organization
          serves families who could use a Helping Hand campaign, we would love to hear from you.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link to="/contact" className={buttonClasses()}>
            Propose a partnership
          </Link>
          <Link to="/projects/business" className={buttonClasses({ variant: "outline" })}>
            Our business partners
          </Link>
        </div>
      </div>
    </section>
  );
}
