import { expect, test, type Page } from './support/test.ts';
import { E2E_BOT_URL } from '../support/test-bot.ts';
import { signedInitData, tgUser } from '../support/telegram.ts';
import { signInAsDemo } from './support/sign-in.ts';
import { mockTelegram, telegramEvents } from './support/telegram-mock.ts';

/**
 * The app runs with its Content-Security-Policy on, in the browser and in
 * the Telegram stand-in: no `securitypolicyviolation` event and no CSP console error on the
 * main pages, and Telegram Web may frame it.
 */

/** Collects CSP violations from the console and from `securitypolicyviolation` events. */
async function watchCsp(page: Page) {
  const console: string[] = [];
  page.on('console', (msg) => {
    if (/content security policy/i.test(msg.text())) console.push(msg.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ];
}

async function expectPolicy(page: Page, path: string) {
  const res = await page.goto(path);
  const policy = res?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'self' https://web.telegram.org https://*.telegram.org");
  expect(res?.headers()['x-frame-options']).toBeUndefined();
}

test.describe('Content-Security-Policy', { tag: '@desktop-only' }, () => {
  test('the shell, auth, planner and settings pages run without a violation', async ({ page }) => {
    const violations = await watchCsp(page);
    await expectPolicy(page, '/');
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    expect(await violations()).toEqual([]);

    // A post page: covers, the lazy Markdown renderer, links.
    await expectPolicy(page, '/post/rec');
    await expect(page.getByTestId('post-content').getByRole('heading').first()).toBeVisible();
    expect(await violations()).toEqual([]);

    await expectPolicy(page, '/auth');
    await expect(page.getByTestId('demo-sign-in').or(page.getByTestId('auth-demo-mode')).first()).toBeVisible();
    expect(await violations()).toEqual([]);

    await signInAsDemo(page, { username: 'anna_smirnova', goto: '/planner' });
    await expect(page.getByTestId('planner-header')).toBeVisible();
    expect(await violations()).toEqual([]);

    await page.goto('/settings');
    await expect(page.getByTestId('session-list')).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByTestId('profile-name')).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('the sign-in page with the bot (link and QR code) runs without a violation', async ({ page }) => {
    const violations = await watchCsp(page);
    await expectPolicy(page, `${E2E_BOT_URL}/auth`);
    await expect(page.getByTestId('auth-link')).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('the mini-app in the Telegram stand-in signs in and runs without a violation', async ({ page }) => {
    const violations = await watchCsp(page);
    const person = tgUser({
      first_name: 'Csp',
      last_name: 'Check',
      username: `csp_${Date.now() % 100000}`,
      language_code: 'ru',
    });
    await mockTelegram(page, { initData: signedInitData({ user: person }) });
    await expectPolicy(page, `${E2E_BOT_URL}/tma`);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('sessionId')), { timeout: 15_000 })
      .toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(async () => (await telegramEvents(page)).some((e) => e.name === 'web_app_ready')).toBe(true);
    await page.goto(`${E2E_BOT_URL}/planner`);
    await expect(page.getByTestId('planner-header')).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('Telegram Web may frame the app; another site may not', async ({ page, baseURL }) => {
    const refusals: string[] = [];
    page.on('console', (msg) => {
      if (/frame-ancestors/.test(msg.text())) refusals.push(msg.text());
    });
    // The app as a public https site (Chromium will not let a public page frame 127.0.0.1):
    // every request to app.example is answered by the test server, its headers untouched.
    const APP = 'https://app.example';
    await page.route(`${APP}/**`, async (route) => {
      if (route.request().url().includes('/functions/v1/realtime')) return route.abort(); // a stream never ends: not proxied
      const response = await route.fetch({ url: route.request().url().replace(APP, baseURL!) });
      await route.fulfill({ response });
    });
    const frameHtml = `<!doctype html><html><body><iframe id="app" src="${APP}/" width="400" height="600" onload="window.__framed = true"></iframe></body></html>`;
    for (const site of ['https://web.telegram.org/k/', 'https://elsewhere.example/']) {
      await page.route(site, (route) => route.fulfill({ contentType: 'text/html', body: frameHtml }));
    }
    await page.goto('https://web.telegram.org/k/');
    await expect(page.frameLocator('#app').getByTestId('feed-page')).toBeVisible();
    expect(refusals).toEqual([]);

    await page.goto('https://elsewhere.example/');
    await page.waitForFunction(() => (window as unknown as { __framed?: boolean }).__framed === true);
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    await expect(page.frameLocator('#app').locator('#root')).toHaveCount(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
