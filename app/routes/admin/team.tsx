import { useLoaderData } from "react-router";
import type { Route } from "./+types/team";
import { adminMeta } from "~/components/admin/admin-meta";
import { siteContext } from "~/context";
import { requireAdmin } from "~/features/auth/admin-access.server";
import { listTeamForAdmin } from "~/features/team/admin.server";
import { teamAction } from "~/features/team/admin-screen.server";
import { TeamManagement } from "~/features/team/components/admin/team-management";

/** Team management (part 1 §2) on its own page; the dashboard shows the same section, and both dialogs post here. */
export const meta: Route.MetaFunction = () => adminMeta("Team");

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { db, logger } = context.get(siteContext);
  try {
    return { team: await listTeamForAdmin(db) };
  } catch (error) {
    logger.error({ err: error }, "admin team: loading team members failed");
    return { team: null };
  }
}

export const action = ({ request, context }: Route.ActionArgs) => teamAction({ request, context });

export default function AdminTeamRoute() {
  const { team } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="team" className="scroll-mt-24">
      <h2 id="team" className="mb-4 text-2xl font-semibold">
        Team Management
      </h2>
      <TeamManagement members={team} />
    </section>
  );
}
