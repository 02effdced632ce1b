import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { Button } from "~/components/ui/button";
import { cn } from "~/utils/misc";
import { carouselPosition, cardsPerViewFromLayout, indexFromScroll, slideLabel, type CardsPerView } from "../carousel";

export interface CarouselSlide {
  key: string;
  content: ReactNode;
}

/**
 * A small carousel without a library (part 1 §4, §9).
 *
 * The layout is pure CSS: a horizontal scroll-snap row whose slides are full, half or a
 * third of the width by breakpoint. So the server HTML already shows the right cards at
 * every width, phones can swipe, Tab scrolls a focused card into view, and nothing moves
 * at hydration. JavaScript only adds the Previous/Next buttons' behaviour: it measures how
 * many cards fit after mount (not during render, so no hydration mismatch) and follows the
 * scroll position to disable the buttons at the ends.
 */
export function NewsCarousel({ label, slides }: { label: string; slides: CarouselSlide[] }) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  // While a button-driven smooth scroll runs, the half-way scroll positions must not
  // move the index back (that would flicker the buttons and make a quick second click
  // repeat the first).
  const scrollTarget = useRef<{ left: number; timer: ReturnType<typeof setTimeout> } | null>(null);
  const count = slides.length;
  // Until measured (server render and first client render) assume one card per view:
  // Previous disabled, Next enabled when there is more than one card.
  const [perView, setPerView] = useState<CardsPerView>(1);
  const [index, setIndex] = useState(0);
  const [isEnhanced, setIsEnhanced] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const position = carouselPosition(index, count, perView);

  const measure = useCallback(() => {
    const viewport = viewportRef.current;
    const first = viewport?.firstElementChild as HTMLElement | null | undefined;
    if (!viewport || !first) return;
    const cardWidth = first.getBoundingClientRect().width;
    const nextPerView = cardsPerViewFromLayout(viewport.clientWidth, cardWidth);
    setPerView(nextPerView);
    const target = scrollTarget.current;
    if (target) {
      if (Math.abs(viewport.scrollLeft - target.left) > 2) return;
      clearTimeout(target.timer);
      scrollTarget.current = null;
    }
    setIndex(indexFromScroll(viewport.scrollLeft, cardWidth, count, nextPerView));
  }, [count]);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    setIsEnhanced(true);
    measure();
    // Width changes (rotation, resizing) change the cards per view; the index is clamped.
    const observer = new ResizeObserver(() => measure());
    observer.observe(viewport);
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    viewport.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      if (scrollTarget.current) clearTimeout(scrollTarget.current.timer);
      observer.disconnect();
      cancelAnimationFrame(frame);
      viewport.removeEventListener("scroll", onScroll);
    };
  }, [measure]);

  function goTo(target: number) {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const next = carouselPosition(target, count, perView);
    const slide = viewport.children[next.index] as HTMLElement | undefined;
    if (!slide) return;
    if (scrollTarget.current) clearTimeout(scrollTarget.current.timer);
    // If the visitor interrupts the animation (a swipe), follow the scroll again soon.
    const timer = setTimeout(() => {
      scrollTarget.current = null;
      measure();
    }, 1000);
    const maxLeft = viewport.scrollWidth - viewport.clientWidth;
    scrollTarget.current = { left: Math.min(slide.offsetLeft, maxLeft), timer };
    // `scroll-smooth` animates this; the reduced-motion rule in app.css turns that off.
    viewport.scrollTo({ left: slide.offsetLeft });
    const focused = document.activeElement;
    // Commit now so the other button is already enabled when focus is handed to it below.
    flushSync(() => setIndex(next.index));
    // A focused button that becomes disabled would drop focus to the page; hand it over.
    if (!next.canGoNext && focused === nextRef.current) previousRef.current?.focus();
    if (!next.canGoPrevious && focused === previousRef.current) nextRef.current?.focus();
    setAnnouncement(`Showing news ${next.firstInView} to ${next.lastInView} of ${count}`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Arrow keys move the carousel when focus is on its controls or its scroll area,
    // not while the visitor is on a link inside a card.
    const target = event.target as HTMLElement;
    if (!target.dataset.carouselControl) return;
    if (event.key === "ArrowLeft" && position.canGoPrevious) {
      event.preventDefault();
      goTo(position.index - 1);
    } else if (event.key === "ArrowRight" && position.canGoNext) {
      event.preventDefault();
      goTo(position.index + 1);
    }
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys are an extra on top of the buttons
    <div role="region" aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      <div
        ref={viewportRef}
        data-enhanced={isEnhanced ? "" : undefined}
        className={cn(
          "relative -mx-2 flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain scroll-smooth pt-1 pb-4",
          // Without JavaScript the scrollbar is the way to reach the last cards with a mouse.
          "[scrollbar-width:thin] [scrollbar-color:var(--color-brand-300)_transparent]",
          "data-enhanced:[scrollbar-width:none] data-enhanced:[&::-webkit-scrollbar]:hidden",
        )}
      >
        {slides.map((slide, i) => (
          <div
            key={slide.key}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(i, count)}
            className="flex w-full shrink-0 snap-start px-2 md:w-1/2 lg:w-1/3"
          >
            {slide.content}
          </div>
        ))}
      </div>

      <div className="mt-4 flex items-center justify-center gap-4">
        <Button
          variant="outline"
          size="icon"
          className="rounded-full"
          ref={previousRef}
          aria-label="Previous news"
          data-carousel-control="previous"
          disabled={!position.canGoPrevious}
          onClick={() => goTo(position.index - 1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <ol aria-hidden="true" className="flex items-center gap-2">
          {slides.map((slide, i) => {
            const isInView = i >= position.index && i < position.index + perView;
            return (
              <li
                key={slide.key}
                className={cn("h-2 rounded-full transition-all", isInView ? "w-6 bg-brand-600" : "w-2 bg-brand-200")}
              />
            );
          })}
        </ol>
        <Button
          variant="outline"
          size="icon"
          className="rounded-full"
          ref={nextRef}
          aria-label="Next news"
          data-carousel-control="next"
          disabled={!position.canGoNext}
          onClick={() => goTo(position.index + 1)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}
