import { expect, test, type Page } from './support/test.ts';
import { E2E_ANON_KEY as ANON_KEY, E2E_BOT_URL } from '../support/test-bot.ts';
import { signedInitData, tgUser } from '../support/telegram.ts';
import { mockTelegram, telegramEvents } from './support/telegram-mock.ts';

const LIGHT_THEME = {
  bg_color: '#ffffff',
  text_color: '#000000',
  hint_color: '#707579',
  link_color: '#3390ec',
  button_color: '#3390ec',
  button_text_color: '#ffffff',
  secondary_bg_color: '#f4f4f5',
};

/** Opens /tma in the stand-in Telegram WebView with this init data. */
async function openInTelegram(page: Page, initData: string) {
  await mockTelegram(page, { initData, theme: LIGHT_THEME });
  await page.goto('/tma');
}

/** Opens an address of the Mini App in the stand-in Telegram WebView. */
async function openInTelegramAt(page: Page, initData: string, address: string) {
  await mockTelegram(page, { initData, theme: LIGHT_THEME });
  await page.goto(address);
}

const customCalls = async (page: Page) =>
  (await telegramEvents(page)).filter((e) => e.name === 'web_app_invoke_custom_method').map((e) => e.params as any);

test.describe('mini-app entry /tma', () => {
  test.use({ baseURL: E2E_BOT_URL });

  test('signs the Telegram user in, keeps the session out of CloudStorage and follows redirectTo @desktop-only', async ({
    page,
    request,
  }, info) => {
    const username = `tma_${info.project.name}_${Date.now() % 100000}`;
    const person = tgUser({ first_name: 'Олег', last_name: 'Миронов', username, language_code: 'ru' });
    await openInTelegram(page, signedInitData({ user: person, startParam: `profile_${username}` }));

    // start_param profile_<username> → /<username>: here the person's own new profile.
    await expect(page).toHaveURL(new RegExp(`/${username}$`), { timeout: 15_000 });
    const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const check = await request.post(`${E2E_BOT_URL}/functions/v1/check-session`, {
      data: { sessionId },
      headers: { Authorization: `Bearer ${ANON_KEY}` },
    });
    expect(await check.json()).toMatchObject({ exists: true, isAuth: true });

    // CloudStorage syncs to every device of the account, so the session id stays out of it.
    const calls = await customCalls(page);
    expect(
      calls.filter((c: any) => c.method === 'saveStorageValue'),
      JSON.stringify(calls),
    ).toEqual([]);
    expect(await page.evaluate(() => window.__tgCloud?.sessionId)).toBeUndefined();
    await expect(page.getByText('Олег Миронов').first()).toBeVisible();
  });

  test('draws the page the start parameter opens on the server for a returning person, who keeps their session @desktop-only', async ({
    page,
    context,
    request,
  }, info) => {
    const username = `tmadraw_${info.project.name.slice(0, 3)}_${Date.now() % 100000}`;
    const person = tgUser({ first_name: 'Римма', last_name: 'Возвратова', username, language_code: 'ru' });
    const initData = signedInitData({ user: person, startParam: `profile_${username}` });
    const opened = `/tma?tgWebAppStartParam=profile_${username}`;
    // The first open signs in as today (no session cookie yet) and tells the server it runs in Telegram.
    await openInTelegramAt(page, initData, opened);
    await expect(page).toHaveURL(new RegExp(`/${username}$`), { timeout: 15_000 });
    await expect(page.getByText('Римма Возвратова').first()).toBeVisible();
    const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'lp_screen')?.value ?? '')
      .toContain(encodeURIComponent('"tg":{"platform":"tdesktop"'));
    await page.close();

    // The Mini App opened again (cookies and local storage kept, a new WebView tab).
    const again = await context.newPage();
    await mockTelegram(again, { initData, theme: LIGHT_THEME });
    const confirmed = again.waitForResponse((r) => r.url().includes('/functions/v1/tma-auth'));
    const res = await again.goto(opened);
    // The server drew the person's profile into the HTML itself, before any script.
    const html = await res!.text();
    expect(html).toMatch(/<div id="root" data-drawn>/);
    expect(html.slice(html.indexOf('<div id="root"'))).toContain('Римма Возвратова');
    expect(html).toContain('<html class="in-telegram"');
    // The app hydrated it (the fixture fails the test on any hydration error) at the page's own address.
    await expect(again).toHaveURL(new RegExp(`/${username}#tgWebAppData=`));
    await expect(again.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(again.getByText('Римма Возвратова').first()).toBeVisible();
    // tma-auth confirmed the same Telegram user: the same session, kept.
    expect((await (await confirmed).json()).sessionId).toBe(sessionId);
    expect(await again.evaluate(() => localStorage.getItem('sessionId'))).toBe(sessionId);
    const check = await request.post(`${E2E_BOT_URL}/functions/v1/check-session`, {
      data: { sessionId },
      headers: { Authorization: `Bearer ${ANON_KEY}` },
    });
    expect(await check.json()).toMatchObject({ exists: true, isAuth: true });
    // The hydrated page navigates as an app that rendered itself.
    await again.locator('a[href="/"]:visible').first().click();
    await expect(again).toHaveURL(/\/$/);
  });

  test("another Telegram user opening the Mini App over someone's session cookie gets a session of their own @desktop-only", async ({
    page,
    context,
    request,
  }, info) => {
    const stamp = `${info.project.name.slice(0, 3)}_${Date.now() % 100000}`;
    const first = tgUser({ first_name: 'Первая', last_name: 'Хозяйка', username: `tmafirst_${stamp}` });
    const second = tgUser({ first_name: 'Второй', last_name: 'Гость', username: `tmasecond_${stamp}` });
    await openInTelegramAt(page, signedInitData({ user: first }), '/tma');
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    const firstSession = await page.evaluate(() => localStorage.getItem('sessionId'));
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'lp_screen')?.value ?? '')
      .toContain(encodeURIComponent('"tg":'));
    await page.close();

    // The same WebView, another Telegram account: the server draws the feed for the cookie's
    // session, and tma-auth then signs the other person in, as /tma always did.
    const again = await context.newPage();
    await mockTelegram(again, { initData: signedInitData({ user: second }), theme: LIGHT_THEME });
    const signedIn = again.waitForResponse((r) => r.url().includes('/functions/v1/tma-auth'));
    const res = await again.goto('/tma');
    expect(await res!.text()).toMatch(/<div id="root" data-drawn>/);
    const answer = await (await signedIn).json();
    expect(answer.sessionId).not.toBe(firstSession);
    await expect.poll(() => again.evaluate(() => localStorage.getItem('sessionId'))).toBe(answer.sessionId);
    const check = async (sessionId: string | null) =>
      (
        await request.post(`${E2E_BOT_URL}/functions/v1/check-session`, {
          data: { sessionId },
          headers: { Authorization: `Bearer ${ANON_KEY}` },
        })
      ).json();
    expect(await check(answer.sessionId)).toMatchObject({ exists: true, isAuth: true });
    // The session the app held (the first person's) ended, as at any sign-in that replaces it.
    expect(await check(firstSession)).toMatchObject({ exists: false });
    // The app runs on the new person's session: their own profile.
    await again.locator('a[href="/profile"]:visible, [data-testid="tab-/profile"]:visible').first().click();
    await expect(again.getByTestId('profile-name')).toHaveText('Второй Гость');
  });

  test('sends a person with forged init data to / without a session', { tag: '@desktop-only' }, async ({ page }) => {
    const forged = signedInitData({ token: '999999:SOMEONE-ELSES-bot-token-entirely' });
    await openInTelegram(page, forged);
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    const calls = await customCalls(page);
    expect(calls.some((c: any) => c.method === 'saveStorageValue')).toBe(false);
  });

  test('goes to / outside Telegram', { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto('/tma');
    await expect(page).toHaveURL(/\/$/);
  });
});
