import { ExternalLink, ShoppingBag } from "lucide-react";
import { useEffect, useState } from "react";
import { Button, buttonClasses } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";
import { STORE_PAGE } from "~/content/engage";

/**
 * Counts down from 3 and then sends the visitor to the store (part 2 §9). The number ticks
 * visibly but is hidden from screen readers; a polite live region speaks only at the start
 * and at the end. "Stay on this page" stops the timer (WCAG 2.2.1). Before JavaScript, or
 * without it, only the plain link shows.
 */
export function StoreRedirect({ storeUrl }: { storeUrl: string }) {
  const copy = STORE_PAGE;
  const isHydrated = useHydrated();
  const [secondsLeft, setSecondsLeft] = useState<number>(copy.delaySeconds);
  const [isStopped, setIsStopped] = useState(false);

  useEffect(() => {
    if (!isHydrated || isStopped) return;
    if (secondsLeft <= 0) {
      // `replace`: Back from the store skips this page instead of bouncing to the store again.
      window.location.replace(storeUrl);
      return;
    }
    const timer = window.setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1_000);
    return () => window.clearTimeout(timer);
  }, [isHydrated, isStopped, secondsLeft, storeUrl]);

  // The live text changes only at the start, at the end, or when stopped, never on each tick.
  const announcement = !isHydrated
    ? ""
    : isStopped
      ? copy.announceStopped
      : secondsLeft <= 0
        ? copy.announceGoing
        : copy.announceStart;

  return (
    <div className="flex flex-col items-center text-center">
      <div
        aria-hidden="true"
        className="flex size-28 items-center justify-center rounded-full border-4 border-brand-100 bg-white text-brand-700 shadow-card"
      >
        {isHydrated && !isStopped ? (
          <span className="flex flex-col items-center leading-none" data-testid="store-countdown">
            <span className="font-display text-5xl font-semibold">{Math.max(secondsLeft, 0)}</span>
            <span className="mt-1 text-xs font-semibold tracking-widest text-muted uppercase">
              {copy.countdownLabel}
            </span>
          </span>
        ) : (
          <ShoppingBag className="size-10" />
        )}
      </div>

      {/* Screen readers hear this region only when its text changes: at the start, at the end, or when stopped. */}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <p aria-hidden={(isHydrated && !isStopped) || undefined} className="mt-6 min-h-7 text-lg text-ink">
        {!isHydrated ? copy.noScript : isStopped ? copy.stopped : secondsLeft > 0 ? copy.onTheWay : copy.announceGoing}
      </p>

      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        {/* A plain link: it works before JavaScript loads, and with it it goes at once. */}
        <a href={storeUrl} className={buttonClasses({ variant: "accent", size: "lg", className: "w-full sm:w-auto" })}>
          {copy.goNow}
          <ExternalLink aria-hidden="true" />
        </a>
        {isHydrated && !isStopped && secondsLeft > 0 ? (
          <Button variant="outline" size="lg" className="w-full sm:w-auto" onClick={() => setIsStopped(true)}>
            {copy.stay}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
