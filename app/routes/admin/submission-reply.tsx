import { Eye, Pencil, Send } from "lucide-react";
import { data, Form, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/submission-reply";
import { adminMeta } from "~/components/admin/admin-meta";
import { BackLink } from "~/components/admin/back-link";
import { Field, TextareaField } from "~/components/forms/field";
import { ErrorList } from "~/components/forms/error-list";
import { SubmitButton } from "~/components/forms/submit-button";
import { siteContext } from "~/context";
import { decidesOn, draftDecision, emailOf, renderDecision, sendDecision } from "~/features/admin/replies.server";
import { describeKind, getSubmission, isSubmissionKind } from "~/features/admin/submissions.server";
import { DecisionMessageSchema } from "~/features/admin/validation";
import { requireStaff } from "~/features/auth/admin-access.server";
import { OUTCOMES, outcomeOf } from "~/utils/reply-templates";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * A decision with its message (issue 36): the outcome's template, filled in, to edit; then the
 * email as the person will see it; then send. Plain form posts, so it works without JavaScript.
 */
export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta("Submissions", loaderData ? `Reply to ${loaderData.name}` : null);

async function load(context: Route.LoaderArgs["context"], params: Route.LoaderArgs["params"]) {
  const { db } = context.get(siteContext);
  if (!isSubmissionKind(params.kind) || !decidesOn(params.kind)) throw data(null, { status: 404 });
  const row = await getSubmission(db, params.kind, params.id);
  if (!row) throw data(null, { status: 404, statusText: "Submission not found" });
  return { kind: params.kind, row };
}

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const admin = requireStaff(context, "submissions");
  const { db, env } = context.get(siteContext);
  const { kind, row } = await load(context, params);
  const outcomes = OUTCOMES[kind];
  const outcome = outcomeOf(kind, url.searchParams.get("outcome") ?? "") ?? outcomes[0]!;
  const draft = await draftDecision(db, env, admin, kind, row, outcome.value);
  return {
    kind,
    singular: describeKind(kind).singular,
    id: row.id,
    name: row.name,
    to: emailOf(row),
    outcomes,
    outcome: outcome.value,
    draft,
    detailPath: `/admin/submissions/${kind}/${row.id}`,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = requireStaff(context, "submissions");
  const { db, env } = context.get(siteContext);
  const { kind, row } = await load(context, params);
  const form = Object.fromEntries(await request.formData());
  const values = {
    outcome: String(form.outcome ?? ""),
    subject: String(form.subject ?? ""),
    message: String(form.message ?? ""),
  };
  const parsed = DecisionMessageSchema.safeParse(form);
  if (!parsed.success || !outcomeOf(kind, parsed.data.outcome)) {
    const errors = parsed.success ? {} : parsed.error.flatten().fieldErrors;
    return data(
      {
        step: "edit" as const,
        values,
        errors: {
          subject: errors.subject,
          message: errors.message,
          outcome: parsed.success || errors.outcome ? ["Choose one of the outcomes."] : undefined,
        },
        preview: null,
      },
      { status: 400 },
    );
  }
  const { intent, ...message } = parsed.data;
  if (intent === "edit") return { step: "edit" as const, values: message, errors: {}, preview: null };
  if (intent === "preview") {
    const email = await renderDecision({ subject: message.subject, body: message.message });
    return { step: "preview" as const, values: message, errors: {}, preview: email };
  }
  const sent = await sendDecision(db, env, admin, { kind, id: row.id, ...message });
  if (!sent.ok) {
    return data(
      {
        step: "edit" as const,
        values: message,
        errors: {
          form: [
            sent.reason === "no-email"
              ? "This submission has no email address, so there is nobody to send it to."
              : "This submission is gone; nothing was sent.",
          ],
        },
        preview: null,
      },
      { status: 409 },
    );
  }
  return redirectWithToast(env, `/admin/submissions/${kind}/${row.id}`, {
    title: `Decision sent: ${sent.label}`,
    description: "The email goes out within a minute; the history below shows it.",
    variant: "success",
  });
}

export default function AdminSubmissionReplyRoute() {
  const { singular, name, to, outcomes, outcome, draft, detailPath } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const values = answer?.values ?? { outcome, subject: draft.subject, message: draft.body };
  const errors: { subject?: string[]; message?: string[]; outcome?: string[]; form?: string[] } = answer?.errors ?? {};
  const chosen = outcomes.find((candidate) => candidate.value === values.outcome) ?? outcomes[0]!;
  return (
    <article aria-labelledby="reply-title" className="flex min-w-0 flex-col gap-6">
      <BackLink to={detailPath}>
        Back to the {singular.toLowerCase()} from {name}
      </BackLink>
      <header className="flex flex-col gap-1">
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{singular}</p>
        <h2 id="reply-title" className="text-2xl font-semibold break-words">
          Reply to {name}
        </h2>
        <p className="break-words text-muted">
          {to ? (
            <>
              To <strong className="text-ink">{to}</strong>. Their reply comes back to the staff mailbox.
            </>
          ) : (
            "This submission has no email address."
          )}
        </p>
      </header>

      {answer?.step === "preview" && answer.preview ? (
        <section aria-labelledby="preview-title" className="flex flex-col gap-4">
          <h3 id="preview-title" className="text-xl font-semibold">
            Preview: {chosen.label}
          </h3>
          <p className="text-muted">This is the email exactly as {name} will get it.</p>
          <p className="break-words">
            <span className="font-semibold">Subject:</span> {values.subject}
          </p>
          {/* The email's HTML, built by React Email from plain text (escaped, never markup typed by
              anyone). A srcdoc frame keeps its styles apart from the page's and inherits the page's CSP,
              so no script could run in it; it has no sandbox attribute only because a sandboxed frame
              logs a blocked-script error for every tool that inspects it. */}
          <iframe
            title={`The email to ${name}`}
            srcDoc={answer.preview.html}
            className="h-[28rem] w-full rounded-lg border border-line bg-white"
          />
          <details className="rounded-lg border border-line bg-white p-4">
            <summary className="cursor-pointer font-semibold">The plain-text version</summary>
            <pre className="mt-3 font-sans text-sm break-words whitespace-pre-wrap">{answer.preview.text}</pre>
          </details>
          <Form method="post" className="flex flex-wrap gap-3">
            <input type="hidden" name="outcome" value={values.outcome} />
            <input type="hidden" name="subject" value={values.subject} />
            <input type="hidden" name="message" value={values.message} />
            <SubmitButton name="intent" value="send" pendingLabel="Sending...">
              <Send aria-hidden="true" /> Send the email
            </SubmitButton>
            <SubmitButton name="intent" value="edit" variant="outline" pendingLabel="Opening...">
              <Pencil aria-hidden="true" /> Edit the message
            </SubmitButton>
          </Form>
        </section>
      ) : (
        <>
          <Form method="get" className="flex flex-wrap items-end gap-3 rounded-lg border border-line bg-white p-4">
            <label className="flex flex-col gap-1.5 text-sm font-semibold">
              Outcome
              <select
                name="outcome"
                defaultValue={values.outcome}
                className="h-11 rounded-md border border-line bg-white px-3 text-base font-normal"
              >
                {outcomes.map((candidate) => (
                  <option key={candidate.value} value={candidate.value}>
                    {candidate.label}
                  </option>
                ))}
              </select>
            </label>
            <SubmitButton variant="outline" pendingLabel="Loading...">
              Start from this outcome&apos;s template
            </SubmitButton>
          </Form>
          <Form method="post" className="flex flex-col gap-4" aria-labelledby="message-title" noValidate>
            <h3 id="message-title" className="text-xl font-semibold">
              Message: {chosen.label}
            </h3>
            <input type="hidden" name="outcome" value={values.outcome} />
            <ErrorList errors={[...(errors.form ?? []), ...(errors.outcome ?? [])]} />
            <Field
              label="Subject"
              name="subject"
              defaultValue={values.subject}
              errors={errors.subject}
              required
              maxLength={150}
            />
            <TextareaField
              label="Message"
              description="Plain text. Leave a blank line between paragraphs."
              name="message"
              defaultValue={values.message}
              errors={errors.message}
              required
              rows={14}
            />
            <div className="flex flex-wrap gap-3">
              <SubmitButton name="intent" value="preview" pendingLabel="Preparing the preview...">
                <Eye aria-hidden="true" /> Preview the email
              </SubmitButton>
            </div>
          </Form>
        </>
      )}
    </article>
  );
}
