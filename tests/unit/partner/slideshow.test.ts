import { describe, expect, it } from 'vitest';
import {
  AUTO_ADVANCE_MS,
  nextSlide,
  PARTNER_PACKAGE,
  previousSlide,
  SLIDES,
  slideCounter,
  slideProgress,
  swipeDirection,
} from '@shared/partner/slideshow.ts';

describe('partner slideshow', () => {
  it('has five slides in order, without the unreachable investment slide', () => {
    expect(SLIDES).toEqual(['intro', 'network', 'hr', 'ai', 'benefits']);
    expect(SLIDES).not.toContain('investment');
  });

  it('advances every 15 s', () => {
    expect(AUTO_ADVANCE_MS).toBe(15_000);
  });

  it('wraps around both ways', () => {
    expect(nextSlide(0)).toBe(1);
    expect(nextSlide(4)).toBe(0);
    expect(previousSlide(0)).toBe(4);
    expect(previousSlide(3)).toBe(2);
  });

  it("counts 'n / 5' and fills the progress bar by fifths", () => {
    expect(slideCounter(0)).toBe('1 / 5');
    expect(slideCounter(4)).toBe('5 / 5');
    expect([0, 1, 2, 3, 4].map((i) => slideProgress(i))).toEqual([20, 40, 60, 80, 100]);
  });

  it('reads a horizontal move of 50 px or more as a swipe; a tap or a vertical scroll is not', () => {
    expect(swipeDirection(-80, 10)).toBe('next');
    expect(swipeDirection(90, -20)).toBe('previous');
    expect(swipeDirection(-49, 0)).toBeNull();
    expect(swipeDirection(-60, 120)).toBeNull();
    expect(swipeDirection(0, 0)).toBeNull();
  });

  it("keeps the package's numbers: 500,000 ₽, 100 seats, 23 taken, 77 left", () => {
    expect(PARTNER_PACKAGE).toEqual({ price: 500_000, seats: 100, taken: 23, left: 77 });
    expect(PARTNER_PACKAGE.taken + PARTNER_PACKAGE.left).toBe(PARTNER_PACKAGE.seats);
  });
});
