import {
  BookOpen,
  Briefcase,
  ClipboardList,
  FileText,
  HandCoins,
  History,
  Images,
  LayoutDashboard,
  Mail,
  Newspaper,
  Send,
  ShieldCheck,
  Trash2,
  Trophy,
  Users,
} from "lucide-react";
import { isRouteErrorResponse, NavLink, Outlet, useLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { Container } from "~/components/layout/section";
import { SITE_NAME } from "~/content/site";
import { AccessDenied } from "~/components/admin/access-denied";
import { UnsavedChangesGuard } from "~/components/admin/unsaved-changes";
import { adminMiddleware, requireStaff } from "~/features/auth/admin-access.server";
import { can, type Permission } from "~/features/auth/permissions";
import { ROLE_LABELS } from "~/db/constants";
import { cn } from "~/utils/misc";

// Every child route names its own section (adminMeta); this is only the fallback.
export const meta: Route.MetaFunction = () => [
  { title: `Admin | ${SITE_NAME}` },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * The admin check, once per request, ahead of this layout's loader and of every child route's
 * loader and action, on document and data requests alike (`adminMiddleware`). Each of them
 * still calls `requireStaff`, which answers 403 to anyone else.
 */
export const middleware: Route.MiddlewareFunction[] = [adminMiddleware];

export function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "dashboard");
  // Only what the role may open is offered; each page checks again on the server (requireStaff).
  const sections = SECTIONS.filter((section) => can(staff.role, section.permission)).map(({ to }) => to);
  return { userId: staff.id, email: staff.email, roleLabel: ROLE_LABELS[staff.role], sections };
}

const SECTIONS: { to: string; label: string; icon: typeof Users; end: boolean; permission: Permission }[] = [
  { to: "/admin", label: "Dashboard", icon: LayoutDashboard, end: true, permission: "dashboard" },
  { to: "/admin/projects", label: "Projects", icon: Briefcase, end: false, permission: "content" },
  { to: "/admin/completed-campaigns", label: "Completed", icon: Trophy, end: false, permission: "content" },
  { to: "/admin/news", label: "News", icon: Newspaper, end: false, permission: "content" },
  { to: "/admin/newsletters", label: "Newsletters", icon: Mail, end: false, permission: "content" },
  { to: "/admin/courses", label: "Courses", icon: BookOpen, end: false, permission: "content" },
  { to: "/admin/pages", label: "Pages", icon: FileText, end: false, permission: "content" },
  { to: "/admin/media", label: "Images", icon: Images, end: false, permission: "content" },
  { to: "/admin/trash", label: "Trash", icon: Trash2, end: false, permission: "content" },
  { to: "/admin/donations", label: "Donations", icon: HandCoins, end: false, permission: "donations" },
  { to: "/admin/submissions", label: "Submissions", icon: ClipboardList, end: false, permission: "submissions" },
  { to: "/admin/accounts", label: "Accounts", icon: Users, end: false, permission: "accounts" },
  { to: "/admin/privacy", label: "Privacy", icon: ShieldCheck, end: false, permission: "privacy" },
  { to: "/admin/outbox", label: "Outbox", icon: Send, end: false, permission: "outbox" },
  { to: "/admin/audit", label: "Audit log", icon: History, end: false, permission: "audit" },
];

export default function AdminLayoutRoute() {
  const { userId, email, roleLabel, sections } = useLoaderData<typeof loader>();
  const shown = SECTIONS.filter((section) => sections.includes(section.to));
  return (
    <div className="bg-sand pb-16">
      <div className="border-b border-line bg-white">
        <Container className="flex flex-col gap-4 py-5">
          <div>
            <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">Staff area</p>
            <h1 className="text-3xl font-semibold">Admin Dashboard</h1>
            <p className="mt-1 text-sm text-muted">
              Signed in as {email} ({roleLabel})
            </p>
          </div>
          <nav aria-label="Admin sections" className="-mx-1 overflow-x-auto">
            <ul className="flex gap-1 lg:flex-wrap">
              {shown.map(({ to, label, icon: Icon, end }) => (
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
        <UnsavedChangesGuard draftOwner={userId}>
          <Outlet />
        </UnsavedChangesGuard>
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
