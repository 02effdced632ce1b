import {
  BookOpen,
  Briefcase,
  ClipboardList,
  History,
  LayoutDashboard,
  Mail,
  Newspaper,
  Send,
  Trophy,
  Users,
} from "lucide-react";
import { isRouteErrorResponse, NavLink, Outlet, useLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { Container } from "~/components/layout/section";
import { SITE_NAME } from "~/content/site";
import { AccessDenied } from "~/components/admin/access-denied";
import { adminMiddleware, requireAdmin } from "~/features/auth/admin-access.server";
import { cn } from "~/utils/misc";

export const meta: Route.MetaFunction = () => [
  { title: `Admin Dashboard | ${SITE_NAME}` },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * The admin check, once per request, ahead of this layout's loader and of every child route's
 * loader and action, on document and data requests alike (`adminMiddleware`). Each of them
 * still calls `requireAdmin`, which answers 403 to anyone else.
 */
export const middleware: Route.MiddlewareFunction[] = [adminMiddleware];

export function loader({ context }: Route.LoaderArgs) {
  const admin = requireAdmin(context);
  return { email: admin.email };
}

const SECTIONS = [
  { to: "/admin", label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: "/admin/projects", label: "Projects", icon: Briefcase, end: false },
  { to: "/admin/completed-campaigns", label: "Completed", icon: Trophy, end: false },
  { to: "/admin/news", label: "News", icon: Newspaper, end: false },
  { to: "/admin/newsletters", label: "Newsletters", icon: Mail, end: false },
  { to: "/admin/courses", label: "Courses", icon: BookOpen, end: false },
  { to: "/admin/submissions", label: "Submissions", icon: ClipboardList, end: false },
  { to: "/admin/accounts", label: "Accounts", icon: Users, end: false },
  { to: "/admin/outbox", label: "Outbox", icon: Send, end: false },
  { to: "/admin/audit", label: "Audit log", icon: History, end: false },
];

export default function AdminLayoutRoute() {
  const { email } = useLoaderData<typeof loader>();
  return (
    <div className="bg-sand pb-16">
      <div className="border-b border-line bg-white">
        <Container className="flex flex-col gap-4 py-5">
          <div>
            <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">Staff area</p>
            <h1 className="text-3xl font-semibold">Admin Dashboard</h1>
            <p className="mt-1 text-sm text-muted">Signed in as {email}</p>
          </div>
          <nav aria-label="Admin sections" className="-mx-1 overflow-x-auto">
            <ul className="flex gap-1 lg:flex-wrap">
              {SECTIONS.map(({ to, label, icon: Icon, end }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end={end}
                    className={({ isActive }) =>
                      cn(
                        "inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-semibold whitespace-nowrap",
                        isActive ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-brand-50",
                      )
                    }
                  >
                    <Icon aria-hidden="true" className="size-4" /> {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </div>
      <Container className="pt-8">
        <Outlet />
      </Container>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) {
    const signedIn = Boolean((error.data as { signedIn?: boolean } | undefined)?.signedIn);
    return <AccessDenied signedIn={signedIn} />;
  }
  throw error;
}
