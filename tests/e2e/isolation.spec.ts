import { expect, test } from './support/test.ts';

// The tests of a worker share one page, reset between tests (support/test.ts). These
// two run one after the other in one worker: what the first leaves must not reach the second.
test.describe.configure({ mode: 'serial' });

test.describe('one test leaves nothing to the next @desktop-only', () => {
  test('the first leaves storage, a cookie, a permission, a route, a script and history behind', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => Object.assign(window, { leftByEarlierTest: true }));
    await page.route('**/functions/v1/settings**', (route) => route.fulfill({ status: 500, json: { error: 'x' } }));
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('leak', '1');
      sessionStorage.setItem('leak', '1');
      document.cookie = 'leak=1; path=/';
    });
    await page.goto('/catalog');
    await page.goto('/pro');
    expect(await page.evaluate(() => history.length)).toBeGreaterThan(2);
    expect(await page.evaluate(() => 'leftByEarlierTest' in window)).toBe(true);
  });

  test('the next finds none of it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('feed-page')).toBeVisible();
    const state = await page.evaluate(async () => ({
      history: history.length,
      local: localStorage.getItem('leak'),
      session: sessionStorage.getItem('leak'),
      cookie: document.cookie.includes('leak='),
      script: 'leftByEarlierTest' in window,
      clipboard: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
    }));
    // A new page's history: its first entry and the page opened.
    expect(state).toEqual({
      history: 2,
      local: null,
      session: null,
      cookie: false,
      script: false,
      clipboard: 'prompt',
    });
    // The route the first test set is gone: the server answers.
    expect(await page.evaluate(() => fetch('/functions/v1/settings').then((r) => r.status))).not.toBe(500);
  });
});
