import { test as base, type Page } from '@playwright/test';

// Every spec imports Playwright from here: the same API, with the two fixtures below.
export * from '@playwright/test';

/** What main.tsx logs for a recoverable error while it hydrates the server's page. */
const HYDRATION_ERROR = 'Hydration error:';

/**
 * A page the server drew (`#root[data-drawn]`) shows its controls before the app has hydrated
 * them, and a click on them then does nothing, as a person's tap would not. After opening or
 * reloading a page a test waits, as a person would, until the app has taken over
 * (app/drawn-page.ts `markHydrated`); a page the server did not draw has nothing to wait for.
 */
const appTookOver = (page: Page) =>
  page
    .waitForFunction(
      () => !document.querySelector('#root[data-drawn]') || document.documentElement.hasAttribute('data-hydrated'),
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => {
      // A closed page, a file instead of the app, or a test that goes offline: its own assertions judge.
    });

function waitForTheAppOnOpen(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const res = await goto(...args);
    if (args[1]?.waitUntil !== 'commit') await appTookOver(page);
    return res;
  };
  page.reload = async (...args) => {
    const res = await reload(...args);
    if (args[0]?.waitUntil !== 'commit') await appTookOver(page);
    return res;
  };
}

export const test = base.extend<{ drawnPages: void }>({
  /**
   * Issue 32 step C: a hydration error or recoverable error in any e2e test fails that test. React
   * recovers by drawing the page anew, which a person would not notice, so the test must.
   */
  drawnPages: [
    async ({ context }, use, testInfo) => {
      const errors: string[] = [];
      const watch = (page: Page) => {
        waitForTheAppOnOpen(page);
        page.on('console', (m) => {
          if (m.type() === 'error' && m.text().startsWith(HYDRATION_ERROR))
            errors.push(`${page.url()}: ${m.text().slice(0, 8000)}`);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      if (errors.length && testInfo.status === testInfo.expectedStatus)
        throw new Error(`The page did not hydrate cleanly:\n${errors.join('\n')}`);
    },
    { auto: true },
  ],
});
