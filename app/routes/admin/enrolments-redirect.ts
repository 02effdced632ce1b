import { redirect } from "react-router";
import { requireStaff } from "~/features/auth/admin-access.server";
import type { Route } from "./+types/enrolments-redirect";

/**
 * The course enrollments list was first at /admin/submissions/enrolments (British spelling,
 * issue 35): that address and its pages (a submission, the CSV) move permanently to
 * …/enrollments…, query kept. Staff only, as the list is: nobody else learns where it went.
 */
export function loader({ context, url }: Route.LoaderArgs) {
  requireStaff(context, "submissions");
  const moved = url.pathname.replace(/^\/admin\/submissions\/enrolments(?=\/|$)/, "/admin/submissions/enrollments");
  return redirect(`${moved}${url.search}`, 301);
}
