import { ChevronDown, Heart, LayoutDashboard, LogIn, LogOut, Menu, ShieldCheck, X } from "lucide-react";
import { lazy, Suspense, useId, useRef, useState, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";
import { MAIN_NAV, UTILITY_NAV, type NavItem, type NavLink } from "~/content/site";
import { cn } from "~/utils/misc";
import { isCurrentPage, isInSection } from "./nav-active";
import type { HeaderUser } from "./site-header";

// The side panel (Radix Dialog) is fetched the first time someone opens the menu — or is about to:
// pointing at or focusing the button starts the download.
const loadPanel = () => import("./mobile-nav-panel");
const MobileNavPanel = lazy(loadPanel);

const CTA_PATH = "/donate";

/**
 * The small-screen menu button (hidden from the `lg` breakpoint up). With JavaScript it opens a
 * slide-in side panel; before hydration it is a native `<details>` disclosure, so every link is
 * reachable without scripts too.
 */
export function MobileNav({ pathname, user }: { pathname: string; user: HeaderUser | null }) {
  const isHydrated = useHydrated();
  const [isOpen, setIsOpen] = useState(false);
  const [hasRequestedPanel, setHasRequestedPanel] = useState(false);
  const [lastPathname, setLastPathname] = useState(pathname);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Close after every navigation (state adjusted during render rather than in an effect).
  if (lastPathname !== pathname) {
    setLastPathname(pathname);
    setIsOpen(false);
  }

  if (!isHydrated) return <NoScriptMenu pathname={pathname} user={user} />;

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Open menu"
        aria-expanded={isOpen}
        aria-haspopup="dialog"
        className={menuButtonClasses}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setHasRequestedPanel(true);
          setIsOpen(true);
        }}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {hasRequestedPanel ? (
        <Suspense fallback={null}>
          <MobileNavPanel
            open={isOpen}
            onOpenChange={setIsOpen}
            pathname={pathname}
            user={user}
            onClosed={() => buttonRef.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}

const menuButtonClasses =
  "inline-flex size-11 items-center justify-center rounded-md border border-line text-brand-900 transition-colors hover:bg-brand-50 lg:hidden";

/** Before JavaScript: a native disclosure that drops the same links down under the header. */
function NoScriptMenu({ pathname, user }: { pathname: string; user: HeaderUser | null }) {
  return (
    <details className="group lg:hidden">
      <summary aria-label="Open menu" className={cn(menuButtonClasses, "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}>
        <Menu aria-hidden="true" className="size-6 group-open:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-open:block" />
      </summary>
      <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-b border-line bg-white px-4 pb-6 shadow-raised">
        <MobileNavLinks pathname={pathname} user={user} renderSubmenu={(item, links) => <StaticSubmenu item={item}>{links}</StaticSubmenu>} />
      </div>
    </details>
  );
}

function StaticSubmenu({ item, children }: { item: NavItem; children: ReactNode }) {
  return (
    <>
      <span className="flex min-h-12 items-center px-3 text-base font-semibold text-muted">{item.label}</span>
      {children}
    </>
  );
}

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
        {user.isAdmin ? (
          <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
            <ShieldCheck aria-hidden="true" className="size-3.5" />
            Administrator
          </p>
        ) : null}
      </div>
      <ul className="flex flex-col gap-0.5">
        {user.isAdmin ? (
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
