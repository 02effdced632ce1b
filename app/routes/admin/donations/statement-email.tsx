import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Send } from "lucide-react";
import { data, Form, useActionData } from "react-router";
import type { Route } from "./+types/statement-email";
import { adminMeta } from "~/components/admin/admin-meta";
import { BackLink } from "~/components/admin/back-link";
import { useFormatDateTime } from "~/components/admin/format";
import { ErrorList } from "~/components/forms/error-list";
import { SubmitButton } from "~/components/forms/submit-button";
import { Checkbox } from "~/components/ui/checkbox";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { requireStaff } from "~/features/auth/admin-access.server";
import { StatementEmailSchema } from "~/features/donations/admin-validation";
import { formatCents } from "~/features/donations/format";
import {
  listStatementSends,
  renderStatementMessage,
  sendStatementEmail,
} from "~/features/donations/statement-emails.server";
import { getStatement, readStatementParams } from "~/features/donations/statements.server";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * /admin/donations/donors/:email/:year/email (issue 37 part 6, ADR 0047): the year-end statement
 * as the donor will get it by email (HTML and plain text), then Send. Sent once per donor and
 * year; sending again is a separate, confirmed choice. Every send is listed here and audited.
 */
export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta("Donations", loaderData ? `Email the ${loaderData.year} statement` : "Email a statement");

async function load(context: Route.LoaderArgs["context"], params: Route.LoaderArgs["params"]) {
  const { db, env } = context.get(siteContext);
  const wanted = readStatementParams(params);
  const statement = wanted ? await getStatement(db, wanted.email, wanted.year, env.SITE_TIME_ZONE) : null;
  if (!statement) throw data(null, { status: 404, statusText: "No gifts from this donor that year" });
  return statement;
}

export async function loader({ context, params }: Route.LoaderArgs) {
  requireStaff(context, "donations");
  const { db, env } = context.get(siteContext);
  const statement = await load(context, params);
  const sends = await listStatementSends(db, statement.email, statement.year);
  const base = {
    email: statement.email,
    donorName: statement.donorName,
    year: statement.year,
    totalCents: statement.totalCents,
    statementPath: `/admin/donations/donors/${encodeURIComponent(statement.email)}/${statement.year}`,
    sends: sends.map((send) => ({ ...send, createdAt: send.createdAt.toISOString() })),
  };
  if (!env.ORGANIZATION_EIN) return { ...base, preview: null };
  const preview = await renderStatementMessage(
    statement,
    { name: SITE_NAME, postalAddress: env.POSTAL_ADDRESS, ein: env.ORGANIZATION_EIN },
    env,
  );
  return { ...base, preview };
}

const REFUSED = {
  "no-gifts": "This donor has no gifts that year any more, so there is no statement to send.",
  "no-ein": "Set ORGANIZATION_EIN in the site's configuration first: a statement must name the organization's EIN.",
  "already-sent":
    "This statement was already emailed to the donor, so it was not sent again. To send it once more, confirm below.",
} as const;

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = requireStaff(context, "donations");
  const { db, env } = context.get(siteContext);
  const statement = await load(context, params);
  const submission = parseWithZod(await request.formData(), { schema: StatementEmailSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const sent = await sendStatementEmail(db, env, admin, {
    email: statement.email,
    year: statement.year,
    resend: submission.value.intent === "resend",
    organizationName: SITE_NAME,
  });
  if (!sent.ok) {
    return data(
      { result: submission.reply({ formErrors: [REFUSED[sent.reason]] }) },
      { status: sent.reason === "already-sent" ? 409 : 400 },
    );
  }
  return redirectWithToast(
    env,
    `/admin/donations/donors/${encodeURIComponent(statement.email)}/${statement.year}/email`,
    {
      title: `${statement.year} statement sent`,
      description: `It goes to ${sent.to} within a minute; replies come to the staff mailbox.`,
      variant: "success",
    },
  );
}

export default function AdminStatementEmailRoute({ loaderData }: Route.ComponentProps) {
  const { email, donorName, year, totalCents, statementPath, sends, preview } = loaderData;
  const answer = useActionData<typeof action>();
  const result = answer?.result as SubmissionResult<string[]> | undefined;
  const formatDateTime = useFormatDateTime();
  const who = donorName ?? email;
  const confirmError = result?.error?.confirm;
  const firstSent = sends.length > 0;

  return (
    <article aria-labelledby="statement-email-title" className="flex min-w-0 flex-col gap-6">
      <BackLink to={statementPath}>Back to the {year} statement</BackLink>
      <header className="flex flex-col gap-1">
        <h2 id="statement-email-title" className="text-2xl font-semibold break-words">
          Email the {year} statement to {who}
        </h2>
        <p className="break-words text-muted">
          To <strong className="text-ink">{email}</strong>, {formatCents(totalCents)} in all. Their reply comes back to
          the staff mailbox.
        </p>
      </header>

      {sends.length > 0 ? (
        <section
          aria-labelledby="sends-title"
          className="flex flex-col gap-2 rounded-lg border border-line bg-white p-5"
        >
          <h3 id="sends-title" className="font-sans text-lg font-semibold">
            Already sent
          </h3>
          <ul className="flex flex-col gap-1">
            {sends.map((send) => (
              <li key={send.id}>
                {formatDateTime(send.createdAt)}
                {send.resend ? " (sent again)" : ""}: {formatCents(send.totalCents)} in{" "}
                {send.giftCount === 1 ? "one gift" : `${send.giftCount} gifts`}
                {send.sentBy ? `, by ${send.sentBy}` : ""}
                {send.delivery === "sent"
                  ? ", delivered to the mail server"
                  : send.delivery === "failed"
                    ? ", could not be delivered"
                    : ", waiting in the outbox"}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {!preview ? (
        <p role="alert" className="rounded-md bg-warning-50 p-3 text-warning-800">
          Set ORGANIZATION_EIN in the site&rsquo;s configuration: a statement must name the organization&rsquo;s EIN
          before it can be sent.
        </p>
      ) : (
        <section aria-labelledby="preview-title" className="flex flex-col gap-4">
          <h3 id="preview-title" className="text-xl font-semibold">
            Preview
          </h3>
          <p className="text-muted">
            This is the email exactly as {who} will get it. The statement is in the email itself: the outbox sends no
            attachments, so the PDF is not attached, and the email links to no page of the site.
          </p>
          <p className="break-words">
            <span className="font-semibold">Subject:</span> {preview.subject}
          </p>
          {/* The email's HTML, built by React Email from the ledger's values (escaped, never markup
              typed by anyone). A srcdoc frame keeps its styles apart and inherits the page's CSP, as
              on the decision preview (submission-reply.tsx). */}
          <iframe
            title={`The statement email to ${who}`}
            srcDoc={preview.html}
            className="h-[42rem] w-full rounded-lg border border-line bg-white"
          />
          <details className="rounded-lg border border-line bg-white p-4">
            <summary className="cursor-pointer font-semibold">The plain-text version</summary>
            <pre className="mt-3 font-sans text-sm break-words whitespace-pre-wrap">{preview.text}</pre>
          </details>

          <ErrorList errors={result?.error?.[""]} />
          {!firstSent ? (
            <Form method="post">
              <SubmitButton name="intent" value="send" pendingLabel="Sending…">
                <Send aria-hidden="true" /> Send the statement
              </SubmitButton>
            </Form>
          ) : (
            <Form
              method="post"
              className="flex flex-col gap-3 rounded-lg border border-warning-800/30 bg-white p-5"
              noValidate
            >
              <h3 className="font-sans text-lg font-semibold">Send it again</h3>
              <p className="max-w-2xl text-muted">
                {who} already has this statement. Send it again only if they asked for it or it did not arrive.
              </p>
              <label className="flex items-start gap-2">
                <Checkbox
                  name="confirm"
                  value="yes"
                  aria-invalid={confirmError ? true : undefined}
                  aria-describedby={confirmError ? "confirm-error" : undefined}
                />
                <span>
                  Yes, send {who} the {year} statement again.
                </span>
              </label>
              <ErrorList id="confirm-error" errors={confirmError} />
              <SubmitButton
                name="intent"
                value="resend"
                variant="outline"
                pendingLabel="Sending…"
                className="self-start"
              >
                <Send aria-hidden="true" /> Send it again
              </SubmitButton>
            </Form>
          )}
        </section>
      )}
    </article>
  );
}
