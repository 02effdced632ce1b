import { ArrowRight } from "lucide-react";
import { Link, redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/dashboard";
import { adminMeta } from "~/components/admin/admin-meta";
import { siteContext } from "~/context";
import { AtAGlance } from "~/features/admin/components/at-a-glance";
import { NeedsReply } from "~/features/admin/components/needs-reply";
import { needsReply } from "~/features/admin/replies.server";
import { SubmissionsTable } from "~/features/admin/components/submissions-table";
import {
  countSubmissions,
  describeKind,
  listSubmissions,
  SUBMISSION_KINDS,
  type SubmissionKind,
} from "~/features/admin/submissions.server";
import { loadAdminOverview, loadDashboardAttention } from "~/features/admin/overview.server";
import { NeedsAttention } from "~/features/admin/components/needs-attention";
import { requireStaff } from "~/features/auth/admin-access.server";
import { can } from "~/features/auth/permissions";
import { campaignScreenFromQuery } from "~/features/campaigns/admin-paths";
import { loadCampaignScreen } from "~/features/campaigns/admin-screen.server";
import { CampaignManagement } from "~/features/campaigns/components/admin/campaign-management";
import { listTeamForAdmin } from "~/features/team/admin.server";
import { TeamManagement } from "~/features/team/components/admin/team-management";

/** Part 1 §2: the three overview tables on the dashboard. */
const OVERVIEW_KINDS = ["contact", "volunteer", "partner"] as const satisfies SubmissionKind[];
const OVERVIEW_ROWS = 5;

async function attempt<T>(
  logger: { error: (obj: object, msg: string) => void },
  what: string,
  run: () => Promise<T>,
): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    logger.error({ err: error }, `admin dashboard: ${what} failed`);
    return null;
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Dashboard");

export async function loader({ context, url }: Route.LoaderArgs) {
  const admin = requireStaff(context, "dashboard");
  // Campaign screens have their own addresses now; old bookmarks (/admin?campaign=…) go there.
  const moved = campaignScreenFromQuery(url.searchParams);
  if (moved) throw redirect(moved, 301);
  const { db, logger, env } = context.get(siteContext);
  // Each part of the dashboard only for a role that may open what it shows (issue 35).
  const content = can(admin.role, "content");
  const submissions = can(admin.role, "submissions");

  const [waitingForReply, glance, attention, campaigns, team, counts, overview] = await Promise.all([
    submissions ? attempt(logger, "listing what needs a reply", () => needsReply(db, env.SITE_TIME_ZONE)) : null,
    attempt(logger, "loading the overview counts", () => loadAdminOverview(db, admin.id)),
    content
      ? attempt(logger, "loading what needs attention", () => loadDashboardAttention(db, env.SITE_TIME_ZONE))
      : null,
    content ? loadCampaignScreen(context, undefined, "details") : null,
    content ? attempt(logger, "loading team members", () => listTeamForAdmin(db)) : null,
    submissions ? attempt(logger, "counting submissions", () => countSubmissions(db)) : null,
    submissions
      ? Promise.all(
          OVERVIEW_KINDS.map((kind) =>
            attempt(logger, `loading ${kind} submissions`, () =>
              listSubmissions(db, kind, { page: 1, pageSize: OVERVIEW_ROWS }),
            ),
          ),
        )
      : null,
  ]);

  return {
    needsReply: waitingForReply,
    showsSubmissions: submissions,
    content,
    glance: glance && {
      ...glance,
      waiting: submissions ? glance.waiting.map((entry) => ({ ...entry, label: describeKind(entry.kind).label })) : [],
    },
    attention,
    campaigns,
    team: content ? team : undefined,
    counts,
    overview: overview
      ? OVERVIEW_KINDS.map((kind, index) => ({ ...describeKind(kind), page: overview[index] ?? null }))
      : null,
    otherKinds: SUBMISSION_KINDS.filter((kind) => !(OVERVIEW_KINDS as readonly string[]).includes(kind)).map((kind) =>
      describeKind(kind),
    ),
  };
}

export default function AdminDashboardRoute() {
  const {
    glance,
    attention,
    campaigns,
    team,
    counts,
    overview,
    otherKinds,
    needsReply: waiting,
    showsSubmissions,
    content,
  } = useLoaderData<typeof loader>();

  return (
    <div className="flex flex-col gap-12">
      <section aria-labelledby="at-a-glance" className="scroll-mt-24">
        <h2 id="at-a-glance" className="mb-4 text-2xl font-semibold">
          At a glance
        </h2>
        <AtAGlance overview={glance} />
      </section>

      {showsSubmissions ? <NeedsReply data={waiting} /> : null}

      {content ? (
        <section aria-labelledby="needs-attention" className="scroll-mt-24">
          <h2 id="needs-attention" className="mb-4 text-2xl font-semibold">
            Needs attention
          </h2>
          <NeedsAttention attention={attention} />
        </section>
      ) : null}

      {campaigns ? (
        <>
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
              suggestedCode={campaigns.suggestedCode}
            />
          </section>

          <section aria-labelledby="team" className="scroll-mt-24">
            <h2 id="team" className="mb-4 text-2xl font-semibold">
              Team Management
            </h2>
            <TeamManagement members={team ?? null} />
          </section>
        </>
      ) : null}

      {overview ? (
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
                  <Link
                    to={`/admin/submissions/${list.kind}`}
                    className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
                  >
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
      ) : null}
    </div>
  );
}
