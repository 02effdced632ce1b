import { MessageSquareReply, StickyNote, UserRound } from "lucide-react";
import { Form } from "react-router";
import { TextareaField } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { Badge } from "~/components/ui/badge";
import type { Outcome } from "~/utils/reply-templates";

export interface RepliesView {
  decisions: {
    id: string;
    outcomeLabel: string;
    to: string;
    subject: string;
    message: string;
    by: string;
    byEmail: string;
    at: string;
    atIso: string;
    emailStatus: string | null;
  }[];
  notes: { id: string; body: string; by: string; at: string; atIso: string }[];
  ownerId: string | null;
  staff: { id: string; name: string; email: string }[];
}

const EMAIL_STATUS: Record<string, string> = {
  pending: "Email waiting to go out",
  sent: "Email sent",
  failed: "Email failed (see the outbox)",
  skipped: "Email not sent",
};

function Panel({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4 sm:p-5">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * The decision, its history, the owner and the internal notes of one submission (issue 36).
 * Plain forms: choosing an outcome opens the reply page; notes and the owner post to the page.
 */
export function SubmissionReplies({
  replyPath,
  outcomes,
  replies,
  action,
  noteErrors,
  ownerErrors,
  noteValue,
}: {
  replyPath: string | null;
  outcomes: readonly Outcome[];
  replies: RepliesView;
  action: string;
  noteErrors?: string[];
  ownerErrors?: string[];
  noteValue?: string;
}) {
  const [latest, ...earlier] = replies.decisions;
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-2">
      {replyPath ? (
        <Panel title="Decision and reply" id="decision-title">
          {latest ? (
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">Outcome:</span> <Badge tone="info">{latest.outcomeLabel}</Badge>
              <span className="text-muted">
                by {latest.by}, <time dateTime={latest.atIso}>{latest.at}</time>
              </span>
            </p>
          ) : (
            <p className="text-muted">No reply or decision yet.</p>
          )}
          <Form method="get" action={replyPath} className="flex flex-wrap items-end gap-3">
            <label className="flex flex-col gap-1.5 text-sm font-semibold">
              {latest ? "Change the decision" : "Choose an outcome"}
              <select name="outcome" className="h-11 rounded-md border border-line bg-white px-3 text-base font-normal">
                {outcomes.map((outcome) => (
                  <option key={outcome.value} value={outcome.value}>
                    {outcome.label}
                  </option>
                ))}
              </select>
            </label>
            <SubmitButton variant="outline" pendingLabel="Opening...">
              <MessageSquareReply aria-hidden="true" /> Write the email
            </SubmitButton>
          </Form>
          {replies.decisions.length > 0 ? (
            <div>
              <h4 className="font-semibold">History</h4>
              <ol className="mt-2 flex flex-col gap-3" aria-label="Decisions sent, newest first">
                {[latest!, ...earlier].map((decision) => (
                  <li key={decision.id} className="rounded-md border border-line p-3">
                    <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <strong>{decision.outcomeLabel}</strong>
                      <span className="text-muted">
                        · sent by {decision.by} ({decision.byEmail}) ·{" "}
                        <time dateTime={decision.atIso}>{decision.at}</time>
                      </span>
                      {decision.emailStatus ? (
                        <Badge tone={decision.emailStatus === "failed" ? "danger" : "neutral"}>
                          {EMAIL_STATUS[decision.emailStatus] ?? decision.emailStatus}
                        </Badge>
                      ) : null}
                    </p>
                    <p className="mt-1 text-sm break-words text-muted">
                      To {decision.to}: “{decision.subject}”
                    </p>
                    <details className="mt-1">
                      <summary className="cursor-pointer text-sm font-semibold text-brand-800">
                        The message sent
                      </summary>
                      <p className="mt-2 text-sm break-words whitespace-pre-wrap">{decision.message}</p>
                    </details>
                  </li>
                ))}
              </ol>
            </div>
          ) : null}
        </Panel>
      ) : null}

      <Panel title="Assigned to" id="owner-title">
        <Form method="post" action={action} className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="owner" />
          <label className="flex min-w-0 flex-col gap-1.5 text-sm font-semibold">
            Staff member
            <select
              name="owner"
              defaultValue={replies.ownerId ?? ""}
              aria-invalid={ownerErrors?.length ? true : undefined}
              className="h-11 max-w-full rounded-md border border-line bg-white px-3 text-base font-normal"
            >
              <option value="">Nobody yet</option>
              {replies.staff.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name} ({member.email})
                </option>
              ))}
            </select>
          </label>
          <SubmitButton variant="outline" pendingLabel="Saving...">
            <UserRound aria-hidden="true" /> Assign
          </SubmitButton>
        </Form>
        {ownerErrors?.length ? (
          <p role="alert" className="text-sm font-semibold text-danger-700">
            {ownerErrors.join(" ")}
          </p>
        ) : null}
      </Panel>

      <Panel title="Internal notes" id="notes-title">
        <p className="text-sm text-muted">Only staff see these. They are never sent to the person.</p>
        {replies.notes.length === 0 ? (
          <p className="text-muted">No notes yet.</p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label="Notes, oldest first">
            {replies.notes.map((note) => (
              <li key={note.id} className="rounded-md bg-sand p-3">
                <p className="break-words whitespace-pre-wrap">{note.body}</p>
                <p className="mt-1 text-sm text-muted">
                  {note.by} · <time dateTime={note.atIso}>{note.at}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
        <Form method="post" action={action} className="flex flex-col gap-3" noValidate>
          <input type="hidden" name="intent" value="note" />
          <TextareaField
            label="Add a note"
            name="note"
            rows={3}
            required
            maxLength={5000}
            defaultValue={noteValue}
            errors={noteErrors}
          />
          <SubmitButton variant="outline" pendingLabel="Saving..." className="self-start">
            <StickyNote aria-hidden="true" /> Save the note
          </SubmitButton>
        </Form>
      </Panel>
    </div>
  );
}
