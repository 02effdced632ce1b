import { Download, FileText, ShieldCheck, Trash2 } from "lucide-react";
import { data, Form, isRouteErrorResponse, Link, useLoaderData } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { BackLink } from "~/components/admin/back-link";
import { useFormatDateTime } from "~/components/admin/format";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button, buttonClasses } from "~/components/ui/button";
import { siteContext } from "~/context";
import { findPerson } from "~/features/admin/privacy/privacy.server";
import { carryOutRequest, getRequestForStaff } from "~/features/admin/privacy/requests.server";
import { requireStaff } from "~/features/auth/admin-access.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/request";

/**
 * One confirmed request (issue 38): what it asks, by when, what the address holds, and the one
 * button that carries it out and emails the person. The page names the address and counts the
 * records, so it is the erasure's confirmation step.
 */
export const meta: Route.MetaFunction = () => adminMeta("Privacy", "Request");

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context, "privacy");
  const { db, env } = context.get(siteContext);
  const request = await getRequestForStaff(db, params.id);
  if (!request) throw data(null, { status: 404, statusText: "Request not found" });
  const groups =
    request.status === "confirmed"
      ? (await findPerson(db, { email: request.email }, env.SITE_TIME_ZONE)).map((group) => ({
          key: group.key,
          label: group.label,
          count: group.records.length,
          eraseSays: group.eraseSays,
        }))
      : [];
  return {
    request,
    groups,
    total: groups.reduce((sum, group) => sum + group.count, 0),
    contactEmail: env.CONTACT_EMAIL,
  };
}

export async function action({ params, context }: Route.ActionArgs) {
  const admin = requireStaff(context, "privacy");
  const { db, env } = context.get(siteContext);
  const outcome = await carryOutRequest(db, env, admin, params.id);
  const back = `/admin/privacy/requests/${params.id}`;
  if (!outcome.ok) {
    const title = {
      "not-confirmed": "This request was never confirmed, so it cannot be carried out",
      done: "Already done",
      staff: "This address has a staff account",
    }[outcome.reason];
    const description =
      outcome.reason === "staff"
        ? "Remove its administrator role in Accounts first, then carry out the request."
        : undefined;
    return redirectWithToast(env, outcome.reason === "not-confirmed" ? "/admin/privacy/requests" : back, {
      title,
      description,
      variant: outcome.reason === "done" ? "default" : "destructive",
    });
  }
  return redirectWithToast(env, "/admin/privacy/requests", {
    title: outcome.kind === "erase" ? `Erased ${outcome.erased ?? 0} records` : "Marked as done",
    description: "The person has been emailed that their request is done.",
    variant: "success",
  });
}

export default function AdminPrivacyRequestRoute() {
  const { request, groups, total, contactEmail } = useLoaderData<typeof loader>();
  const formatDateTime = useFormatDateTime();
  const isErase = request.kind === "erase";
  const records = `${total} ${total === 1 ? "record" : "records"}`;
  return (
    <article aria-labelledby="request-title" className="flex min-w-0 flex-col gap-6">
      <BackLink to="/admin/privacy/requests">Back to requests</BackLink>
      <header className="flex flex-col gap-1">
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
          {isErase ? "Request to delete their data" : "Request for a copy of their data"}
        </p>
        <h2 id="request-title" className="text-2xl font-semibold break-all">
          {request.email}
        </h2>
        <p className="text-muted">
          Confirmed {formatDateTime(request.confirmedAt)} ·{" "}
          {request.status === "done"
            ? `done ${formatDateTime(request.completedAt)}`
            : `answer by ${formatDateTime(request.dueAt)}`}
        </p>
      </header>
      {request.status === "done" ? (
        <p role="status" className="rounded-lg border border-line bg-white p-6">
          This request has been carried out and the person was emailed.
        </p>
      ) : (
        <section aria-labelledby="carry-out-title" className="rounded-lg border border-line bg-white p-5 sm:p-6">
          <h3 id="carry-out-title" className="text-xl font-semibold break-words">
            {isErase ? `Erase ${records} holding ${request.email}?` : `${records} hold ${request.email}`}
          </h3>
          {groups.length > 0 ? (
            <ul className="mt-3 list-disc pl-5">
              {groups.map((group) => (
                <li key={group.key}>
                  {group.label}: {group.count}
                  {isErase ? `, ${group.eraseSays}` : ""}.
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-muted">No record holds this address (besides the request itself).</p>
          )}
          {isErase ? (
            <p className="mt-3 max-w-3xl text-muted">
              This cannot be undone. Counts on the site stay the same. The person gets an email saying it is done.
            </p>
          ) : (
            <>
              <p className="mt-3 max-w-3xl text-muted">
                Download the copy, send it to the person from {contactEmail} (reply to their address above), then mark
                the request done: they get an email saying so.
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <form method="post" action="/admin/privacy/export">
                  <input type="hidden" name="email" value={request.email} />
                  <input type="hidden" name="format" value="json" />
                  <Button type="submit" variant="outline">
                    <Download aria-hidden="true" /> Download a copy (JSON)
                  </Button>
                </form>
                <form method="post" action="/admin/privacy/export" target="_blank">
                  <input type="hidden" name="email" value={request.email} />
                  <input type="hidden" name="format" value="html" />
                  <Button type="submit" variant="outline">
                    <FileText aria-hidden="true" /> Readable copy
                  </Button>
                </form>
              </div>
            </>
          )}
          <Form method="post" className="mt-5 flex flex-wrap gap-3">
            <SubmitButton variant={isErase ? "danger" : "primary"} pendingLabel={isErase ? "Erasing..." : "Saving..."}>
              {isErase ? (
                <>
                  <Trash2 aria-hidden="true" /> Erase {records} and tell the person
                </>
              ) : (
                <>
                  <ShieldCheck aria-hidden="true" /> Mark as done and tell the person
                </>
              )}
            </SubmitButton>
            <Link to="/admin/privacy/requests" className={buttonClasses({ variant: "outline" })}>
              Not now
            </Link>
          </Form>
        </section>
      )}
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div role="alert" className="rounded-lg border border-line bg-white p-6">
        <h2 className="text-2xl font-semibold">Request not found</h2>
        <p className="mt-2 text-muted">
          A request shows here only once the person has confirmed it from the email we sent them.
        </p>
        <Link to="/admin/privacy/requests" className={`${buttonClasses({ variant: "outline" })} mt-4`}>
          Back to requests
        </Link>
      </div>
    );
  }
  throw error;
}
