/**
 * Page maths for the home news carousel (part 1 §4, §9): 1 card per view below 768 px,
 * 2 from 768 px, 3 from 1024 px; Previous is disabled at the start and Next at the end.
 * `index` is the first card in view; it moves one card per step.
 */

export type CardsPerView = 1 | 2 | 3;

/** Tailwind's `md` and `lg` breakpoints, which the slide widths use (w-full md:w-1/2 lg:w-1/3). */
export const CAROUSEL_BREAKPOINTS = { two: 768, three: 1024 } as const;

export function cardsPerViewForWidth(width: number): CardsPerView {
  if (width >= CAROUSEL_BREAKPOINTS.three) return 3;
  if (width >= CAROUSEL_BREAKPOINTS.two) return 2;
  return 1;
}

/** The last index at which the view is still full. */
export function lastIndex(count: number, perView: number): number {
  return Math.max(0, count - Math.max(1, perView));
}

export function clampIndex(index: number, count: number, perView: number): number {
  if (!Number.isFinite(index)) return 0;
  return Math.min(Math.max(0, Math.round(index)), lastIndex(count, perView));
}

export interface CarouselPosition {
  index: number;
  canGoPrevious: boolean;
  canGoNext: boolean;
  /** 1-based numbers of the first and last card in view, for "Showing 2 to 3 of 4". */
  firstInView: number;
  lastInView: number;
}

export function carouselPosition(index: number, count: number, perView: number): CarouselPosition {
  const clamped = clampIndex(index, count, perView);
  const lastInView = Math.min(count, clamped + Math.max(1, perView));
  return {
    index: clamped,
    canGoPrevious: clamped > 0,
    canGoNext: clamped < lastIndex(count, perView),
    firstInView: count === 0 ? 0 : clamped + 1,
    lastInView,
  };
}

/** Which card a scroll offset has settled on, given the width of one card. */
export function indexFromScroll(scrollLeft: number, cardWidth: number, count: number, perView: number): number {
  if (cardWidth <= 0) return 0;
  return clampIndex(scrollLeft / cardWidth, count, perView);
}

/** How many cards fit, measured from the rendered layout (so it always agrees with the CSS). */
export function cardsPerViewFromLayout(viewportWidth: number, cardWidth: number): CardsPerView {
  if (cardWidth <= 0 || viewportWidth <= 0) return 1;
  const fit = Math.round(viewportWidth / cardWidth);
  return fit >= 3 ? 3 : fit === 2 ? 2 : 1;
}

export function slideLabel(position: number, count: number): string {
  return `${position + 1} of ${count}`;
}
