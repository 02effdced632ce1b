import { data, useLoaderData } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { siteContext } from "~/context";
import { getNewsletterForAdmin, recipientsOfSend } from "~/features/newsletter/admin.server";
import {
  ConfirmDeleteNewsletterIssue,
  NEWSLETTERS_ADMIN_PATH as LIST_PATH,
} from "~/features/newsletter/components/admin/newsletter-issue-editor";
import { requireStaff } from "~/features/auth/admin-access.server";
import type { Route } from "./+types/delete";

/** The confirm step before deleting a newsletter issue (works without JavaScript); it posts to the editor. */
export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta("Newsletters", loaderData ? `Delete issue No. ${loaderData.issue.newsletterNumber}` : null);

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context, "content");
  const { db } = context.get(siteContext);
  const issue = await getNewsletterForAdmin(db, params.id);
  if (!issue) throw data(null, { status: 404, statusText: "Newsletter Not Found" });
  return { issue, sentTo: await recipientsOfSend(db, issue.id) };
}

export default function AdminNewsletterDeleteRoute() {
  const { issue, sentTo } = useLoaderData<typeof loader>();
  return <ConfirmDeleteNewsletterIssue issue={issue} sentTo={sentTo} action={`${LIST_PATH}/${issue.id}`} />;
}
