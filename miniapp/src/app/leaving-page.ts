/**
 * A link tapped on a drawn page before the app listens opens its page, drawn by the server, and
 * the inline script marks #root `data-leaving` (shared/early-taps.ts). Hydrating the page being
 * left would only hold the next one up: both run on the phone's one main thread, and the next
 * page is shown only once the old one's hydration (a tenth of a second or more on a slow phone)
 * is over. So the app waits. A page still here after LEAVING_WAIT_MS (the navigation was stopped,
 * or its answer was a download) is hydrated after all, as is one brought back from the
 * back-forward cache. `LEAVING_WAIT_MS = 0` hydrates at once.
 */
export const LEAVING_WAIT_MS = 2000;

export function untilPageStays(root: HTMLElement, waitMs = LEAVING_WAIT_MS): Promise<void> {
  if (waitMs <= 0 || !root.hasAttribute('data-leaving')) return Promise.resolve();
  return new Promise((resolve) => {
    const stay = () => {
      clearTimeout(timer);
      window.removeEventListener('pageshow', onShow);
      root.removeAttribute('data-leaving');
      resolve();
    };
    const onShow = (e: PageTransitionEvent) => e.persisted && stay();
    const timer = setTimeout(stay, waitMs);
    window.addEventListener('pageshow', onShow);
  });
}
