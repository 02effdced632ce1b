import { Menu, X } from "lucide-react";
import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { NavItem } from "~/content/site";
import { cn } from "~/utils/misc";
import { MobileNavLinks } from "./mobile-nav-links";
import type { HeaderUser } from "./site-header";

// The side panel (Radix Dialog) is fetched the first time someone opens the menu — or is about to:
// pointing at or focusing the button starts the download.
const loadPanel = () => import("./mobile-nav-panel");
const MobileNavPanel = lazy(loadPanel);

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
      <summary
        aria-label="Open menu"
        className={cn(menuButtonClasses, "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}
      >
        <Menu aria-hidden="true" className="size-6 group-open:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-open:block" />
      </summary>
      <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-b border-line bg-white px-4 pb-6 shadow-raised">
        <MobileNavLinks
          pathname={pathname}
          user={user}
          renderSubmenu={(item, links) => <StaticSubmenu item={item}>{links}</StaticSubmenu>}
        />
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
