import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowRight } from "lucide-react";
import { useEffect } from "react";
import { data, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/dashboard";
import { toast } from "~/components/ui/toast";
import {
  createCampaign,
  deleteCampaign,
  getCampaignForAdmin,
  listCampaignsForAdmin,
  listParticipants,
  updateCampaign,
} from "~/features/campaigns/admin.server";
import { siteContext } from "~/context";
import { AtAGlance } from "~/features/admin/components/at-a-glance";
import { CampaignManagement } from "~/features/campaigns/components/admin/campaign-management";
import { suggestEligibilityCode } from "~/utils/eligibility-code.server";
import { SubmissionsTable } from "~/features/admin/components/submissions-table";
import { TeamManagement } from "~/features/team/components/admin/team-management";
import {
  countSubmissions,
  describeKind,
  listSubmissions,
  SUBMISSION_KINDS,
  type SubmissionKind,
} from "~/features/admin/submissions.server";
import { loadAdminOverview } from "~/features/admin/overview.server";
import { createTeamMember, deleteTeamMember, listTeamForAdmin, updateTeamMember } from "~/features/team/admin.server";
import { CampaignSchema } from "~/features/campaigns/admin-validation";
import { TeamMemberSchema } from "~/features/team/admin-validation";
import { requireAdmin } from "~/features/auth/admin-access.server";
import { redirectWithToast } from "~/utils/toast.server";
import { isUuid } from "~/db/ids";

/** Part 1 §2: the three overview tables on the dashboard. */
const OVERVIEW_KINDS = ["contact", "volunteer", "partner"] as const satisfies SubmissionKind[];
const OVERVIEW_ROWS = 5;

async function attempt<T>(logger: { error: (obj: object, msg: string) => void }, what: string, run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    logger.error({ err: error }, `admin dashboard: ${what} failed`);
    return null;
  }
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const admin = requireAdmin(context);
  const { db, logger } = context.get(siteContext);
  const requested = url.searchParams.get("campaign");
  const tab = url.searchParams.get("tab") === "participants" ? "participants" : "details";
  const mode = requested === "new" ? "new" : url.searchParams.get("edit") === "1" ? "edit" : "view";

  const [glance, campaignList, team, counts, overview] = await Promise.all([
    attempt(logger, "loading the overview counts", () => loadAdminOverview(db, admin.id)),
    attempt(logger, "loading campaigns", () => listCampaignsForAdmin(db)),
    attempt(logger, "loading team members", () => listTeamForAdmin(db)),
    attempt(logger, "counting submissions", () => countSubmissions(db)),
    Promise.all(
      OVERVIEW_KINDS.map((kind) =>
        attempt(logger, `loading ${kind} submissions`, () => listSubmissions(db, kind, { page: 1, pageSize: OVERVIEW_ROWS })),
      ),
    ),
  ]);

  const selectedId =
    requested && requested !== "new" && isUuid(requested) && campaignList?.some((c) => c.id === requested)
      ? requested
      : campaignList?.[0]?.id;
  const [selected, participants] = selectedId
    ? await Promise.all([
        attempt(logger, "loading the campaign", () => getCampaignForAdmin(db, selectedId)),
        tab === "participants" ? attempt(logger, "loading participants", () => listParticipants(db, selectedId)) : Promise.resolve([]),
      ])
    : [null, []];

  return {
    glance: glance && {
      ...glance,
      waiting: glance.waiting.map((entry) => ({ ...entry, label: describeKind(entry.kind).label })),
    },
    // A new campaign starts with a code that cannot be guessed (staff may change it).
    campaigns: { list: campaignList, selected, participants, tab, mode, suggestedCode: mode === "new" ? suggestEligibilityCode() : null } as const,
    team,
    counts,
    overview: OVERVIEW_KINDS.map((kind, index) => ({ ...describeKind(kind), page: overview[index] ?? null })),
    otherKinds: SUBMISSION_KINDS.filter((kind) => !(OVERVIEW_KINDS as readonly string[]).includes(kind)).map((kind) => describeKind(kind)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const { db, env, logger } = context.get(siteContext);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const id = String(formData.get("id") ?? "");
  const validId = isUuid(id);

  switch (intent) {
    case "campaign-save": {
      const submission = parseWithZod(formData, { schema: CampaignSchema });
      if (submission.status !== "success") {
        return data({ intent, ok: false as const, result: submission.reply(), toast: "Failed to update campaign" }, { status: 400 });
      }
      try {
        if (id) {
          if (!validId || !(await updateCampaign(db, admin, id, submission.value))) {
            return data({ intent, ok: false as const, result: submission.reply({ formErrors: ["This campaign no longer exists."] }), toast: "Failed to update campaign" }, { status: 404 });
          }
          return redirectWithToast(env, `/admin?campaign=${id}#campaigns`, { title: "Campaign updated successfully", variant: "success" });
        }
        const newId = await createCampaign(db, admin, submission.value);
        return redirectWithToast(env, `/admin?campaign=${newId}#campaigns`, { title: "Campaign created successfully", variant: "success" });
      } catch (error) {
        logger.error({ err: error }, "saving a campaign failed");
        return data({ intent, ok: false as const, result: submission.reply({ formErrors: ["Failed to update campaign"] }), toast: "Failed to update campaign" }, { status: 500 });
      }
    }
    case "campaign-delete": {
      const result = validId ? await deleteCampaign(db, admin, id) : { deleted: false, participants: 0 };
      if (!result.deleted) return data({ intent, ok: false as const, toast: "Failed to delete campaign" }, { status: 404 });
      return redirectWithToast(env, "/admin#campaigns", {
        title: "Campaign deleted",
        description: result.participants > 0 ? `Its ${result.participants} support application(s) were deleted too.` : undefined,
        variant: "success",
      });
    }
    case "team-save": {
      const submission = parseWithZod(formData, { schema: TeamMemberSchema });
      if (submission.status !== "success") {
        return data({ intent, ok: false as const, result: submission.reply() }, { status: 400 });
      }
      try {
        if (id) {
          if (!validId || !(await updateTeamMember(db, admin, id, submission.value))) {
            return data({ intent, ok: false as const, message: "Failed to save team member", toast: "Failed to save team member" }, { status: 404 });
          }
          return { intent, ok: true as const, toast: "Team member updated successfully" };
        }
        await createTeamMember(db, admin, submission.value);
        return { intent, ok: true as const, toast: "Team member created successfully" };
      } catch (error) {
        logger.error({ err: error }, "saving a team member failed");
        return data({ intent, ok: false as const, message: "Failed to save team member", toast: "Failed to save team member" }, { status: 500 });
      }
    }
    case "team-delete": {
      if (!validId || !(await deleteTeamMember(db, admin, id))) {
        return data({ intent, ok: false as const, toast: "Failed to delete team member" }, { status: 404 });
      }
      return { intent, ok: true as const, toast: "Team member deleted successfully" };
    }
    default:
      return data({ intent: String(intent), ok: false as const, toast: "That action is not known." }, { status: 400 });
  }
}

export default function AdminDashboardRoute() {
  const { glance, campaigns, team, counts, overview, otherKinds } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();

  useEffect(() => {
    if (actionData && !actionData.ok && "toast" in actionData && actionData.toast) {
      toast({ title: actionData.toast, variant: "destructive" });
    }
  }, [actionData]);

  const campaignResult =
    actionData?.intent === "campaign-save" && "result" in actionData ? (actionData.result as SubmissionResult<string[]>) : null;

  return (
    <div className="flex flex-col gap-12">
      <section aria-labelledby="at-a-glance" className="scroll-mt-24">
        <h2 id="at-a-glance" className="mb-4 text-2xl font-semibold">
          At a glance
        </h2>
        <AtAGlance overview={glance} />
      </section>

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
          lastResult={campaignResult}
          suggestedCode={campaigns.suggestedCode}
        />
      </section>

      <section aria-labelledby="team" className="scroll-mt-24">
        <h2 id="team" className="mb-4 text-2xl font-semibold">
          Team Management
        </h2>
        <TeamManagement members={team} />
      </section>

      <section aria-labelledby="submissions" className="scroll-mt-24">
        <h2 id="submissions" className="mb-4 text-2xl font-semibold">
          Form Submissions
        </h2>
        <div className="flex flex-col gap-8">
          {overview.map((list) => (
            <div key={list.kind}>
              <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-sans text-lg font-semibold">
                  {list.label} <span className="text-muted">({list.page?.total ?? 0})</span>
                </h3>
                <Link to={`/admin/submissions/${list.kind}`} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
                  Open the full list <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </div>
              {!list.page ? (
                <p role="alert" className="rounded-md bg-danger-50 p-4 text-danger-700">
                  These submissions could not be loaded. Please reload the page.
                </p>
              ) : list.page.rows.length === 0 ? (
                <p className="rounded-lg border border-line bg-white p-6 text-muted">Nothing received yet.</p>
              ) : (
                <SubmissionsTable
                  kind={list.kind}
                  label={list.label}
                  columns={list.columns}
                  rows={list.page.rows}
                  newLabel={list.newLabel}
                  hasStatus={list.hasStatus}
                  compact
                />
              )}
            </div>
          ))}
          <div>
            <h3 className="mb-3 font-sans text-lg font-semibold">Everything else visitors send</h3>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {otherKinds.map((kind) => (
                <li key={kind.kind}>
                  <Link
                    to={`/admin/submissions/${kind.kind}`}
                    className="flex h-full flex-col gap-1 rounded-lg border border-line bg-white p-4 hover:border-brand-300 hover:bg-brand-50"
                  >
                    <span className="font-semibold text-brand-800">
                      {kind.label} <span className="text-muted">({counts?.[kind.kind]?.total ?? 0})</span>
                    </span>
                    <span className="text-sm text-muted">{kind.description}</span>
                    {counts?.[kind.kind]?.fresh ? (
                      <span className="text-sm font-semibold text-accent-700">{counts[kind.kind].fresh} new</span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
    </div>
  );
}
