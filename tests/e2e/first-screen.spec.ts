import { expect, test, type Page } from '@playwright/test';
import { sessionMark } from '@shared/first-screen.ts';
import { builtShell, expectNoPageButTheShell } from './support/caches.ts';
import { signInAsDemo } from './support/sign-in.ts';

/**
 * Issue 20 item 3, issue 32: a repeat open shows the last-seen page at once from the saved query
 * cache (and refreshes it in the background), a sign-out leaves nothing of the person behind, the
 * service worker keeps no page but the built shell, and offline the shell still opens and says
 * there is no connection. Speed itself is the bench's (tests/bench/first-screen-bench.ts).
 */

const savedCopies = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('lp-query-cache:'))
      .map((k) => ({ key: k, body: localStorage.getItem(k) ?? '' })),
  );

/** Waits until the app saved its cache for this session, holding `text`. */
async function savedWith(page: Page, sessionId: string, text: string) {
  await expect
    .poll(async () =>
      (await savedCopies(page)).some((c) => c.key === `lp-query-cache:${sessionId}` && c.body.includes(text)),
    )
    .toBe(true);
}

test.describe('the first screen', () => {
  // The saved answers alone, without the service worker's caches in play.
  test.use({ serviceWorkers: 'block' });

  test('a repeat open shows the last-seen profile while the server has not answered yet', async ({ page }) => {
    const { sessionId, person } = await signInAsDemo(page, { username: 'anna_smirnova', goto: '/profile' });
    await expect(page.getByTestId('profile-name')).toHaveText(person.name);
    await savedWith(page, sessionId, person.name);

    // The server now answers nothing: what shows comes from the saved cache.
    await page.route('**/functions/v1/**', () => {});
    await page.reload();
    await expect(page.getByTestId('profile-name')).toHaveText(person.name);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test(
    'signing out drops the saved cache: the next person does not see the first one',
    { tag: '@desktop-only' },
    async ({ page }) => {
      const first = await signInAsDemo(page, { username: 'igor_volkov', goto: '/profile' });
      await expect(page.getByTestId('profile-name')).toHaveText(first.person.name);
      await savedWith(page, first.sessionId, first.person.name);

      await page.goto('/settings');
      await page.getByTestId('sign-out').click();
      await page.getByTestId('sign-out-dialog-confirm').click();
      await expect(page).toHaveURL(/\/auth$/);
      await expect
        .poll(async () => (await savedCopies(page)).filter((c) => c.body.includes(first.person.name)).length)
        .toBe(0);

      const second = await signInAsDemo(page, { username: 'dmitry_orlov', goto: '/profile' });
      await expect(page.getByTestId('profile-name')).toHaveText(second.person.name);
      await savedWith(page, second.sessionId, second.person.name);
      expect((await savedCopies(page)).map((c) => c.key)).toEqual([`lp-query-cache:${second.sessionId}`]);
    },
  );

  test('a cold open paints the page the server drew for this person before any script ran, and the app takes over from it', async ({
    page,
    context,
  }) => {
    const { sessionId } = await signInAsDemo(page, { username: 'anna_smirnova', goto: '/' });
    const firstTitle =
      (await page.getByTestId('post-card').first().getByTestId('post-title-link').textContent())?.trim() ?? '';
    expect(firstTitle).not.toBe('');
    // The app told the server what it needs to draw this person's first screen; the session is
    // in the server's HttpOnly cookie alone, in no cookie a script reads (issue 31 §7).
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'lp_session' && c.httpOnly)?.value)
      .toBe(sessionId);
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'lp_screen')).toBe(true);
    expect((await context.cookies()).filter((c) => !c.httpOnly && c.value.includes(sessionId))).toEqual([]);

    await page.addInitScript(() => {
      const w = window as unknown as { __drawn: Record<string, unknown> | null; __drawnGone: boolean };
      w.__drawn = null;
      w.__drawnGone = false;
      new MutationObserver(() => {
        const drawn = document.getElementById('lp-first-screen');
        if (drawn && !w.__drawn)
          w.__drawn = {
            inert: drawn.inert,
            hidden: drawn.getAttribute('aria-hidden'),
            mark: drawn.dataset.mark,
            appStarted: !!document.querySelector('#root > *'),
          };
        if (w.__drawn && !drawn) w.__drawnGone = true;
      }).observe(document, { childList: true, subtree: true });
      // The page as parsed (the drawn part streams in after the head), before the app starts.
      document.addEventListener('DOMContentLoaded', () => {
        const drawn = document.getElementById('lp-first-screen');
        Object.assign(w.__drawn ?? {}, {
          text: drawn?.textContent,
          testIds: drawn?.querySelectorAll('[data-testid]').length,
          cards: drawn?.querySelectorAll('[data-copy-testid=post-card]').length,
          scripts: document.querySelectorAll('script[type=module]').length,
          appStartedWhenParsed: !!document.querySelector('#root > *'),
        });
      });
    });
    await page.reload();
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    const drawn = await page.evaluate(() => (window as unknown as { __drawn: Record<string, unknown> | null }).__drawn);
    expect(drawn).toMatchObject({
      inert: true,
      hidden: 'true',
      mark: sessionMark(sessionId),
      testIds: 0,
      scripts: 0,
      appStarted: false,
      appStartedWhenParsed: false,
    });
    expect(drawn?.cards).toBeGreaterThan(0);
    expect(drawn?.text).toContain(firstTitle);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __drawnGone: boolean }).__drawnGone))
      .toBe(true);
    await expect(page.locator('#lp-first-screen')).toHaveCount(0);
    // The live page works: a card opens its post.
    await page.getByTestId('post-card').first().getByTestId('post-title-link').click();
    await expect(page).toHaveURL(/\/post\//);

    // Signed out: the session cookie is gone (the new session is anonymous).
    await page.goto('/settings');
    await page.getByTestId('sign-out').click();
    await page.getByTestId('sign-out-dialog-confirm').click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'lp_session')?.value ?? '').toBe('');
  });
});

test('offline, the app opens from the service worker and says there is no connection', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
  });
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toHaveText('Нет подключения к интернету');
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});

const controlled = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
  });

test(
  'under the service worker a repeat open renders from the saved cache at once, and Cache Storage holds no page but the built shell',
  { tag: '@desktop-only' },
  async ({ page }) => {
    const { sessionId, person } = await signInAsDemo(page, { username: 'anna_smirnova', goto: '/profile' });
    await expect(page.getByTestId('profile-name')).toHaveText(person.name);
    await controlled(page);
    await savedWith(page, sessionId, person.name);

    // The server now answers nothing: the shell comes from the worker, the page from the saved cache.
    await page.route('**/functions/v1/**', () => {});
    await page.reload();
    await expect(page.getByTestId('profile-name')).toHaveText(person.name);
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    // More of the app: the feed, a post, the planner; then what the device keeps.
    await page.goto('/');
    await page.getByTestId('post-card').first().getByTestId('post-title-link').click();
    await expect(page.getByTestId('post-title')).toBeVisible();
    await page.goto('/planner');
    await expect(page.getByTestId('page-spinner')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('page-spinner')).toHaveCount(0);
    await expectNoPageButTheShell(page, builtShell(), [person.name]);

    // Signed out: nothing of the person is kept.
    await page.goto('/settings');
    await page.getByTestId('sign-out').click();
    await page.getByTestId('sign-out-dialog-confirm').click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect.poll(async () => (await savedCopies(page)).filter((c) => c.body.includes(person.name)).length).toBe(0);
    await expectNoPageButTheShell(page, builtShell(), [person.name]);
  },
);
