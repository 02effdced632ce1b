import { MailCheck, Send, TriangleAlert } from "lucide-react";
import { useEffect } from "react";
import { Form, Link, useRevalidator } from "react-router";
import { BackLink } from "~/components/admin/back-link";
import { useFormatDateTime } from "~/components/admin/format";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonClasses } from "~/components/ui/button";
import { Progress } from "~/components/ui/progress";
import type { SendProgress } from "../../send.server";

export interface SendScreenIssue {
  id: string;
  newsletterNumber: number;
  title: string;
  isPublished: boolean;
}

const count = new Intl.NumberFormat("en-US");
const people = (n: number) => `${count.format(n)} ${n === 1 ? "subscriber" : "subscribers"}`;

/** How often the page asks for the send's progress while messages are waiting. */
const PROGRESS_POLL_MS = 2_000;

/**
 * Sending an issue (issue 19): a test to the signed-in admin first, then the whole list behind a
 * confirmation that names how many people it reaches, then the send's progress, refreshed
 * without a reload while it runs. Every step is a plain form, so it works without JavaScript.
 */
export function NewsletterSendScreen({
  issue,
  editorHref,
  subscriberCount,
  adminEmail,
  progress,
  confirming,
  error,
  demoPostalAddress = null,
}: {
  issue: SendScreenIssue;
  editorHref: string;
  subscriberCount: number;
  adminEmail: string;
  progress: SendProgress | null;
  confirming: boolean;
  error: string | null;
  /** The demo postal address, when the site still prints it at the foot of every email. */
  demoPostalAddress?: string | null;
}) {
  return (
    <section aria-labelledby="send-title" className="flex flex-col gap-5">
      <BackLink to={editorHref}>Issue No. {issue.newsletterNumber}</BackLink>
      <div>
        <h2 id="send-title" className="text-2xl font-semibold break-words">
          Send “{issue.title}” to subscribers
        </h2>
        <p className="mt-1 text-muted">Issue No. {issue.newsletterNumber}</p>
      </div>
      {error ? (
        <p role="alert" className="rounded-md bg-danger-50 p-4 text-danger-700">
          {error}
        </p>
      ) : null}
      {demoPostalAddress && !progress ? (
        <div
          role="note"
          className="flex gap-3 rounded-md border border-warning-800/30 bg-warning-50 p-4 text-warning-800"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">The newsletter still carries the demo postal address</p>
            <p className="mt-1">
              Every email ends with “{demoPostalAddress}”, a made-up address. The law on bulk email (CAN-SPAM) asks for
              your real one: whoever runs the site sets it as <code>POSTAL_ADDRESS</code> in the server’s settings (see
              the README’s configuration table), then restarts it.
            </p>
          </div>
        </div>
      ) : null}
      {progress ? (
        <SendStatus progress={progress} />
      ) : !issue.isPublished ? (
        <p className="rounded-md bg-sand p-4">
          This issue is a draft. Publish it first, then come back here to send it.{" "}
          <Link to={editorHref} className="font-semibold text-brand-700 underline">
            Open the editor
          </Link>
        </p>
      ) : (
        <>
          <div className="rounded-lg border border-line bg-white p-5">
            <h3 className="text-lg font-semibold">1. Send a test to yourself</h3>
            <p className="mt-1 text-muted">
              See the email as subscribers will, in your own inbox ({adminEmail}), before anyone else gets it.
            </p>
            <Form method="post" className="mt-3">
              <SubmitButton name="intent" value="test" variant="outline" pendingLabel="Sending the test…">
                <MailCheck aria-hidden="true" /> Send a test to me
              </SubmitButton>
            </Form>
          </div>
          <div className="rounded-lg border border-line bg-white p-5">
            <h3 className="text-lg font-semibold">2. Send to everyone</h3>
            {subscriberCount === 0 ? (
              <p className="mt-1 text-muted">
                There are no confirmed subscribers yet. People who subscribe and confirm their address appear under
                Submissions.
              </p>
            ) : confirming ? (
              <Form method="post" className="mt-3 flex flex-col gap-3" aria-labelledby="confirm-send">
                <p id="confirm-send" className="font-semibold">
                  Send issue No. {issue.newsletterNumber} to {people(subscriberCount)} now? An issue can be sent only
                  once.
                </p>
                <input type="hidden" name="expected" value={subscriberCount} />
                <div className="flex flex-wrap gap-3">
                  <SubmitButton name="intent" value="send" pendingLabel="Starting the send…">
                    <Send aria-hidden="true" /> Yes, send to {people(subscriberCount)}
                  </SubmitButton>
                  <Link to="." className={buttonClasses({ variant: "outline" })}>
                    Not yet
                  </Link>
                </div>
              </Form>
            ) : (
              <>
                <p className="mt-1 text-muted">
                  Every confirmed subscriber gets the issue once, with their own unsubscribe link.
                </p>
                <Link to="?confirm=1" className={buttonClasses({ className: "mt-3" })}>
                  <Send aria-hidden="true" /> Send to {people(subscriberCount)}…
                </Link>
              </>
            )}
          </div>
        </>
      )}
    </section>
  );
}

function SendStatus({ progress }: { progress: SendProgress }) {
  const formatDateTime = useFormatDateTime();
  const revalidator = useRevalidator();
  const { done } = progress;
  useEffect(() => {
    if (done) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, PROGRESS_POLL_MS);
    return () => clearInterval(timer);
  }, [done, revalidator]);

  const finished = progress.sent + progress.failed + progress.skipped;
  const percent = progress.recipientCount === 0 ? 100 : (finished / progress.recipientCount) * 100;
  return (
    <div className="rounded-lg border border-line bg-white p-5">
      <h3 className="text-lg font-semibold">
        {done ? `Sent to ${people(progress.sent)}` : `Sending to ${people(progress.recipientCount)}…`}
      </h3>
      <p className="mt-1 text-muted">Started {formatDateTime(progress.startedAt)}.</p>
      <Progress
        className="mt-4"
        value={percent}
        label="Newsletter send progress"
        valueText={`${Math.floor(percent)}% done: ${count.format(progress.sent)} sent, ${count.format(progress.pending)} waiting, ${count.format(progress.failed)} failed`}
        tone={done ? "success" : "brand"}
      />
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-live="polite">
        <Figure label="Waiting" value={progress.pending} />
        <Figure label="Sent" value={progress.sent} />
        <Figure label="Failed" value={progress.failed} />
        <Figure label="Left the list" value={progress.skipped} />
      </dl>
      {progress.failed > 0 ? (
        <p className="mt-3 text-sm text-muted">
          Failed messages were refused by the recipient’s mail server; the outbox shows why.
        </p>
      ) : null}
    </div>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-md bg-sand p-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums">{count.format(value)}</dd>
    </div>
  );
}
