import { sessionMark } from '@shared/first-screen.ts';

/**
 * Issue 20: a cold open paints the first screen the server drew (server/http/first-screen.ts),
 * as an inert overlay beside #root; this module, in the entry, takes it away the moment the app
 * has drawn the page itself. (A repeat open renders from the saved query cache at once,
 * lib/query-persist.ts: no copy of a screen is kept on the device.)
 */
// The same name in server/http/static.ts, which draws the overlay.
export const FIRST_SCREEN_ID = 'lp-first-screen';
/** The overlay never outstays a slow start by more than this. */
const TAKEOVER_LIMIT_MS = 10_000;

/** The page is still loading: a copy of a spinner is worth nothing. */
export const loading = (root: ParentNode): boolean => !!root.querySelector('[data-testid=page-spinner]');

/**
 * The app takes over from the drawn page: at once when it belongs to another session,
 * else as soon as the app has rendered a page of its own (nothing of it is a page spinner).
 * The check runs in a mutation observer, so within the task that rendered the page: the copy
 * and the live page never show, or exist, side by side.
 */
export function takeOverFirstScreen(root: HTMLElement, sessionId: string | null): void {
  const shot = document.getElementById(FIRST_SCREEN_ID);
  if (!shot) return;
  if (!sessionId || shot.dataset.mark !== sessionMark(sessionId)) {
    shot.remove();
    return;
  }
  const done = () => {
    observer.disconnect();
    clearTimeout(limit);
    shot.remove();
  };
  const observer = new MutationObserver(() => {
    if (
      root.firstElementChild &&
      !loading(root) &&
      root.querySelector('.app-root > :not(.lp-layer):not(.offline-banner)')
    )
      done();
  });
  observer.observe(root, { childList: true, subtree: true });
  const limit = setTimeout(done, TAKEOVER_LIMIT_MS);
}
