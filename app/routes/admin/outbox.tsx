import { RotateCw } from "lucide-react";
import { adminMeta } from "~/components/admin/admin-meta";
import { data, Form, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/outbox";
import { useFormatDateTime } from "~/components/admin/format";
import { SubmitButton } from "~/components/forms/submit-button";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Pagination } from "~/components/ui/pagination";
import { countPages, readPage } from "~/components/ui/paging";
import { siteContext } from "~/context";
import { listOutbox, OUTBOX_PAGE_SIZE, retryEmail } from "~/features/admin/outbox.server";
import { OUTBOX_STATUSES, parseOutboxStatus } from "~/features/admin/outbox";
import { OutboxRetrySchema } from "~/features/admin/validation";
import { requireStaff } from "~/features/auth/admin-access.server";
import { redirectWithToast } from "~/utils/toast.server";
import { cn } from "~/utils/misc";

/** The email outbox (issue 18): what was queued, sent or failed, never a message's body. */
export const meta: Route.MetaFunction = () => adminMeta("Outbox");

export async function loader({ context, url }: Route.LoaderArgs) {
  requireStaff(context, "outbox");
  const { db } = context.get(siteContext);
  const status = parseOutboxStatus(url.searchParams.get("status"));
  const page = readPage(url);
  const outbox = await listOutbox(db, { status, page });
  return { ...outbox, status: status ?? null, page, pageCount: countPages(outbox.total, OUTBOX_PAGE_SIZE) };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const admin = requireStaff(context, "outbox");
  const { db, env } = context.get(siteContext);
  const parsed = OutboxRetrySchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data(null, { status: 400 });
  const result = await retryEmail(db, admin, parsed.data.id);
  const back = `/admin/outbox${url.search}`;
  if (!result.ok) {
    return redirectWithToast(env, back, { title: "Not retried", description: result.message, variant: "destructive" });
  }
  return redirectWithToast(env, back, {
    title: "Email queued again",
    description: `The email to ${result.to} will be tried again within a minute.`,
    variant: "success",
  });
}

const STATUS: Record<(typeof OUTBOX_STATUSES)[number], { label: string; tone: BadgeTone }> = {
  pending: { label: "Queued", tone: "info" },
  sent: { label: "Sent", tone: "success" },
  failed: { label: "Failed", tone: "danger" },
  skipped: { label: "Not sent", tone: "neutral" },
};

const FILTERS = [
  { value: null, label: "All" },
  ...OUTBOX_STATUSES.map((value) => ({ value, label: STATUS[value].label })),
];

export default function AdminOutboxRoute() {
  const formatDateTime = useFormatDateTime();
  const { rows, total, status, page, pageCount } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="outbox-title">
      <h2 id="outbox-title" className="text-2xl font-semibold">
        Email outbox <span className="text-muted">({total})</span>
      </h2>
      <p className="mb-6 text-muted">
        Every email the site sends waits here until it goes out, and is tried again when sending fails. Message bodies
        are not shown: they can hold sign-in links and what visitors wrote.
      </p>
      <nav aria-label="Filter by status" className="mb-6 flex flex-wrap gap-2">
        {FILTERS.map((filter) => {
          const isCurrent = filter.value === status;
          return (
            <Link
              key={filter.label}
              to={filter.value ? `/admin/outbox?status=${filter.value}` : "/admin/outbox"}
              aria-current={isCurrent ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold sm:min-h-9",
                isCurrent ? "border-brand-700 bg-brand-700 text-white" : "border-line bg-white text-brand-800",
              )}
            >
              {filter.label}
            </Link>
          );
        })}
      </nav>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-line bg-white p-6 text-muted">
          {status ? "No emails with this status." : "No emails yet."}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {rows.map((email) => (
            <li key={email.id} className="rounded-lg border border-line bg-white p-4 sm:p-5">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold break-words">{email.subject}</p>
                  <p className="text-sm break-all text-muted">To {email.toAddress}</p>
                </div>
                <Badge tone={STATUS[email.status].tone}>{STATUS[email.status].label}</Badge>
              </div>
              <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
                <div>
                  <dt className="inline font-semibold">Queued: </dt>
                  <dd className="inline">{formatDateTime(email.createdAt)}</dd>
                </div>
                <div>
                  <dt className="inline font-semibold">{email.status === "sent" ? "Sent: " : "Next try: "}</dt>
                  <dd className="inline">
                    {email.status === "sent"
                      ? formatDateTime(email.sentAt)
                      : email.status === "failed"
                        ? "none (gave up)"
                        : formatDateTime(email.nextAttemptAt)}
                  </dd>
                </div>
                <div>
                  <dt className="inline font-semibold">Attempts: </dt>
                  <dd className="inline">{email.attempts}</dd>
                </div>
              </dl>
              {email.lastError ? (
                <p className="mt-2 text-sm break-words text-danger-700">
                  <span className="font-semibold">Last error:</span> {email.lastError}
                </p>
              ) : null}
              {email.status === "failed" ? (
                <Form method="post" className="mt-3">
                  <input type="hidden" name="id" value={email.id} />
                  <SubmitButton
                    name="intent"
                    value="retry"
                    size="sm"
                    variant="outline"
                    pendingLabel="Queuing..."
                    aria-label={`Try again: email to ${email.toAddress}`}
                  >
                    <RotateCw aria-hidden="true" /> Try again
                  </SubmitButton>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Pagination variant="count" page={page} pageCount={pageCount} label="Outbox pages" />
    </section>
  );
}
