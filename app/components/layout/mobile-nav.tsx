import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import { menuButtonClasses } from "./menu-button";
import { staticIsland } from "./static-island";
import type { HeaderUser } from "./header-user";

// Before hydration the menu is a native disclosure (no-script-menu.static.tsx): the browser keeps the
// server's HTML for it and never needs its code, as the button replaces it once hydrated.
const NoScriptMenu = staticIsland(() => import("./no-script-menu.static").then((module) => module.NoScriptMenu));

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

  if (!isHydrated) return <NoScriptMenu props={{ pathname, user }} />;

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
