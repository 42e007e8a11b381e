import { expect, test } from './support/test.ts';
import { callFunction, signInAsDemo } from './support/sign-in.ts';

/**
 * A person sees another device in Settings and signs it out.
 * Only maria_kuz signs in here, and only on desktop: signing her other sessions out must not
 * reach a test running in parallel.
 */
test(
  'signs out every other session from Settings: that device is signed out, this one stays',
  { tag: '@desktop-only' },
  async ({ page, browser }, info) => {
    test.skip(info.project.name !== 'desktop', 'one person, one project: the phone run would share her sessions');
    // Signed in before the app opens: an app already running would find its anonymous session
    // ended by the sign-in and start again with a new one, stored over the signed-in one.
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    const there = await signInAsDemo(other, { username: 'maria_kuz' });
    const here = await signInAsDemo(page, { username: 'maria_kuz', goto: '/settings' });

    await expect(page.getByTestId('session-current')).toHaveCount(1);
    await expect(page.getByTestId('session').first()).toBeVisible();
    await page.getByTestId('sign-out-others').click();
    await page.getByTestId('session-revoke-dialog-confirm').click();
    await expect(page.getByTestId('session')).toHaveCount(0);
    await expect(page.getByTestId('session-current')).toHaveCount(1);

    // The other device's session is gone; this one still works.
    expect(
      await callFunction<{ exists: boolean }>(other, 'check-session', { sessionId: there.sessionId }),
    ).toMatchObject({ exists: false });
    expect(await callFunction<{ isAuth: boolean }>(page, 'check-session', { sessionId: here.sessionId })).toMatchObject(
      {
        isAuth: true,
      },
    );
    await other.goto('/settings');
    await expect(other).toHaveURL(/\/auth$/);
    await otherContext.close();
  },
);
