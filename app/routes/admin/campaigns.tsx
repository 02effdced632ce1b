import { useEffect } from "react";
import { data, isRouteErrorResponse, Link, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/campaigns";
import { adminMeta } from "~/components/admin/admin-meta";
import { buttonClasses } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { CAMPAIGNS_PATH, campaignScreenFromQuery } from "~/features/campaigns/admin-paths";
import { campaignAction, loadCampaignScreen, type CampaignView } from "~/features/campaigns/admin-screen.server";
import { CampaignManagement } from "~/features/campaigns/components/admin/campaign-management";
import { requireStaff } from "~/features/auth/admin-access.server";

/**
 * Campaign management (part 1 §2): /admin/campaigns (the first campaign), /admin/campaigns/new,
 * /admin/campaigns/{id}, /admin/campaigns/{id}/edit and /admin/campaigns/{id}/participants.
 */
const VIEWS = { edit: "edit", participants: "participants" } as const satisfies Record<string, CampaignView>;

function viewOf(params: { id?: string; view?: string }): { id: string | undefined; view: CampaignView } {
  if (params.id === "new" && params.view === undefined) return { id: undefined, view: "new" };
  if (params.view === undefined) return { id: params.id, view: "details" };
  const view = Object.hasOwn(VIEWS, params.view) ? VIEWS[params.view as keyof typeof VIEWS] : undefined;
  if (!view) throw data(null, { status: 404, statusText: "Not found" });
  return { id: params.id, view };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const screen = loaderData?.campaigns;
  const title = screen?.selected?.title;
  const detail =
    screen?.mode === "new"
      ? "New campaign"
      : screen?.mode === "edit" && title
        ? `Edit: ${title}`
        : screen?.tab === "participants" && title
          ? `Participants: ${title}`
          : title;
  return adminMeta("Campaigns", detail);
};

export async function loader({ context, params, url }: Route.LoaderArgs) {
  // The Participants tab shows what people sent (caseworkers' work); every other view is content.
  requireStaff(context, params.view === "participants" ? "submissions" : "content");
  // The dropdown without JavaScript, and old bookmarks: /admin/campaigns?campaign=… names the screen.
  const named = params.id === undefined ? campaignScreenFromQuery(url.searchParams) : null;
  if (named && named !== CAMPAIGNS_PATH) throw redirect(named);
  const { id, view } = viewOf(params);
  return { campaigns: await loadCampaignScreen(context, id, view) };
}

export const action = ({ request, context }: Route.ActionArgs) => campaignAction({ request, context });

export default function AdminCampaignsRoute() {
  const { campaigns } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();

  useEffect(() => {
    if (actionData && !actionData.ok && actionData.toast) toast({ title: actionData.toast, variant: "destructive" });
  }, [actionData]);

  const lastResult = actionData?.intent === "campaign-save" ? actionData.result : null;

  return (
    <section aria-labelledby="campaigns" className="scroll-mt-24">
      <h2 id="campaigns" className="mb-4 text-2xl font-semibold">
        Campaign Management
      </h2>
      <CampaignManagement
        campaigns={campaigns.list}
        selected={campaigns.selected}
        participants={campaigns.participants}
        mode={campaigns.mode}
        tab={campaigns.tab}
        lastResult={lastResult}
        suggestedCode={campaigns.suggestedCode}
      />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="rounded-lg border border-line bg-white p-6">
        <h2 className="text-2xl font-semibold">Campaign not found</h2>
        <p className="mt-2 text-muted">This campaign does not exist any more, or the address is mistyped.</p>
        <Link to={CAMPAIGNS_PATH} className={buttonClasses({ variant: "outline", className: "mt-4" })}>
          Back to campaign management
        </Link>
      </section>
    );
  }
  throw error;
}
