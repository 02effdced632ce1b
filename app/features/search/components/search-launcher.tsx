import { Search } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useHydrated } from "~/components/ui/use-hydrated";
import { cn } from "~/utils/misc";

// The dialog (Radix, results, keyboard handling) is fetched the first time someone opens search
// — or is about to: pointing at or focusing a search button starts the download.
const loadDialog = () => import("./search-dialog");
const SearchDialog = lazy(loadDialog);

const OPEN_EVENT = "site-search:open";

/** True when a key press belongs to a field the visitor is typing in. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/**
 * Owns the one search dialog of the page: opened by any `SearchButton`, by Ctrl/Cmd-K, and by "/"
 * when the visitor is not typing in a field. Focus goes back to where it was when the dialog closes.
 */
export function SearchDialogHost() {
  const [isOpen, setIsOpen] = useState(false);
  const [hasRequested, setHasRequested] = useState(false);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const { pathname, search } = useLocation();
  const [lastLocation, setLastLocation] = useState(pathname + search);

  // Close after every navigation (state adjusted during render rather than in an effect).
  if (lastLocation !== pathname + search) {
    setLastLocation(pathname + search);
    setIsOpen(false);
  }

  useEffect(() => {
    const open = () => {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setHasRequested(true);
      setIsOpen(true);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey) return;
      const isShortcut = event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey) && !event.shiftKey;
      const isSlash = event.key === "/" && !event.metaKey && !event.ctrlKey && !isTypingTarget(event.target);
      if (!isShortcut && !isSlash) return;
      // Another dialog (the mobile menu, a confirmation) is open: leave it alone.
      if (document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]')) return;
      event.preventDefault();
      open();
    };
    window.addEventListener("keydown", onKeyDown);
    window.addEventListener(OPEN_EVENT, open);
    return () => {
      window.removeEventListener("keydown", onKeyDown);
      window.removeEventListener(OPEN_EVENT, open);
    };
  }, []);

  if (!hasRequested) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        onClosed={() => {
          const target = returnFocusTo.current;
          if (target?.isConnected) target.focus();
        }}
      />
    </Suspense>
  );
}

/**
 * A search button for the header. Before JavaScript it is a link to the `/search` page (which works
 * without scripts); afterwards it opens the search dialog.
 */
export function SearchButton({
  className,
  iconClassName,
  showLabel = false,
}: {
  className?: string;
  iconClassName?: string;
  showLabel?: boolean;
}) {
  const isHydrated = useHydrated();
  const content = (
    <>
      <Search aria-hidden="true" className={cn("shrink-0", iconClassName)} />
      <span className={cn(!showLabel && "sr-only")}>Search</span>
    </>
  );
  if (!isHydrated) {
    return (
      <Link to="/search" className={className}>
        {content}
      </Link>
    );
  }
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K /"
      className={className}
      onPointerEnter={() => void loadDialog()}
      onFocus={() => void loadDialog()}
      onClick={() => window.dispatchEvent(new Event(OPEN_EVENT))}
    >
      {content}
    </button>
  );
}
