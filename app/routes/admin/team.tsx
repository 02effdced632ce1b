import { useLoaderData } from "react-router";
import type { Route } from "./+types/team";
import { adminMeta } from "~/components/admin/admin-meta";
import { ContentListFilters, ListPaging, NoMatches, PastTheLastPage } from "~/components/admin/list-filters";
import { siteContext } from "~/context";
import { TEAM_CATEGORIES } from "~/db/constants";
import { requireStaff } from "~/features/auth/admin-access.server";
import { listTeamPageForAdmin } from "~/features/team/admin.server";
import { teamAction } from "~/features/team/admin-screen.server";
import { TEAM_GROUP_OPTIONS, TeamManagement } from "~/features/team/components/admin/team-management";
import { CONTENT_LIST_PAGE_SIZE, isFiltered, readListFilters } from "~/utils/list-filters";

const TEAM_PATH = "/admin/team";

/**
 * Team management (part 1 §2) on its own page; the dashboard shows the same section, and both dialogs
 * post here. This page also searches (name, role), filters by group and pages (issue 39, part 6).
 */
export const meta: Route.MetaFunction = () => adminMeta("Team");

export async function loader({ context, url }: Route.LoaderArgs) {
  requireStaff(context, "content");
  const { db, logger } = context.get(siteContext);
  const filters = readListFilters(url, TEAM_CATEGORIES);
  try {
    const list = await listTeamPageForAdmin(db, filters);
    return { team: list.rows, total: list.total, filters };
  } catch (error) {
    logger.error({ err: error }, "admin team: loading team members failed");
    return { team: null, total: 0, filters };
  }
}

export const action = ({ request, context }: Route.ActionArgs) => teamAction({ request, context });

export default function AdminTeamRoute() {
  const { team, total, filters } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="team" className="scroll-mt-24">
      <h2 id="team" className="mb-4 text-2xl font-semibold">
        Team Management
      </h2>
      <TeamManagement
        members={team}
        filters={
          <ContentListFilters
            listPath={TEAM_PATH}
            label="team members"
            q={filters.q}
            status={filters.status}
            statuses={TEAM_GROUP_OPTIONS}
            statusLabel="Group"
            anyStatusLabel="Any group"
            placeholder="Name or role"
          />
        }
        empty={
          isFiltered(filters) ? (
            <NoMatches listPath={TEAM_PATH} what="team members" />
          ) : total > 0 ? (
            <PastTheLastPage listPath={TEAM_PATH} page={filters.page} />
          ) : undefined
        }
        after={
          <ListPaging page={filters.page} pageSize={CONTENT_LIST_PAGE_SIZE} total={total} label="Team member pages" />
        }
      />
    </section>
  );
}
