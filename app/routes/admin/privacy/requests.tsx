import { Link, useLoaderData } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { useFormatDateTime } from "~/components/admin/format";
import { Badge } from "~/components/ui/badge";
import { siteContext } from "~/context";
import { PrivacyTabs } from "~/features/admin/components/privacy-tabs";
import { listRequests } from "~/features/admin/privacy/requests.server";
import { requireStaff } from "~/features/auth/admin-access.server";
import type { Route } from "./+types/requests";

/** People's confirmed requests (issue 38): the soonest due first; those never confirmed are not here. */
export const meta: Route.MetaFunction = () => adminMeta("Privacy", "Requests");

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "privacy");
  const { db } = context.get(siteContext);
  const { waiting, done } = await listRequests(db);
  return { waiting, done, now: new Date().toISOString() };
}

const KIND = { export: "A copy of their data", erase: "Delete their data" } as const;

export default function AdminPrivacyRequestsRoute() {
  const { waiting, done, now } = useLoaderData<typeof loader>();
  const formatDateTime = useFormatDateTime();
  return (
    <section aria-labelledby="requests-title" className="flex flex-col gap-6">
      <PrivacyTabs current="requests" waiting={waiting.length} />
      <div>
        <h2 id="requests-title" className="text-2xl font-semibold">
          Requests from people <span className="text-muted">({waiting.length} waiting)</span>
        </h2>
        <p className="mt-1 max-w-3xl text-muted">
          Requests sent from the &ldquo;Your data&rdquo; page appear here once the person opens the link we emailed
          them. Answer each one by its due date (45 days after it was confirmed).
        </p>
      </div>
      {waiting.length === 0 ? (
        <p className="rounded-lg border border-line bg-white p-6 text-muted">No requests are waiting. Nothing to do.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {waiting.map((request) => {
            const overdue = new Date(request.dueAt) < new Date(now);
            return (
              <li key={request.id} className="rounded-lg border border-line bg-white p-4 sm:p-5">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <Link
                      to={`/admin/privacy/requests/${request.id}`}
                      className="font-semibold break-all text-brand-800 underline-offset-4 hover:underline"
                    >
                      {KIND[request.kind]}: {request.email}
                    </Link>
                    <p className="text-sm text-muted">Confirmed {formatDateTime(request.confirmedAt)}</p>
                  </div>
                  <Badge tone={overdue ? "danger" : "info"}>
                    {overdue ? "Overdue" : "Answer"} by {formatDateTime(request.dueAt)}
                  </Badge>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <section aria-labelledby="done-title">
        <h3 id="done-title" className="text-xl font-semibold">
          Done
        </h3>
        {done.length === 0 ? (
          <p className="mt-2 text-muted">No request has been carried out yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-line rounded-lg border border-line bg-white">
            {done.map((request) => (
              <li key={request.id} className="flex flex-col gap-0.5 p-3 sm:flex-row sm:gap-4">
                <span className="font-semibold">{KIND[request.kind]}</span>
                <span className="break-all">{request.email}</span>
                <span className="text-sm text-muted">Done {formatDateTime(request.completedAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
