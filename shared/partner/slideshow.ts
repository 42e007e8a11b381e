/** The partner pitch: five slides, auto-advance every 15 s, wrapping around. */
export const SLIDES = ['intro', 'network', 'hr', 'ai', 'benefits'] as const;
export type SlideId = (typeof SLIDES)[number];

export const AUTO_ADVANCE_MS = 15_000;

export const nextSlide = (index: number, count: number = SLIDES.length): number => (index + 1) % count;
export const previousSlide = (index: number, count: number = SLIDES.length): number => (index - 1 + count) % count;

/** 'n / 5' */
export const slideCounter = (index: number, count: number = SLIDES.length): string => `${index + 1} / ${count}`;

/** The progress bar: how far through the deck this slide is, in percent. */
export const slideProgress = (index: number, count: number = SLIDES.length): number => ((index + 1) / count) * 100;

/** A horizontal move at least this long, and longer than it is tall, is a swipe. */
export const SWIPE_MIN_PX = 50;

/** 'next' for a swipe to the left, 'previous' to the right, null for a tap or a scroll. */
export function swipeDirection(dx: number, dy: number): 'next' | 'previous' | null {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/**
 * The partner package of the 'investment' slide. That slide exists in the product's
 * history but is not in SLIDES, so nobody reaches it; kept so the numbers have one home.
 */
export const PARTNER_PACKAGE = { price: 500_000, seats: 100, taken: 23, left: 77 } as const;
