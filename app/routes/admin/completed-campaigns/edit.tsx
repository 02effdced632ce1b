import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, useActionData, useLoaderData } from "react-router";
import { siteContext, type SiteContext } from "~/context";
import {
  checkCompletedCampaignSlug,
  createCompletedCampaign,
  deleteCompletedCampaign,
  getCompletedCampaignForAdmin,
  updateCompletedCampaign,
} from "~/features/completed-campaigns/admin.server";
import { CompletedCampaignSchema } from "~/features/completed-campaigns/admin-validation";
import { CompletedCampaignEditor } from "~/features/completed-campaigns/components/admin/completed-campaign-editor";
import { requireEditable } from "~/features/admin/editor.server";
import { requireStaff } from "~/features/auth/admin-access.server";
import { redirectWithToast } from "~/utils/toast.server";
import { slugConflictMessage } from "~/utils/slugs/resolve.server";
import { takeKeepEditing } from "~/utils/keep-editing";
import type { Route } from "./+types/edit";
import { adminMeta } from "~/components/admin/admin-meta";

import { COMPLETED_CAMPAIGNS_ADMIN_PATH as LIST_PATH } from "~/features/completed-campaigns/components/admin/completed-campaign-editor";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(
    "Completed campaigns",
    loaderData?.campaign ? `Edit: ${loaderData.campaign.title}` : "New completed campaign",
  );

/** `:id` is "new" (create) or a campaign's id; deleting is confirmed on `/:id/delete`. */
function loadCampaign(db: SiteContext["db"], id: string) {
  return requireEditable(id, (campaignId) => getCompletedCampaignForAdmin(db, campaignId), "Campaign Not Found");
}

export async function loader({ params, context, url }: Route.LoaderArgs) {
  requireStaff(context, "content");
  // The delete confirmation has its own address; old `?delete=1` bookmarks go there.
  if (params.id !== "new" && url.searchParams.get("delete") === "1")
    throw redirect(`${LIST_PATH}/${params.id}/delete`, 301);
  const { db } = context.get(siteContext);
  const campaign = await loadCampaign(db, params.id);
  return { campaign };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = requireStaff(context, "content");
  const { db, env, logger } = context.get(siteContext);
  const existing = await loadCampaign(db, params.id);
  const formData = await request.formData();
  const keepEditing = takeKeepEditing(formData);

  if (formData.get("intent") === "delete") {
    if (!existing) throw data(null, { status: 400, statusText: "Bad Request" });
    const title = await deleteCompletedCampaign(db, admin, existing.id);
    return redirectWithToast(env, LIST_PATH, {
      title: title === null ? "Already deleted" : `Deleted: ${title}`,
      description:
        title === null
          ? "Another admin deleted this campaign first."
          : "Its public page is gone from the site. It waits in the trash for 30 days.",
      variant: title === null ? "default" : "success",
    });
  }

  const submission = parseWithZod(formData, { schema: CompletedCampaignSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  // An address another campaign has, or had, is refused next to the field, what was typed kept (ADR 0052).
  const slugProblem = await checkCompletedCampaignSlug(db, submission.value.slug, existing?.id ?? null);
  if (slugProblem) {
    return data({ result: submission.reply({ fieldErrors: { slug: [slugProblem] } }) }, { status: 400 });
  }
  let savedId = existing?.id;
  try {
    if (existing) {
      if (!(await updateCompletedCampaign(db, admin, existing.id, submission.value))) {
        return data(
          {
            result: submission.reply({
              formErrors: ["This campaign no longer exists. It may have been deleted by another admin."],
            }),
          },
          { status: 404 },
        );
      }
    } else {
      savedId = await createCompletedCampaign(db, admin, submission.value);
    }
  } catch (error) {
    const slugTaken = slugConflictMessage(error);
    if (slugTaken) {
      return data({ result: submission.reply({ fieldErrors: { slug: [slugTaken] } }) }, { status: 400 });
    }
    logger.error({ err: error }, "admin: saving a completed campaign failed");
    return data(
      {
        result: submission.reply({
          formErrors: ["The campaign could not be saved just now. Please try again in a minute."],
        }),
      },
      { status: 500 },
    );
  }
  const { title, isPublished } = submission.value;
  return redirectWithToast(env, keepEditing && savedId ? `${LIST_PATH}/${savedId}` : LIST_PATH, {
    title: existing ? `Saved: ${title}` : `Created: ${title}`,
    description: isPublished ? "It is live on the Completed Campaigns page." : "It is a draft: only admins can see it.",
    variant: "success",
  });
}

export default function AdminCompletedCampaignEditRoute() {
  const { campaign } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <CompletedCampaignEditor campaign={campaign} lastResult={actionData?.result} />;
}
