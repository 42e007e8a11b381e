import { expect, test } from './support/test.ts';
import { callFunction, signInAsDemo } from './support/sign-in.ts';

test('opens the feed with navigation and an anonymous session', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('feed-page')).toBeVisible();
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
  expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
});

test('a call answering 401 on a page that needs a session leads to /auth with a new anonymous session, and stays there @desktop-only', async ({
  page,
}) => {
  const { sessionId } = await signInAsDemo(page, { username: 'anna_smirnova' });
  // The server no longer knows the session (ended on another device, expired).
  await page.route('**/functions/v1/settings**', (route) =>
    route.fulfill({ status: 401, json: { error: 'No session found' } }),
  );
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sessionId'))).toMatch(/^[0-9a-f-]{36}$/);
  const fresh = await page.evaluate(() => localStorage.getItem('sessionId'));
  expect(fresh).not.toBe(sessionId);
  const state = await callFunction<{ exists: boolean; isAuth: boolean }>(page, 'check-session', { sessionId: fresh });
  expect(state).toMatchObject({ exists: true, isAuth: false });
  await expect(
    page.getByTestId('auth-demo-mode').or(page.getByTestId('auth-loading')).or(page.getByTestId('auth-error')).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByTestId('toast-error')).toHaveCount(0);
});
