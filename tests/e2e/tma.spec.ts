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

const customCalls = async (page: Page) =>
  (await telegramEvents(page)).filter((e) => e.name === 'web_app_invoke_custom_method').map((e) => e.params as any);

test.describe('mini-app entry /tma', () => {
  test.use({ baseURL: E2E_BOT_URL });

  test('signs the Telegram user in, keeps the session out of CloudStorage and follows redirectTo', async ({
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

    // Issue 34 §7: CloudStorage syncs to every device of the account, so the session id stays out of it.
    const calls = await customCalls(page);
    expect(
      calls.filter((c: any) => c.method === 'saveStorageValue'),
      JSON.stringify(calls),
    ).toEqual([]);
    expect(await page.evaluate(() => window.__tgCloud?.sessionId)).toBeUndefined();
    await expect(page.getByText('Олег Миронов').first()).toBeVisible();
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
