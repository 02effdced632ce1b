import { data, isRouteErrorResponse, useLoaderData, useActionData } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { siteContext } from "~/context";
import { DEMO_POSTAL_ADDRESS } from "~/env.server";
import { requireStaff } from "~/features/auth/admin-access.server";
import { getNewsletterForAdmin } from "~/features/newsletter/admin.server";
import { NEWSLETTERS_ADMIN_PATH } from "~/features/newsletter/components/admin/newsletter-issue-editor";
import { NewsletterSendScreen } from "~/features/newsletter/components/admin/send-panel";
import {
  countConfirmedSubscribers,
  getSendProgress,
  prepareIssueEmail,
  SEND_REFUSALS,
  sendTestIssue,
  startNewsletterSend,
} from "~/features/newsletter/send.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/send";

/** /admin/newsletters/{id}/send: a test to the admin, then the whole list, then the send's progress. */
export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta("Newsletters", loaderData ? `Send issue No. ${loaderData.issue.newsletterNumber}` : null);

async function loadIssue(db: Parameters<typeof getNewsletterForAdmin>[0], id: string) {
  const issue = await getNewsletterForAdmin(db, id);
  if (!issue) throw data({ reason: "not-found" }, { status: 404 });
  return issue;
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const admin = requireStaff(context, "content");
  const { db, env } = context.get(siteContext);
  const issue = await loadIssue(db, params.id);
  prepareIssueEmail();
  const [subscriberCount, progress] = await Promise.all([countConfirmedSubscribers(db), getSendProgress(db, issue.id)]);
  return data(
    {
      issue: {
        id: issue.id,
        newsletterNumber: issue.newsletterNumber,
        title: issue.title,
        isPublished: issue.isPublished,
      },
      subscriberCount,
      progress,
      adminEmail: admin.email,
      // Every email would go out with the demo address at its foot (CAN-SPAM wants a real one).
      demoPostalAddress: env.POSTAL_ADDRESS === DEMO_POSTAL_ADDRESS ? env.POSTAL_ADDRESS : null,
      confirming: url.searchParams.get("confirm") === "1",
    },
    // The progress changes by the second: never from a cache.
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = requireStaff(context, "content");
  const { db, env } = context.get(siteContext);
  const issue = await loadIssue(db, params.id);
  const form = await request.formData();
  const here = `${NEWSLETTERS_ADMIN_PATH}/${issue.id}/send`;
  const intent = form.get("intent");

  if (intent === "test") {
    await sendTestIssue(db, env, issue.id, admin);
    return redirectWithToast(env, here, {
      title: "Test on its way",
      description: `Check ${admin.email} in a minute or two.`,
      variant: "success",
    });
  }
  if (intent === "send") {
    // The confirmation named a number; if the list changed since, name the new one before sending.
    const expected = Number(form.get("expected"));
    const current = await countConfirmedSubscribers(db);
    if (expected !== current) {
      return data(
        {
          error: `The list changed while you were deciding: it now has ${current.toLocaleString("en-US")}. Please confirm again.`,
        },
        { status: 409 },
      );
    }
    const started = await startNewsletterSend(db, env, issue.id, admin);
    if (!started.ok && started.reason === "already-sent") {
      // A tab opened before someone else sent it: a redirect loads the page afresh, so it shows
      // the send's progress instead of a confirmation whose button can only be refused again.
      return redirectWithToast(env, here, {
        title: "This issue was already sent",
        description: SEND_REFUSALS["already-sent"],
        variant: "destructive",
      });
    }
    if (!started.ok) return data({ error: SEND_REFUSALS[started.reason] }, { status: 409 });
    return redirectWithToast(env, here, {
      title: `Sending to ${started.recipients.toLocaleString("en-US")} subscribers`,
      description: "You can leave this page: the send carries on by itself.",
      variant: "success",
    });
  }
  throw data(null, { status: 400, statusText: "Bad Request" });
}

export default function AdminNewsletterSendRoute() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <NewsletterSendScreen
      {...loaderData}
      confirming={loaderData.confirming || Boolean(actionData?.error && !loaderData.progress)}
      editorHref={`${NEWSLETTERS_ADMIN_PATH}/${loaderData.issue.id}`}
      error={actionData?.error ?? null}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="rounded-lg border border-line bg-white p-6">
        <h2 className="text-2xl font-semibold">Newsletter Not Found</h2>
        <p className="mt-2">This issue no longer exists. It may have been deleted by another admin.</p>
      </section>
    );
  }
  throw error;
}
