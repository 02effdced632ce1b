import { ChevronDown, Heart, LayoutDashboard, LogIn, LogOut, ShieldCheck } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { MAIN_NAV, UTILITY_NAV, type NavItem, type NavLink } from "~/content/site";
import { cn } from "~/utils/misc";
import { isCurrentPage, isInSection } from "./nav-active";
import type { HeaderUser } from "./header-user";

const CTA_PATH = "/donate";

/**
 * The links of the small-screen menu, shared by the no-JavaScript disclosure (mobile-nav.tsx)
 * and the sheet that replaces it once JavaScript runs (mobile-nav-panel.tsx).
 */

/** A submenu that expands in place: a button with `aria-expanded` controlling the list under it. */
export function DisclosureSubmenu({
  item,
  defaultOpen,
  isActive,
  children,
}: {
  item: NavItem;
  defaultOpen: boolean;
  isActive: boolean;
  children: ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const listId = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        data-active={isActive}
        onClick={() => setIsOpen(!isOpen)}
        className={cn(rowClasses, "w-full justify-between text-left")}
      >
        {item.label}
        <ChevronDown
          aria-hidden="true"
          className={cn("size-5 text-brand-700 transition-transform duration-200", isOpen && "rotate-180")}
        />
      </button>
      <div id={listId} hidden={!isOpen}>
        {children}
      </div>
    </>
  );
}

const rowClasses =
  "flex min-h-12 items-center gap-2 rounded-md px-3 text-base font-semibold text-ink transition-colors hover:bg-brand-50 " +
  "aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 data-[active=true]:text-brand-800";

function SubLink({ link, pathname }: { link: NavLink; pathname: string }) {
  return (
    <li>
      <Link
        to={link.to}
        aria-current={isCurrentPage(pathname, link.to) ? "page" : undefined}
        className={cn(rowClasses, "font-medium aria-[current=page]:shadow-[inset_3px_0_0_var(--color-accent-500)]")}
      >
        {link.label}
      </Link>
    </li>
  );
}

/**
 * Everything the small-screen menu lists, shared by the side panel and the no-JavaScript fallback:
 * the main navigation (submenus rendered by `renderSubmenu`), the donate button, the utility links
 * and the account area.
 */
export function MobileNavLinks({
  pathname,
  user,
  renderSubmenu,
}: {
  pathname: string;
  user: HeaderUser | null;
  renderSubmenu: (item: NavItem, links: ReactNode, isActive: boolean) => ReactNode;
}) {
  const cta = MAIN_NAV.find((item) => item.to === CTA_PATH);
  return (
    <nav aria-label="Mobile" className="flex flex-col gap-5 pt-2">
      <ul className="flex flex-col gap-0.5">
        {MAIN_NAV.filter((item) => item.to !== CTA_PATH).map((item) => {
          const isActive = isInSection(pathname, item);
          if (item.children?.length) {
            const links = (
              <ul className="mb-1 ml-3 flex flex-col gap-0.5 border-l-2 border-line pl-2">
                {item.children.map((child) => (
                  <SubLink key={child.to} link={child} pathname={pathname} />
                ))}
              </ul>
            );
            return <li key={item.to}>{renderSubmenu(item, links, isActive)}</li>;
          }
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                data-active={isActive}
                aria-current={isCurrentPage(pathname, item.to) ? "page" : undefined}
                className={rowClasses}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>

      {cta ? (
        <Link
          to={cta.to}
          aria-current={isCurrentPage(pathname, cta.to) ? "page" : undefined}
          className={buttonClasses({ variant: "accent", size: "lg", className: "w-full" })}
        >
          <Heart aria-hidden="true" />
          {cta.label}
        </Link>
      ) : null}

      <div className="border-t border-line pt-4">
        <p className="px-3 pb-1 text-xs font-bold tracking-widest text-muted uppercase">More</p>
        <ul className="flex flex-col gap-0.5">
          {UTILITY_NAV.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={isCurrentPage(pathname, link.to) ? "page" : undefined}
                className={cn(rowClasses, "font-medium")}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>

      <div className="border-t border-line pt-4">
        <MobileAccount user={user} />
      </div>
    </nav>
  );
}

/** The account area inside the small-screen menu: plain links and a sign-out form, no dropdown. */
function MobileAccount({ user }: { user: HeaderUser | null }) {
  if (!user) {
    return (
      <Link to="/auth" className={buttonClasses({ variant: "outline", size: "lg", className: "w-full" })}>
        <LogIn aria-hidden="true" />
        Sign In
      </Link>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <div className="px-3">
        <p className="text-xs font-bold tracking-widest text-muted uppercase">Signed in as</p>
        <p className="truncate font-semibold text-ink">{user.email}</p>
        {user.isStaff ? (
          <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
            <ShieldCheck aria-hidden="true" className="size-3.5" />
            {user.roleLabel}
          </p>
        ) : null}
      </div>
      <ul className="flex flex-col gap-0.5">
        {user.isStaff ? (
          <li>
            <Link to="/admin" className={rowClasses}>
              <LayoutDashboard aria-hidden="true" className="size-5 text-brand-700" />
              Admin Dashboard
            </Link>
          </li>
        ) : null}
        <li>
          <Form method="post" action="/auth/sign-out">
            <button type="submit" className={cn(rowClasses, "w-full text-left")}>
              <LogOut aria-hidden="true" className="size-5 text-brand-700" />
              Sign Out
            </button>
          </Form>
        </li>
      </ul>
    </div>
  );
}
