import { expect, test, type Page } from '@playwright/test';
import { signInAsDemo } from './support/sign-in.ts';

/**
 * Issue 20 item 3: a repeat open shows the last-seen page at once from the saved cache (and
 * refreshes it in the background), a sign-out leaves nothing of the person behind, and offline
 * the shell still opens and says there is no connection. Speed itself is the bench's
 * (tests/bench/first-screen-bench.ts).
 */

const savedCopies = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('lp-queries:'))
      .map((k) => ({ key: k, body: localStorage.getItem(k) ?? '' })),
  );

/** Waits until the app saved its cache for this session, holding `text`. */
async function savedWith(page: Page, sessionId: string, text: string) {
  await expect
    .poll(async () => (await savedCopies(page)).some((c) => c.key === `lp-queries:${sessionId}` && c.body.includes(text)))
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

  test('signing out drops the saved cache: the next person does not see the first one', async ({ page }) => {
    const first = await signInAsDemo(page, { username: 'igor_volkov', goto: '/profile' });
    await expect(page.getByTestId('profile-name')).toHaveText(first.person.name);
    await savedWith(page, first.sessionId, first.person.name);

    await page.goto('/settings');
    await page.getByTestId('sign-out').click();
    await page.getByTestId('sign-out-dialog-confirm').click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect.poll(async () => (await savedCopies(page)).filter((c) => c.body.includes(first.person.name)).length).toBe(0);

    const second = await signInAsDemo(page, { username: 'dmitry_orlov', goto: '/profile' });
    await expect(page.getByTestId('profile-name')).toHaveText(second.person.name);
    await savedWith(page, second.sessionId, second.person.name);
    expect((await savedCopies(page)).map((c) => c.key)).toEqual([`lp-queries:${second.sessionId}`]);
  });
});

test('offline, the app opens from the service worker and says there is no connection', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
  });
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toHaveText('Нет подключения к интернету');
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});
