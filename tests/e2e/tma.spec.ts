import { expect, test, type Page } from '@playwright/test';
import { E2E_ANON_KEY as ANON_KEY, E2E_BOT_URL } from '../support/test-bot.ts';
import { signedInitData, tgUser } from '../support/telegram.ts';


/**
 * Telegram, mocked the way the SDK supports (window.__LP_MOCK_TELEGRAM__ → mockTelegramEnv):
 * launch parameters carrying the init data, and an onEvent that records every call to the
 * client and answers CloudStorage and the requests the SDK waits for.
 */
async function openInTelegram(page: Page, initData: string) {
  await page.addInitScript((raw) => {
    const w = window as any;
    w.__tgEvents = [];
    w.__cloud = {};
    const reply = (eventType: string, eventData: unknown) => setTimeout(() => w.Telegram.WebView.receiveEvent(eventType, eventData), 0);
    w.__LP_MOCK_TELEGRAM__ = {
      launchParams: {
        tgWebAppData: raw,
        tgWebAppVersion: '8.0',
        tgWebAppPlatform: 'tdesktop',
        tgWebAppThemeParams: { bg_color: '#ffffff', text_color: '#000000', hint_color: '#707579', link_color: '#3390ec', button_color: '#3390ec', button_text_color: '#ffffff', secondary_bg_color: '#f4f4f5' },
      },
      onEvent([method, params]: [string, any]) {
        w.__tgEvents.push({ method, params });
        if (method === 'web_app_invoke_custom_method') {
          const { req_id, method: m, params: p } = params;
          let result: unknown = true;
          if (m === 'saveStorageValue') w.__cloud[p.key] = p.value;
          else if (m === 'deleteStorageValues') for (const k of p.keys) delete w.__cloud[k];
          else if (m === 'getStorageValues') result = Object.fromEntries(p.keys.map((k: string) => [k, w.__cloud[k] ?? '']));
          else if (m === 'getStorageKeys') result = Object.keys(w.__cloud);
          reply('custom_method_invoked', { req_id, result });
        } else if (method === 'web_app_request_viewport') {
          reply('viewport_changed', { height: window.innerHeight, width: window.innerWidth, is_expanded: true, is_state_stable: true });
        } else if (method === 'web_app_request_theme') {
          reply('theme_changed', { theme_params: { bg_color: '#ffffff', text_color: '#000000' } });
        } else if (method === 'web_app_request_safe_area') {
          reply('safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 });
        } else if (method === 'web_app_request_content_safe_area') {
          reply('content_safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 });
        }
      },
    };
  }, initData);
  await page.goto('/tma');
}

const customCalls = (page: Page) =>
  page.evaluate(() => (window as any).__tgEvents.filter((e: any) => e.method === 'web_app_invoke_custom_method').map((e: any) => e.params));

test.describe('mini-app entry /tma', () => {
  test.use({ baseURL: E2E_BOT_URL });

  test('signs the Telegram user in, keeps the session in CloudStorage and follows redirectTo', async ({ page, request }, info) => {
    const username = `tma_${info.project.name}_${Date.now() % 100000}`;
    const person = tgUser({ first_name: 'Олег', last_name: 'Миронов', username, language_code: 'ru' });
    await openInTelegram(page, signedInitData({ user: person, startParam: `profile_${username}` }));

    // start_param profile_<username> → /<username>: here the person's own new profile.
    await expect(page).toHaveURL(new RegExp(`/${username}$`), { timeout: 15_000 });
    const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const check = await request.post(`${E2E_BOT_URL}/functions/v1/check-session`, { data: { sessionId }, headers: { Authorization: `Bearer ${ANON_KEY}` } });
    expect(await check.json()).toMatchObject({ exists: true, isAuth: true });

    const calls = await customCalls(page);
    const cleared = calls.findIndex((c: any) => c.method === 'deleteStorageValues' && c.params.keys.includes('sessionId'));
    const saved = calls.findIndex((c: any) => c.method === 'saveStorageValue' && c.params.key === 'sessionId');
    expect(cleared, JSON.stringify(calls)).toBeGreaterThanOrEqual(0);
    expect(saved).toBeGreaterThan(cleared);
    expect(calls[saved].params.value).toBe(sessionId);
    expect(await page.evaluate(() => (window as any).__cloud.sessionId)).toBe(sessionId);
    await expect(page.getByText('Олег Миронов').first()).toBeVisible();
  });

  test('sends a person with forged init data to / without a session', async ({ page }) => {
    const forged = signedInitData({ token: '999999:SOMEONE-ELSES-bot-token-entirely' });
    await openInTelegram(page, forged);
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    const calls = await customCalls(page);
    expect(calls.some((c: any) => c.method === 'saveStorageValue')).toBe(false);
  });

  test('goes to / outside Telegram', async ({ page }) => {
    await page.goto('/tma');
    await expect(page).toHaveURL(/\/$/);
  });
});
