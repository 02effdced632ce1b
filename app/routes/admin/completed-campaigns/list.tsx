import { ExternalLink, Pencil, Trash2 } from "lucide-react";
import { data, Link, useLoaderData } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { AdminTable } from "~/components/admin/admin-table";
import { ListHeader } from "~/components/admin/list-header";
import { ListAlert, ListEmpty } from "~/components/admin/list-states";
import { PublishToggle } from "~/components/admin/publish-toggle";
import { loadAdminList, readPublishIntent, togglePublished } from "~/features/admin/content-list.server";
import {
  listCompletedCampaignsForAdmin,
  setCompletedCampaignPublished,
  type CompletedCampaignRow,
} from "~/features/completed-campaigns/admin.server";
import { formatDate } from "~/components/admin/format";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/list";

const LIST_PATH = "/admin/completed-campaigns";

export const meta: Route.MetaFunction = () => [
  { title: `Completed campaigns | Admin | ${SITE_NAME}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** `loadAdminList` checks `requireAdmin` first; a failed query is logged and shown as such. */
export async function loader({ context }: Route.LoaderArgs) {
  const campaigns = await loadAdminList(
    context,
    listCompletedCampaignsForAdmin,
    "admin: loading completed campaigns failed",
  );
  return campaigns ? { campaigns } : data({ campaigns: null as CompletedCampaignRow[] | null }, { status: 500 });
}

/**
 * The Publish / Unpublish buttons of the list (`togglePublished` checks `requireAdmin` first).
 * Editing and deleting happen on the editor page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await togglePublished({ request, context }, readPublishIntent, setCompletedCampaignPublished);
  const { env } = context.get(siteContext);
  if (outcome.status === "invalid") throw data(null, { status: 400, statusText: "Bad Request" });
  if (outcome.status === "not-found") {
    return redirectWithToast(env, LIST_PATH, {
      title: "Campaign not found",
      description: "It may have been deleted by another admin.",
      variant: "destructive",
    });
  }
  const { row: title, publish } = outcome;
  return redirectWithToast(env, LIST_PATH, {
    title: publish ? `Published: ${title}` : `Unpublished: ${title}`,
    description: publish
      ? "Visitors now see it on the Completed Campaigns page."
      : "It is hidden from the public site. You can still edit it here.",
    variant: "success",
  });
}

export default function AdminCompletedCampaignsRoute() {
  const { campaigns } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="completed-title" className="flex flex-col gap-6">
      <ListHeader
        titleId="completed-title"
        title="Completed campaigns"
        count={campaigns?.length}
        description="Finished campaigns and what they achieved, newest first. Published ones appear on the public Completed Campaigns page, and the newest one on the home page."
        newTo={`${LIST_PATH}/new`}
        newLabel="New completed campaign"
      />

      {!campaigns ? (
        <ListAlert>The completed campaigns could not be loaded. Please reload the page in a moment.</ListAlert>
      ) : campaigns.length === 0 ? (
        <ListEmpty title="No completed campaigns yet.">
          When a campaign ends, add its story here: where it happened, who it helped and what it achieved.
        </ListEmpty>
      ) : (
        <AdminTable
          caption="Completed campaigns, newest completion first"
          headings={["Campaign", "Completed", "Partnership section", "Status", "Actions"]}
          className="min-w-[48rem]"
        >
          {campaigns.map((campaign) => (
            <CampaignRow key={campaign.id} campaign={campaign} />
          ))}
        </AdminTable>
      )}
    </section>
  );
}

function CampaignRow({ campaign }: { campaign: CompletedCampaignRow }) {
  return (
    <tr>
      <td className="px-4 py-3">
        <span className="font-semibold text-ink">{campaign.title}</span>
        {campaign.location ? <span className="block text-muted">{campaign.location}</span> : null}
      </td>
      <td className="px-4 py-3 whitespace-nowrap">{formatDate(campaign.completionDate)}</td>
      <td className="px-4 py-3">
        {campaign.showPartnershipSection ? (
          <Badge tone="accent">Shown{campaign.partnerOrganization ? ` (${campaign.partnerOrganization})` : ""}</Badge>
        ) : (
          <span className="text-muted">Off</span>
        )}
      </td>
      <td className="px-4 py-3">
        {campaign.isPublished ? <Badge tone="success">Published</Badge> : <Badge tone="warning">Draft</Badge>}
      </td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap items-center gap-2">
          <Link to={`${LIST_PATH}/${campaign.id}`} className={buttonClasses({ variant: "outline", size: "sm" })}>
            <Pencil aria-hidden="true" /> Edit<span className="sr-only"> {campaign.title}</span>
          </Link>
          <PublishToggle
            id={campaign.id}
            isPublished={campaign.isPublished}
            intent={campaign.isPublished ? "unpublish" : "publish"}
            suffix={` ${campaign.title}`}
            pendingLabel="Saving..."
          />
          {campaign.isPublished ? (
            <Link
              to={`/completed-campaigns/${campaign.id}`}
              className={buttonClasses({ variant: "ghost", size: "sm" })}
            >
              <ExternalLink aria-hidden="true" /> View<span className="sr-only"> {campaign.title} on the site</span>
            </Link>
          ) : null}
          <Link
            to={`${LIST_PATH}/${campaign.id}/delete`}
            className={buttonClasses({ variant: "ghost", size: "sm", className: "text-danger-700 hover:bg-danger-50" })}
          >
            <Trash2 aria-hidden="true" /> Delete<span className="sr-only"> {campaign.title}</span>
          </Link>
        </div>
      </td>
    </tr>
  );
}
