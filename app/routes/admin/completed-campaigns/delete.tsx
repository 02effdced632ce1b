import { data, useLoaderData } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { siteContext } from "~/context";
import { getCompletedCampaignForAdmin } from "~/features/completed-campaigns/admin.server";
import {
  COMPLETED_CAMPAIGNS_ADMIN_PATH as LIST_PATH,
  ConfirmDeleteCompletedCampaign,
} from "~/features/completed-campaigns/components/admin/completed-campaign-editor";
import { requireStaff } from "~/features/auth/admin-access.server";
import type { Route } from "./+types/delete";

/** The confirm step before deleting a completed campaign (works without JavaScript); it posts to the editor. */
export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta("Completed campaigns", loaderData ? `Delete: ${loaderData.campaign.title}` : null);

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context, "content");
  const { db } = context.get(siteContext);
  const campaign = await getCompletedCampaignForAdmin(db, params.id);
  if (!campaign) throw data(null, { status: 404, statusText: "Campaign Not Found" });
  return { campaign };
}

export default function AdminCompletedCampaignDeleteRoute() {
  const { campaign } = useLoaderData<typeof loader>();
  return <ConfirmDeleteCompletedCampaign campaign={campaign} action={`${LIST_PATH}/${campaign.id}`} />;
}
