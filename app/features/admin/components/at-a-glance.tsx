import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { useFormatDateTime } from "~/components/admin/format";

export interface AtAGlanceData {
  previousVisitAt: Date | string | null;
  newSinceLastVisit: number;
  waiting: { kind: string; label: string; count: number }[];
  activeCampaigns: number;
  confirmedSubscribers: number;
  drafts: { key: string; label: string; href: string; count: number }[];
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

/** The top of the dashboard: what arrived, what waits, what is live, what is unfinished. */
export function AtAGlance({ overview }: { overview: AtAGlanceData | null }) {
  const formatDateTime = useFormatDateTime();
  if (!overview) {
    return (
      <p role="alert" className="rounded-md bg-danger-50 p-4 text-danger-700">
        The counts could not be loaded just now. Everything below still works; please reload the page in a moment.
      </p>
    );
  }
  const waiting = overview.waiting.filter((entry) => entry.count > 0);
  const drafts = overview.drafts.filter((entry) => entry.count > 0);

  return (
    <div className="flex flex-col gap-5">
      <dl className="grid gap-3 sm:grid-cols-3">
        <Stat
          label="New since your last visit"
          value={overview.newSinceLastVisit}
          note={
            overview.previousVisitAt
              ? `Messages, applications and sign-ups since ${formatDateTime(overview.previousVisitAt)}.`
              : "Your first visit: everything still marked new."
          }
          highlight={overview.newSinceLastVisit > 0}
        />
        <Stat label="Active campaigns" value={overview.activeCampaigns} note="Published and taking applications." />
        <Stat
          label="Confirmed newsletter subscribers"
          value={overview.confirmedSubscribers}
          note="Addresses that confirmed by email."
        />
      </dl>

      <div className="grid gap-5 md:grid-cols-2">
        <div className="rounded-lg border border-line bg-white p-4 sm:p-5">
          <h3 className="font-sans text-base font-semibold">Waiting for a first look</h3>
          {waiting.length === 0 ? (
            <p className="mt-2 text-muted">Nothing is waiting. Every submission has been looked at.</p>
          ) : (
            <ul className="mt-2 divide-y divide-line">
              {waiting.map((entry) => (
                <li key={entry.kind}>
                  <Link
                    to={`/admin/submissions/${entry.kind}?status=new`}
                    className="flex min-h-11 items-center justify-between gap-3 py-2 text-brand-800 hover:underline"
                  >
                    <span>{entry.label}</span>
                    <span className="inline-flex items-center gap-1 font-semibold">
                      {plural(entry.count, "new", "new")} <ArrowRight aria-hidden="true" className="size-4" />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="rounded-lg border border-line bg-white p-4 sm:p-5">
          <h3 className="font-sans text-base font-semibold">Drafts not yet published</h3>
          {drafts.length === 0 ? (
            <p className="mt-2 text-muted">No drafts: everything written is on the site.</p>
          ) : (
            <ul className="mt-2 divide-y divide-line">
              {drafts.map((entry) => (
                <li key={entry.key}>
                  <Link
                    to={entry.href}
                    className="flex min-h-11 items-center justify-between gap-3 py-2 text-brand-800 hover:underline"
                  >
                    <span>{entry.label}</span>
                    <span className="inline-flex items-center gap-1 font-semibold">
                      {plural(entry.count, "draft", "drafts")} <ArrowRight aria-hidden="true" className="size-4" />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}

function Stat({
  label,
  value,
  note,
  highlight = false,
}: {
  label: string;
  value: number;
  note: string;
  highlight?: boolean;
}) {
  return (
    <div
      className={
        highlight
          ? "rounded-lg border border-brand-300 bg-brand-50 p-4 sm:p-5"
          : "rounded-lg border border-line bg-white p-4 sm:p-5"
      }
    >
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="mt-1 text-3xl font-semibold text-ink tabular-nums">{value.toLocaleString("en-US")}</dd>
      <dd className="mt-1 text-sm text-muted">{note}</dd>
    </div>
  );
}
