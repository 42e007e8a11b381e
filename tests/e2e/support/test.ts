import { type Clock, test as base, type Page } from '@playwright/test';

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

/** Each shared context's own `clock.pauseAt`, before the reused-page fixture wrapped it. */
const ownPauseAt = new WeakMap<Clock, Clock['pauseAt']>();

export const test = base.extend<{ reusedPage: void; drawnPages: void }>({
  /**
   * The browser tests run in one page per worker, reset between tests (Playwright's
   * `reuseContext`, set in playwright.config.ts). A new page is a new renderer process, the dearest
   * part of a short test on a 2-core machine: the shared page cut about a sixth of the browser
   * step's CPU. Playwright's reset clears cookies, the HTTP cache, every visited origin's storage
   * (session storage included) and service workers, closes the test's other pages, and removes its
   * routes, init scripts, bindings, listeners and clock. What it leaves (its `reuseContext`
   * documentation) is reset here, before the test: permissions a test granted, offline, and the
   * tab's history, which the app's back buttons read (`history.length > 1`: ui/back-link.tsx,
   * lib/telegram/use-back-button.ts). A test whose context options differ (test.use: locale,
   * baseURL, service workers) gets a context of its own. The reset leaves Cache Storage, so the
   * specs that run the service worker take a new context for each test (`reuseContext: false`).
   * E2E_REUSE_PAGE=off gives every test a new context and page again.
   */
  reusedPage: [
    async ({ context, permissions, offline }, use) => {
      const [page] = context.pages();
      if (page) {
        await context.clearPermissions();
        if (permissions?.length) await context.grantPermissions(permissions);
        await context.setOffline(offline ?? false);
        // The page is on about:blank: it keeps that entry alone, as a new page has its first.
        const cdp = await context.newCDPSession(page);
        await cdp.send('Page.resetNavigationHistory');
        await cdp.detach();
      }
      // A clock a test left paused is resumed by Playwright after the test without being waited
      // for, beside its reset, which removes the fake clock's scripts: when the resume lands after
      // the removal, its script stays in the shared context without the clock it calls, and every
      // page a later test of the worker opens throws "reading 'controller'" (Playwright 1.65).
      // Resumed here, awaited, the reset finds nothing to resume.
      let paused = false;
      const { clock } = context;
      const pauseAt = ownPauseAt.get(clock) ?? clock.pauseAt.bind(clock);
      ownPauseAt.set(clock, pauseAt);
      clock.pauseAt = (time) => {
        paused = true;
        return pauseAt(time);
      };
      await use();
      if (paused) await clock.resume().catch(() => {});
    },
    { auto: true },
  ],

  /**
   * A hydration error or recoverable error in any e2e test fails that test. React
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
