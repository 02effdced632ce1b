import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";

export interface NeedsReplyView {
  total: number;
  rows: {
    kind: string;
    singular: string;
    name: string;
    path: string;
    receivedIso: string;
    received: string;
    waited: string;
    promiseHours: number;
    overdue: boolean;
  }[];
}

/**
 * "Needs a reply" on the dashboard (issue 36): submissions with no reply or decision yet, oldest
 * first, how long each has waited, marked once past what the site promises.
 */
export function NeedsReply({ data }: { data: NeedsReplyView | null }) {
  return (
    <section aria-labelledby="needs-reply" className="scroll-mt-24">
      <h2 id="needs-reply" className="mb-1 text-2xl font-semibold">
        Needs a reply
      </h2>
      <p className="mb-4 text-muted">
        Oldest first. We promise a reply within 24 hours for applications and 48 hours for messages.
      </p>
      {!data ? (
        <p role="alert" className="rounded-md bg-danger-50 p-4 text-danger-700">
          This list could not be loaded. Please reload the page.
        </p>
      ) : data.rows.length === 0 ? (
        <p className="rounded-lg border border-line bg-white p-6 text-muted">
          Everyone who wrote has had a reply. Nothing is waiting.
        </p>
      ) : (
        <>
          <ol className="flex flex-col divide-y divide-line rounded-lg border border-line bg-white">
            {data.rows.map((row) => (
              <li key={row.path} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-3 sm:px-4">
                <span className="flex min-w-0 flex-col">
                  <Link
                    to={row.path}
                    className="font-semibold break-words text-brand-800 underline-offset-4 hover:underline"
                  >
                    {row.name}
                  </Link>
                  <span className="text-sm text-muted">
                    {row.singular} · received <time dateTime={row.receivedIso}>{row.received}</time>
                  </span>
                </span>
                <span className="flex items-center gap-2 text-sm">
                  <span>Waiting {row.waited}</span>
                  {row.overdue ? <Badge tone="danger">Past {row.promiseHours} hours</Badge> : null}
                </span>
              </li>
            ))}
          </ol>
          {data.total > data.rows.length ? (
            <p className="mt-2 text-sm text-muted">
              And {data.total - data.rows.length} more. Each list&apos;s “No reply yet” filter shows them all.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
