import { HandHeart, KeyRound } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";

const DONOR_STEPS = [
  "Give any amount with Donate Now. Our donation form charges no fees, and you get a tax receipt by email.",
  "Your gift buys the health, beauty and nutrition products this campaign hands out, for the families it serves.",
  "Volunteers pack and deliver the products, and we post updates on this page and in our newsletter.",
];

const RECIPIENT_STEPS = [
  "A partner organization, such as a base ombudsman, clinic or food shelf, gives you an eligibility code.",
  "Choose Apply for Support and fill in the short form with your code. It takes about two minutes.",
  "Our team checks your application and contacts you within 24 hours about delivery or pick-up.",
];

/** 'How This Campaign Works' for donors and for recipients (part 1 §2). */
export function HowThisCampaignWorks() {
  return (
    <section aria-labelledby="how-it-works-title">
      <h2 id="how-it-works-title" className="text-2xl font-semibold sm:text-3xl">
        How This Campaign Works
      </h2>
      <div className="mt-5 grid gap-4 md:grid-cols-2">
        <Steps
          title="For donors"
          icon={<HandHeart aria-hidden="true" className="size-5" />}
          steps={DONOR_STEPS}
          tone="bg-accent-50 text-accent-700"
        />
        <Steps
          title="For recipients"
          icon={<KeyRound aria-hidden="true" className="size-5" />}
          steps={RECIPIENT_STEPS}
          tone="bg-brand-50 text-brand-700"
        />
      </div>
    </section>
  );
}

function Steps({ title, icon, steps, tone }: { title: string; icon: ReactNode; steps: string[]; tone: string }) {
  return (
    <Card className="p-5 sm:p-6">
      <h3 className="flex items-center gap-3 font-sans text-lg font-semibold">
        <span className={`flex size-10 items-center justify-center rounded-full ${tone}`}>{icon}</span>
        {title}
      </h3>
      <ol className="mt-4 flex flex-col gap-3">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3 leading-relaxed text-muted">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-sand text-sm font-semibold text-ink"
            >
              {index + 1}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
