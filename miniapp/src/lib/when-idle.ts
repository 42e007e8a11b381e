/**
 * Runs `fn` when the page has nothing better to do (at the latest after `timeoutMs`): work that
 * can wait (prefetches, saving the cache) then never competes with the first screen for a slow
 * phone's CPU or network.
 */
export function whenIdle(fn: () => void, timeoutMs = 5000): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => fn(), { timeout: timeoutMs });
  else setTimeout(fn, 0);
}
