import { ChevronDown, CircleUser, Heart, LogIn } from "lucide-react";
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent as ReactFocusEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from "react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";
import { MAIN_NAV, UTILITY_NAV, type NavItem } from "~/content/site";
import { cn } from "~/utils/misc";
import { Container } from "./section";
import type { HeaderUser } from "./header-user";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";
import { isCurrentPage, isInSection } from "./nav-active";

/** Spec part 1 §9: the header gains its shadow after 20 px of scroll. */
export const HEADER_SHADOW_SCROLL_PX = 20;

/** The menu entry shown as a call-to-action button instead of a plain link. */
const CTA_PATH = "/donate";

function subscribeToScroll(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}

/** Scroll position is read in the browser only; the server and hydration render "not scrolled". */
function useIsScrolled(threshold: number): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > threshold,
    () => false,
  );
}

// The Radix dropdown is fetched only for signed-in visitors.
const AccountMenu = lazy(() => import("./account-menu"));

/** How the header asks for a search button: the utility bar's (with its label) or the phone row's (an icon). */
export interface SearchButtonSlotProps {
  className?: string;
  iconClassName?: string;
  showLabel?: boolean;
}

/**
 * The site header. Search is handed in from above (root.tsx passes the search feature's button and
 * dialog), so the layout knows nothing of features: `renderSearchButton` draws each search button,
 * `searchDialog` is the one dialog they open.
 */
export function SiteHeader({
  user,
  renderSearchButton,
  searchDialog,
}: {
  user?: HeaderUser | null;
  renderSearchButton: (props: SearchButtonSlotProps) => ReactNode;
  searchDialog?: ReactNode;
}) {
  const { pathname } = useLocation();
  const isScrolled = useIsScrolled(HEADER_SHADOW_SCROLL_PX);
  const cta = MAIN_NAV.find((item) => item.to === CTA_PATH);

  return (
    <header
      data-scrolled={isScrolled ? "true" : "false"}
      // On large screens the slim utility bar (2.25 rem) scrolls away and the main row stays pinned.
      className={cn(
        "sticky top-0 z-40 border-b bg-white transition-shadow duration-200 lg:-top-9",
        isScrolled ? "border-transparent shadow-header" : "border-line",
      )}
    >
      <div className="hidden h-9 bg-brand-800 text-sm text-white lg:block">
        <Container className="flex h-full items-center justify-between gap-6">
          <p className="truncate text-brand-100">A 501(c)(3) nonprofit building livelihoods through community.</p>
          <div className="flex h-full items-center gap-1">
            <nav aria-label="Utility" className="h-full">
              <ul className="flex h-full items-center">
                {UTILITY_NAV.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      aria-current={isCurrentPage(pathname, link.to) ? "page" : undefined}
                      className="rounded-sm px-3 py-1 text-white/90 hover:text-white hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-white aria-[current=page]:underline"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            {renderSearchButton({
              showLabel: true,
              className:
                "inline-flex items-center gap-1.5 rounded-sm px-3 py-1 text-white/90 hover:text-white hover:underline",
              iconClassName: "size-4",
            })}
            <span aria-hidden="true" className="mx-2 h-4 w-px bg-white/30" />
            {user ? (
              <AccountMenuSlot user={user} />
            ) : (
              <Link
                to="/auth"
                className="inline-flex items-center gap-1.5 rounded-sm px-2 py-1 font-semibold text-white hover:underline"
              >
                <LogIn aria-hidden="true" className="size-4" />
                Sign In
              </Link>
            )}
          </div>
        </Container>
      </div>

      <Container className="flex h-[4.5rem] items-center justify-between gap-3">
        <Link to="/" className="-m-1 rounded-md p-1">
          <Logo />
          <span className="sr-only">, home</span>
        </Link>

        <DesktopNav pathname={pathname} />

        <div className="flex shrink-0 items-center gap-2 lg:hidden">
          {cta ? (
            <Link
              to={cta.to}
              // On the narrowest phones only the heart shows; the label stays for screen readers.
              className={buttonClasses({ variant: "accent", className: "px-4 max-[419px]:w-11 max-[419px]:px-0" })}
              aria-current={isCurrentPage(pathname, cta.to) ? "page" : undefined}
            >
              <Heart aria-hidden="true" />
              <span className="max-[419px]:sr-only">{cta.label}</span>
            </Link>
          ) : null}
          {renderSearchButton({
            className:
              "inline-flex size-11 items-center justify-center rounded-md border border-line text-brand-900 transition-colors hover:bg-brand-50",
            iconClassName: "size-5",
          })}
          <MobileNav pathname={pathname} user={user ?? null} />
        </div>
      </Container>
      {/* The search dialog, opened by the search buttons above, Ctrl/Cmd-K or "/". */}
      {searchDialog}
    </header>
  );
}

/**
 * Until the menu's code has arrived the trigger is a plain button that looks the same. It is also
 * what the server renders, so hydration never waits on the menu's code; a click on it after
 * hydration is remembered, and the menu opens as soon as it can instead of the click being lost.
 */
function AccountMenuSlot({ user }: { user: HeaderUser }) {
  const isHydrated = useHydrated();
  const [openRequested, setOpenRequested] = useState(false);
  const placeholder = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={openRequested}
      onClick={() => setOpenRequested(true)}
      className="inline-flex max-w-64 items-center gap-1.5 rounded-sm px-2 py-1 font-semibold text-white hover:underline"
    >
      <CircleUser aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only">Account menu, </span>
      <span className="truncate">{user.email}</span>
      <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
    </button>
  );
  if (!isHydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AccountMenu user={user} defaultOpen={openRequested} />
    </Suspense>
  );
}

const topLinkClasses =
  "relative inline-flex h-11 items-center gap-1 rounded-md px-2.5 text-[0.9375rem] font-semibold whitespace-nowrap text-ink transition-colors xl:px-3.5 " +
  "hover:bg-brand-50 hover:text-brand-800 " +
  // A marigold bar under the section being viewed; colour is not the only cue (aria-current, bar).
  "after:absolute after:inset-x-2.5 after:-bottom-[0.8125rem] after:h-[3px] after:rounded-full after:bg-transparent xl:after:inset-x-3.5 " +
  "data-[active=true]:text-brand-800 data-[active=true]:after:bg-accent-500";

/**
 * The desktop menu: links, plus disclosure buttons for About and Projects (the WAI-ARIA "disclosure
 * navigation" pattern, lighter than a Radix menu for plain links). Before hydration — or without
 * JavaScript — the two buttons are ordinary links to their section pages.
 */
function DesktopNav({ pathname }: { pathname: string }) {
  const [openTo, setOpenTo] = useState<string | null>(null);
  const [lastPathname, setLastPathname] = useState(pathname);
  const navRef = useRef<HTMLElement>(null);
  const isHydrated = useHydrated();

  // Close after every navigation (adjusting state during render, as React recommends over an effect).
  if (lastPathname !== pathname) {
    setLastPathname(pathname);
    setOpenTo(null);
  }

  useEffect(() => {
    if (!openTo) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenTo(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openTo]);

  return (
    <nav ref={navRef} aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-0.5 xl:gap-1">
        {MAIN_NAV.filter((item) => item.to !== CTA_PATH).map((item) => {
          const isActive = isInSection(pathname, item);
          if (item.children?.length && isHydrated) {
            return (
              <DesktopSubmenu
                key={item.to}
                item={item}
                pathname={pathname}
                isActive={isActive}
                isOpen={openTo === item.to}
                onOpenChange={(open) => setOpenTo(open ? item.to : null)}
              />
            );
          }
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                data-active={isActive}
                aria-current={isCurrentPage(pathname, item.to) ? "page" : undefined}
                className={topLinkClasses}
              >
                {item.label}
                {item.children?.length ? <ChevronDown aria-hidden="true" className="size-4 opacity-70" /> : null}
              </Link>
            </li>
          );
        })}
        {MAIN_NAV.filter((item) => item.to === CTA_PATH).map((item) => (
          <li key={item.to} className="ml-2 xl:ml-3">
            <Link
              to={item.to}
              aria-current={isCurrentPage(pathname, item.to) ? "page" : undefined}
              className={buttonClasses({ variant: "accent", className: "shadow-card" })}
            >
              <Heart aria-hidden="true" />
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function DesktopSubmenu({
  item,
  pathname,
  isActive,
  isOpen,
  onOpenChange,
}: {
  item: NavItem;
  pathname: string;
  isActive: boolean;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  const focusFirstOnOpen = useRef(false);

  useEffect(() => {
    if (isOpen && focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      panelRef.current?.querySelector("a")?.focus();
    }
  }, [isOpen]);

  const links = () => Array.from(panelRef.current?.querySelectorAll("a") ?? []);

  function onKeyDown(event: ReactKeyboardEvent<HTMLElement>) {
    if (event.key === "Escape" && isOpen) {
      event.preventDefault();
      onOpenChange(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp" && event.key !== "Home" && event.key !== "End") return;
    if (event.target === buttonRef.current) {
      if (event.key !== "ArrowDown") return;
      event.preventDefault();
      if (isOpen) links()[0]?.focus();
      else {
        focusFirstOnOpen.current = true;
        onOpenChange(true);
      }
      return;
    }
    // Arrow keys move between the submenu's links (Tab works as well).
    const list = links();
    const index = list.indexOf(event.target as HTMLAnchorElement);
    if (index === -1) return;
    event.preventDefault();
    const next =
      event.key === "Home"
        ? 0
        : event.key === "End"
          ? list.length - 1
          : event.key === "ArrowDown"
            ? index + 1
            : index - 1;
    if (next < 0) buttonRef.current?.focus();
    else list[Math.min(next, list.length - 1)]?.focus();
  }

  // Tabbing out of the button and its submenu closes it.
  function onBlur(event: ReactFocusEvent<HTMLElement>) {
    if (isOpen && !itemRef.current?.contains(event.relatedTarget as Node | null)) onOpenChange(false);
  }

  return (
    <li ref={itemRef} className="relative">
      <button
        ref={buttonRef}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        data-active={isActive}
        className={cn(topLinkClasses, isOpen && "bg-brand-50 text-brand-800")}
        onClick={() => onOpenChange(!isOpen)}
      >
        {item.label}
        <ChevronDown
          aria-hidden="true"
          className={cn("size-4 opacity-70 transition-transform duration-200", isOpen && "rotate-180")}
        />
      </button>
      <ul
        ref={panelRef}
        id={panelId}
        hidden={!isOpen}
        className="absolute top-full left-0 z-50 mt-3 w-80 animate-pop-in rounded-lg border border-line bg-white p-2 shadow-raised"
      >
        {item.children?.map((child) => {
          const isCurrent = isCurrentPage(pathname, child.to);
          return (
            <li key={child.to}>
              <Link
                to={child.to}
                onKeyDown={onKeyDown}
                onBlur={onBlur}
                aria-current={isCurrent ? "page" : undefined}
                className="group flex flex-col gap-0.5 rounded-md px-3 py-2.5 transition-colors hover:bg-brand-50 aria-[current=page]:bg-brand-50"
              >
                <span className="flex items-center gap-2 font-semibold text-ink group-hover:text-brand-800">
                  {child.label}
                  {isCurrent ? <span className="size-1.5 rounded-full bg-accent-500" aria-hidden="true" /> : null}
                </span>
                {child.description ? <span className="text-sm text-muted">{child.description}</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
