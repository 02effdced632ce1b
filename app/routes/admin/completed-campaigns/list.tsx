import { ExternalLink, Pencil, Trash2 } from "lucide-react";
import { data, Link, useLoaderData } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { siteContext } from "~/context";
import { AdminTable } from "~/components/admin/admin-table";
import { ListHeader } from "~/components/admin/list-header";
import { ListAlert, ListEmpty } from "~/components/admin/list-states";
import { PublishToggle } from "~/components/admin/publish-toggle";
import { loadAdminList, readPublishIntent, togglePublished } from "~/features/admin/content-list.server";
import {
  ContentListFilters,
  ListPaging,
  NoMatches,
  PastTheLastPage,
  PUBLISHED_OR_DRAFT,
} from "~/components/admin/list-filters";
import { CONTENT_LIST_PAGE_SIZE, isFiltered, readListFilters } from "~/utils/list-filters";
import {
  COMPLETED_CAMPAIGN_STATUSES,
  listCompletedCampaignsForAdmin,
  setCompletedCampaignPublished,
  type CompletedCampaignRow,
} from "~/features/completed-campaigns/admin.server";
import { formatDate } from "~/components/admin/format";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/list";
import { adminMeta } from "~/components/admin/admin-meta";

const LIST_PATH = "/admin/completed-campaigns";

export const meta: Route.MetaFunction = () => adminMeta("Completed campaigns");

/** `loadAdminList` checks `requireStaff(context, "content")` first; a failed query is logged and shown as such. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const filters = readListFilters(url, COMPLETED_CAMPAIGN_STATUSES);
  const list = await loadAdminList(
    context,
    (db) => listCompletedCampaignsForAdmin(db, filters),
    "admin: loading completed campaigns failed",
  );
  return list
    ? { campaigns: list.rows, total: list.total, filters }
    : data({ campaigns: null as CompletedCampaignRow[] | null, total: 0, filters }, { status: 500 });
}

/**
 * The Publish / Unpublish buttons of the list (`togglePublished` checks `requireStaff(context, "content")` first).
 * Editing and deleting happen on the editor page.
 */
export async function action({ request, context, url }: Route.ActionArgs) {
  const outcome = await togglePublished({ request, context }, readPublishIntent, setCompletedCampaignPublished);
  const { env } = context.get(siteContext);
  // Back to the same page of the same search.
  const back = `${LIST_PATH}${url.search}`;
  if (outcome.status === "invalid") throw data(null, { status: 400, statusText: "Bad Request" });
  if (outcome.status === "not-found") {
    return redirectWithToast(env, back, {
      title: "Campaign not found",
      description: "It may have been deleted by another admin.",
      variant: "destructive",
    });
  }
  const { row: title, publish } = outcome;
  return redirectWithToast(env, back, {
    title: publish ? `Published: ${title}` : `Unpublished: ${title}`,
    description: publish
      ? "Visitors now see it on the Completed Campaigns page."
      : "It is hidden from the public site. You can still edit it here.",
    variant: "success",
  });
}

export default function AdminCompletedCampaignsRoute() {
  const { campaigns, total, filters } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="completed-title" className="flex flex-col gap-6">
      <ListHeader
        titleId="completed-title"
        title="Completed campaigns"
        count={campaigns ? total : null}
        description="Finished campaigns and what they achieved, newest first. Published ones appear on the public Completed Campaigns page, and the newest one on the home page."
        newTo={`${LIST_PATH}/new`}
        newLabel="New completed campaign"
      />

      <ContentListFilters
        listPath={LIST_PATH}
        label="completed campaigns"
        q={filters.q}
        status={filters.status}
        statuses={PUBLISHED_OR_DRAFT}
        placeholder="Title, place or description"
      />

      {!campaigns ? (
        <ListAlert>The completed campaigns could not be loaded. Please reload the page in a moment.</ListAlert>
      ) : campaigns.length === 0 && isFiltered(filters) ? (
        <NoMatches listPath={LIST_PATH} what="completed campaigns" />
      ) : campaigns.length === 0 && total > 0 ? (
        <PastTheLastPage listPath={LIST_PATH} page={filters.page} />
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
      {campaigns ? (
        <ListPaging
          page={filters.page}
          pageSize={CONTENT_LIST_PAGE_SIZE}
          total={total}
          label="Completed campaign pages"
        />
      ) : null}
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
              to={`/completed-campaigns/${campaign.slug}`}
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
