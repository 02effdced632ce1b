import { Eye, EyeOff, ExternalLink, Pencil, Plus, Trash2 } from "lucide-react";
import { data, Form, Link, useLoaderData, useNavigation } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { SITE_NAME } from "~/content/site";
import {
  listCompletedCampaignsForAdmin,
  setCompletedCampaignPublished,
  type CompletedCampaignRow,
} from "~/features/admin/completed-campaigns/completed-campaigns.server";
import { CompletedCampaignPublishSchema } from "~/features/admin/completed-campaigns/validation";
import { formatDate } from "~/features/admin/format";
import { requireAdmin } from "~/features/auth/auth.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/list";

const LIST_PATH = "/admin/completed-campaigns";

export const meta: Route.MetaFunction = () => [
  { title: `Completed campaigns | Admin | ${SITE_NAME}` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  try {
    return { campaigns: await listCompletedCampaignsForAdmin(context.db) };
  } catch (error) {
    context.logger.error({ err: error }, "admin: loading completed campaigns failed");
    return data({ campaigns: null as CompletedCampaignRow[] | null }, { status: 500 });
  }
}

/** The Publish / Unpublish buttons of the list. Editing and deleting happen on the editor page. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  const parsed = CompletedCampaignPublishSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data(null, { status: 400, statusText: "Bad Request" });
  const publish = parsed.data.intent === "publish";
  const title = await setCompletedCampaignPublished(context.db, admin, parsed.data.id, publish);
  if (title === null) {
    return redirectWithToast(context.env, LIST_PATH, {
      title: "Campaign not found",
      description: "It may have been deleted by another admin.",
      variant: "destructive",
    });
  }
  return redirectWithToast(context.env, LIST_PATH, {
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
    <section aria-labelledby="completed-title">
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="completed-title" className="text-2xl font-semibold">
            Completed campaigns {campaigns ? <span className="text-muted">({campaigns.length})</span> : null}
          </h2>
          <p className="mt-1 max-w-2xl text-muted">
            Finished campaigns and what they achieved, newest first. Published ones appear on the public Completed
            Campaigns page, and the newest one on the home page.
          </p>
        </div>
        <Link to={`${LIST_PATH}/new`} className={buttonClasses()}>
          <Plus aria-hidden="true" /> New completed campaign
        </Link>
      </div>

      {!campaigns ? (
        <p role="alert" className="rounded-md bg-danger-50 p-4 text-danger-700">
          The completed campaigns could not be loaded. Please reload the page in a moment.
        </p>
      ) : campaigns.length === 0 ? (
        <div className="rounded-lg border border-line bg-white p-6">
          <p className="font-semibold">No completed campaigns yet.</p>
          <p className="mt-1 text-muted">
            When a campaign ends, add its story here: where it happened, who it helped and what it achieved.
          </p>
        </div>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-line bg-white">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">Completed campaigns, newest completion first</caption>
            <thead className="bg-sand text-muted">
              <tr>
                {["Campaign", "Completed", "Partnership section", "Status", "Actions"].map((heading) => (
                  <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {campaigns.map((campaign) => (
                <CampaignRow key={campaign.id} campaign={campaign} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function CampaignRow({ campaign }: { campaign: CompletedCampaignRow }) {
  const navigation = useNavigation();
  // Only this row's button shows "Saving..." (every row sends the same intent).
  const isToggling = navigation.state === "submitting" && navigation.formData?.get("id") === campaign.id;
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
          <Form method="post">
            <input type="hidden" name="id" value={campaign.id} />
            {campaign.isPublished ? (
              <SubmitButton name="intent" value="unpublish" size="sm" variant="ghost" pendingLabel="Saving..." isPending={isToggling}>
                <EyeOff aria-hidden="true" /> Unpublish<span className="sr-only"> {campaign.title}</span>
              </SubmitButton>
            ) : (
              <SubmitButton name="intent" value="publish" size="sm" variant="ghost" pendingLabel="Saving..." isPending={isToggling}>
                <Eye aria-hidden="true" /> Publish<span className="sr-only"> {campaign.title}</span>
              </SubmitButton>
            )}
          </Form>
          {campaign.isPublished ? (
            <Link to={`/completed-campaigns/${campaign.id}`} className={buttonClasses({ variant: "ghost", size: "sm" })}>
              <ExternalLink aria-hidden="true" /> View<span className="sr-only"> {campaign.title} on the site</span>
            </Link>
          ) : null}
          <Link
            to={`${LIST_PATH}/${campaign.id}?delete=1`}
            className={buttonClasses({ variant: "ghost", size: "sm", className: "text-danger-700 hover:bg-danger-50" })}
          >
            <Trash2 aria-hidden="true" /> Delete<span className="sr-only"> {campaign.title}</span>
          </Link>
        </div>
      </td>
    </tr>
  );
}
