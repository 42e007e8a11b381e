import { useEffect } from 'react';

const SCROLL_KEY = 'career.scroll';
/** The list's scroll is restored 100 ms after coming back (why 100 ms: see useScrollMemory). */
export const SCROLL_RESTORE_DELAY_MS = 100;

/**
 * Keeps the board's scroll position in session storage while the page is shown and, on coming
 * back, scrolls there after 100 ms: the cached list is on screen by then, and the app's
 * scroll-to-top on every route change has already run.
 */
export function useScrollMemory(path: string): void {
  useEffect(() => {
    let saved: number | null = null;
    try {
      saved = Number(sessionStorage.getItem(SCROLL_KEY)) || null;
    } catch {
      saved = null;
    }
    const restore = saved ? setTimeout(() => window.scrollTo(0, saved), SCROLL_RESTORE_DELAY_MS) : undefined;

    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        // The next page's scroll-to-top can fire before this listener is gone: not ours to keep.
        if (window.location.pathname !== path) return;
        try {
          sessionStorage.setItem(SCROLL_KEY, String(Math.round(window.scrollY)));
        } catch {
          // no storage: nothing to restore later
        }
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(restore);
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [path]);
}
