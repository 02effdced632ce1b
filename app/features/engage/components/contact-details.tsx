import { Clock, Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import { mailtoHref, telHref } from "~/components/layout/contact-links";
import { Card } from "~/components/ui/card";
import { CONTACT_PAGE } from "~/content/engage";

/** Email, toll-free phone (both from configuration) and business hours (part 2 §9). */
export function ContactDetails({ email, phone }: { email: string; phone: string }) {
  const copy = CONTACT_PAGE.details;
  return (
    <aside aria-labelledby="contact-details-title" className="flex flex-col gap-6">
      <Card shape="panel" className="p-6 sm:p-8">
        <h2 id="contact-details-title" className="text-2xl font-semibold">
          {copy.title}
        </h2>
        <ul className="mt-5 flex flex-col gap-4">
          <li className="flex items-start gap-3">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700">
              <Mail aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="text-sm font-semibold text-muted">{copy.emailLabel}</p>
              <a
                href={mailtoHref(email)}
                className="font-semibold wrap-anywhere text-brand-700 underline-offset-4 hover:underline"
              >
                {email}
              </a>
            </div>
          </li>
          <li className="flex items-start gap-3">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700">
              <Phone aria-hidden="true" className="size-5" />
            </span>
            <div>
              <p className="text-sm font-semibold text-muted">{copy.phoneLabel}</p>
              <a href={telHref(phone)} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                {phone}
              </a>
            </div>
          </li>
        </ul>
      </Card>

      <Card shape="panel" className="p-6 sm:p-8">
        <h2 className="flex items-center gap-2.5 text-2xl font-semibold">
          <Clock aria-hidden="true" className="size-6 text-accent-700" />
          {copy.hoursTitle}
        </h2>
        <dl className="mt-5 divide-y divide-line">
          {copy.hours.map((row) => (
            <div key={row.days} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2.5">
              <dt className="font-semibold text-ink">{row.days}</dt>
              <dd className={row.time === "Closed" ? "text-muted" : "text-ink"}>{row.time}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-muted">{copy.replyPromise}</p>
      </Card>

      <p className="px-1">
        <Link
          to={copy.faq.to}
          className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {copy.faq.label}
        </Link>
      </p>
    </aside>
  );
}
