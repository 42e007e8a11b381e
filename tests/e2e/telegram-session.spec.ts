import { expect, type Page, test } from './support/test.ts';
import { E2E_BOT_URL, E2E_TG_URL, TEST_BOT_USERNAME } from '../support/test-bot.ts';
import { signedInitData, tgUser } from '../support/telegram.ts';
import { getFunction } from './support/boards-fixtures.ts';
import { callFunction, setUserSettings } from './support/sign-in.ts';
import {
  METHODS_AFTER_6_0,
  mockTelegram,
  postedParams,
  telegramEvents,
  type TelegramOptions,
} from './support/telegram-mock.ts';

/**
 * Sessions, the bot's notifications and the home-screen offer inside the Telegram stand-in
 * (support/telegram-mock.ts), each person a new Telegram account signed in through /tma on
 * the server with the bot: the bot allowed to
 * write (requestWriteAccess) or reached in its chat when blocked, the session id kept in
 * SecureStorage and never in CloudStorage, and the planner's home-screen offer.
 */
test.use({ baseURL: E2E_BOT_URL });
// Telegram's iOS and Android clients are phones: proven at phone size (the desktop run adds no other path).
test.skip(({ isMobile }) => !isMobile, 'runs on the phone project');

let seq = 0;
/** A new Telegram account signs in through /tma in the stand-in; its session id. */
async function signInFromTelegram(
  page: Page,
  opts: TelegramOptions & { language?: 'ru' | 'en'; allowsWriteToPm?: boolean } = {},
): Promise<{ sessionId: string; telegramId: number; username: string }> {
  const user = tgUser({ username: `tg_s${Date.now() % 1_000_000}_${seq++}`, language_code: opts.language ?? 'ru' });
  const initData = signedInitData({
    user: { ...user, allows_write_to_pm: opts.allowsWriteToPm ?? true } as typeof user,
  });
  await mockTelegram(page, { ...opts, initData });
  await page.goto('/tma');
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  const sessionId = (
    await page.waitForFunction(() => localStorage.getItem('sessionId'))
  ).jsonValue() as Promise<string>;
  const id = await sessionId;
  if (opts.language === 'en') {
    await setUserSettings(page, id, { language: 'en' });
    await page.evaluate(() => localStorage.setItem('language', 'en'));
  }
  return { sessionId: id, telegramId: user.id, username: user.username! };
}

const sessionCustomCalls = async (page: Page) =>
  (await postedParams(page, 'web_app_invoke_custom_method')).filter((c) =>
    JSON.stringify(c.params ?? {}).includes('sessionId'),
  ) as { method: string; params: { key?: string; keys?: string[] } }[];

const isAuth = (page: Page, sessionId: string) =>
  callFunction<{ exists: boolean; isAuth: boolean }>(page, 'check-session', { sessionId }).then((s) => s.isAuth);

/** Four earlier days of this week on which the planner was opened, as the device counted them. */
const seedDays = (page: Page) =>
  page.evaluate(() => {
    const pad = (n: number) => String(n).padStart(2, '0');
    const days = [1, 2, 4, 6].map((ago) => {
      const d = new Date();
      d.setDate(d.getDate() - ago);
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    });
    localStorage.setItem('lp:planner-days', JSON.stringify(days));
  });

test.describe('the session id out of CloudStorage, which syncs to every device of the account', () => {
  test('iOS 9.0 keeps it in SecureStorage, never in CloudStorage, and finds it there when the WebView lost local storage', async ({
    page,
  }) => {
    const { sessionId } = await signInFromTelegram(page, { platform: 'ios', version: '9.0' });
    await expect
      .poll(() => postedParams(page, 'web_app_secure_storage_save_key'))
      .toContainEqual({ req_id: expect.any(String), key: 'sessionId', value: sessionId });
    expect(await page.evaluate(() => window.__tgSecure?.sessionId)).toBe(sessionId);
    expect((await sessionCustomCalls(page)).filter((c) => c.method === 'saveStorageValue')).toEqual([]);
    expect(await page.evaluate(() => window.__tgCloud?.sessionId)).toBeUndefined();

    // iOS dropped the WebView's storage: the same session comes back from SecureStorage, signed in.
    // Dropped as the next open begins, before any of its code: the page still open could write
    // its session back in between a clear and the reload.
    await page.addInitScript(() => {
      if (sessionStorage.getItem('test:storage-dropped')) return;
      localStorage.clear();
      sessionStorage.setItem('test:storage-dropped', '1');
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('sessionId'))).toBe(sessionId);
    expect(await postedParams(page, 'web_app_secure_storage_get_key')).toEqual([
      { req_id: expect.any(String), key: 'sessionId' },
    ]);
    expect(await isAuth(page, sessionId)).toBe(true);
  });

  test('an old CloudStorage copy is moved on first start and deleted there: to SecureStorage on Android 9.0, to local storage on Desktop', async ({
    page,
    browser,
  }) => {
    const { sessionId } = await signInFromTelegram(page, { platform: 'android', version: '9.0' });

    // A device that last ran the version keeping it in CloudStorage (and has nothing else).
    const android = await browser.newPage({ baseURL: E2E_BOT_URL });
    await mockTelegram(android, { platform: 'android', version: '9.0', cloud: { sessionId, theme: 'dark' } });
    await android.goto('/');
    await expect.poll(() => android.evaluate(() => localStorage.getItem('sessionId'))).toBe(sessionId);
    await expect.poll(() => android.evaluate(() => window.__tgSecure?.sessionId)).toBe(sessionId);
    await expect.poll(() => android.evaluate(() => window.__tgCloud)).toEqual({ theme: 'dark' });
    expect((await sessionCustomCalls(android)).map((c) => c.method)).toEqual([
      'getStorageValues',
      'deleteStorageValues',
    ]);
    await android.close();

    const desktop = await browser.newPage({ baseURL: E2E_BOT_URL });
    await mockTelegram(desktop, { platform: 'tdesktop', version: '8.0', cloud: { sessionId } });
    await desktop.goto('/');
    await expect.poll(() => desktop.evaluate(() => localStorage.getItem('sessionId'))).toBe(sessionId);
    await expect.poll(() => desktop.evaluate(() => window.__tgCloud)).toEqual({});
    expect((await telegramEvents(desktop)).filter((e) => e.name.startsWith('web_app_secure_storage'))).toEqual([]);
    // Started again: nothing is asked of CloudStorage any more.
    await desktop.reload();
    await expect(desktop.getByTestId('feed-page')).toBeVisible();
    expect(await sessionCustomCalls(desktop)).toEqual([]);
    await desktop.close();
    expect(await isAuth(page, sessionId)).toBe(true);
  });
});

test.describe('notifications the bot may send', () => {
  test('turning a kind on asks Telegram to let the bot write, once allowed never again', async ({ page }) => {
    await signInFromTelegram(page, { allowsWriteToPm: false });
    await page.goto('/settings');
    const section = page.getByTestId('notification-settings');
    const digest = section.getByRole('checkbox', { name: 'Утренняя сводка в 9:00' });
    await expect(digest).toBeChecked();
    await section.locator('label').filter({ hasText: 'Утренняя сводка в 9:00' }).click();
    await expect(digest).not.toBeChecked();
    await expect(digest).toBeEnabled();
    expect(await postedParams(page, 'web_app_request_write_access')).toEqual([]); // turning off asks nothing

    await section.locator('label').filter({ hasText: 'Утренняя сводка в 9:00' }).click();
    await expect(digest).toBeChecked();
    await expect.poll(() => postedParams(page, 'web_app_request_write_access')).toEqual([{}]);
    await expect(section).toContainText('Бот пишет вам в Telegram');

    // Allowed: the next kind turned on asks nothing.
    await section.locator('label').filter({ hasText: 'Утренняя сводка в 9:00' }).click();
    await expect(digest).not.toBeChecked();
    await expect(digest).toBeEnabled();
    await section.locator('label').filter({ hasText: 'Утренняя сводка в 9:00' }).click();
    await expect(digest).toBeChecked();
    await expect(digest).toBeEnabled();
    expect(await postedParams(page, 'web_app_request_write_access')).toHaveLength(1);
  });

  test('a refusal says the bot cannot write (en)', async ({ page, request }) => {
    await signInFromTelegram(page, { allowsWriteToPm: false, writeAccess: 'cancelled', language: 'en' });
    await page.goto('/settings');
    const section = page.getByTestId('notification-settings');
    const digest = section.getByRole('checkbox', { name: 'Morning digest at 9:00' });
    await section.locator('label').filter({ hasText: 'Morning digest at 9:00' }).click();
    await expect(digest).not.toBeChecked();
    await expect(digest).toBeEnabled();
    await section.locator('label').filter({ hasText: 'Morning digest at 9:00' }).click();
    await expect.poll(() => postedParams(page, 'web_app_request_write_access')).toEqual([{}]);
    await expect(section).toContainText('The bot cannot write to you until you allow it messages.');
    await expect(section.getByTestId('notify-bot-blocked')).toHaveCount(0);
  });
});

test.describe('a person who blocked the bot', () => {
  test('is told so in both languages and sent to its chat; Telegram is not asked for write access', async ({
    page,
    browser,
    request,
  }) => {
    const blocker = await signInFromTelegram(page, { allowsWriteToPm: false });
    // Telegram refuses the bot's messages to them (403), as after "Block" in the bot's chat.
    await request.post(`${E2E_TG_URL}/__control`, { data: { blocked: [blocker.telegramId] } });
    try {
      // Someone adds them to a space: the bot's message about it is refused, which marks them blocked.
      const other = await browser.newPage({ baseURL: E2E_BOT_URL });
      const colleague = await signInFromTelegram(other);
      const s = colleague.sessionId;
      const { space } = await callFunction<{ space: { id: number } }>(other, 'spaces', {
        action: 'create',
        sessionId: s,
        title: `Blocked ${blocker.username}`,
      });
      const { profiles } = await callFunction<{ profiles: { id: number; username: string | null }[] }>(
        other,
        'profiles',
        { action: 'search', sessionId: s, query: blocker.username },
      );
      const profileId = profiles.find((p) => p.username === blocker.username)!.id;
      await callFunction(other, 'members', { action: 'add', sessionId: s, spaceId: space.id, profileId });
      await other.close();
      await expect
        .poll(
          async () =>
            (
              await getFunction<{ botBlocked: boolean }>(page, 'notifications', {
                action: 'get',
                sessionId: blocker.sessionId,
              })
            ).botBlocked,
          { timeout: 20_000 },
        )
        .toBe(true);
    } finally {
      await request.post(`${E2E_TG_URL}/__control`, { data: { blocked: [] } });
    }

    await page.goto('/settings');
    const section = page.getByTestId('notification-settings');
    const notice = section.getByTestId('notify-bot-blocked');
    await expect(notice).toContainText('Вы заблокировали бота, поэтому уведомления не доходят.');
    await notice.getByRole('link', { name: 'Открыть чат с ботом' }).click();
    await expect
      .poll(() => postedParams(page, 'web_app_open_tg_link'))
      .toEqual([{ path_full: `/${TEST_BOT_USERNAME}` }]);
    // requestWriteAccess cannot unblock a bot: turning a kind on does not ask it.
    const digest = section.getByRole('checkbox', { name: 'Утренняя сводка в 9:00' });
    await section.locator('label').filter({ hasText: 'Утренняя сводка в 9:00' }).click();
    await expect(digest).not.toBeChecked();
    await expect(digest).toBeEnabled();
    await section.locator('label').filter({ hasText: 'Утренняя сводка в 9:00' }).click();
    await expect(digest).toBeChecked();
    await expect(digest).toBeEnabled();
    expect(await postedParams(page, 'web_app_request_write_access')).toEqual([]);

    await setUserSettings(page, blocker.sessionId, { language: 'en' });
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await expect(page.getByTestId('notify-bot-blocked')).toContainText(
      'You have blocked the bot, so notifications cannot reach you.',
    );
    await expect(page.getByRole('link', { name: 'Open the chat with the bot' })).toHaveAttribute(
      'href',
      `https://t.me/${TEST_BOT_USERNAME}`,
    );
  });
});

test.describe('the home-screen offer', () => {
  test('the fifth day in a week offers the icon once, under the header at 360 px; adding it ends the offer', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInFromTelegram(page);
    await seedDays(page);
    await page.goto('/planner');
    const offer = page.getByTestId('home-screen-offer');
    await expect(offer).toHaveText('Добавить планер на экран «Домой»');
    expect(await postedParams(page, 'web_app_check_home_screen')).toEqual([{}]);
    // It pushes the planner down, never covers the header's controls, and fits the width.
    const [box, header] = [(await offer.boundingBox())!, (await page.getByTestId('planner-header').boundingBox())!];
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.x + box.width).toBeLessThanOrEqual(360);

    await offer.getByTestId('home-screen-add').click();
    await expect.poll(() => postedParams(page, 'web_app_add_to_home_screen')).toEqual([{}]);
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('planner-header')).toBeVisible();
    await expect(offer).toHaveCount(0);
    expect(await postedParams(page, 'web_app_check_home_screen')).toEqual([]);
  });

  test('in English; closing it is remembered, and an icon already there or fewer days offer nothing', async ({
    page,
  }) => {
    await signInFromTelegram(page, { language: 'en' });
    await page.goto('/planner');
    await expect(page.getByTestId('planner-header')).toBeVisible();
    // The first day only: nothing is asked.
    expect(await postedParams(page, 'web_app_check_home_screen')).toEqual([]);
    await seedDays(page);
    await page.reload();
    const offer = page.getByTestId('home-screen-offer');
    await expect(offer).toHaveText('Add the planner to the Home Screen');
    await offer.getByRole('button', { name: 'Do not offer again' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('planner-header')).toBeVisible();
    await expect(offer).toHaveCount(0);
    expect(await postedParams(page, 'web_app_add_to_home_screen')).toEqual([]);

    // Another device whose icon is already on the home screen: asked, nothing offered.
    const added = await page.context().browser()!.newPage({ baseURL: E2E_BOT_URL });
    await signInFromTelegram(added, { homeScreen: 'added' });
    await seedDays(added);
    await added.goto('/planner');
    await expect.poll(() => postedParams(added, 'web_app_check_home_screen')).toEqual([{}]);
    await expect(added.getByTestId('planner-header')).toBeVisible();
    await expect(added.getByTestId('home-screen-offer')).toHaveCount(0);
    await added.close();
  });
});

test('a 6.0 client is sent nothing newer and nothing throws; a plain browser posts nothing and offers nothing', async ({
  page,
  browser,
}) => {
  const errors: Error[] = [];
  page.on('pageerror', (e) => errors.push(e));
  const { sessionId } = await signInFromTelegram(page, { version: '6.0', platform: 'ios', allowsWriteToPm: false });
  await page.goto('/settings');
  const section = page.getByTestId('notification-settings');
  const digest = section.getByRole('checkbox', { name: 'Утренняя сводка в 9:00' });
  await section.locator('label').filter({ hasText: 'Утренняя сводка в 9:00' }).click();
  await expect(digest).not.toBeChecked();
  await expect(digest).toBeEnabled();
  await section.locator('label').filter({ hasText: 'Утренняя сводка в 9:00' }).click();
  await expect(digest).toBeChecked();
  await expect(digest).toBeEnabled();
  await seedDays(page);
  await page.goto('/planner');
  await expect(page.getByTestId('planner-header')).toBeVisible();
  await expect(page.getByTestId('home-screen-offer')).toHaveCount(0);
  const posted = (await telegramEvents(page)).map((e) => e.name);
  expect(posted).toContain('web_app_ready');
  expect(posted.filter((n) => METHODS_AFTER_6_0.includes(n))).toEqual([]);
  // With their stacks: a failure says where it was thrown.
  expect(errors.map((e) => e.stack ?? e.message)).toEqual([]);

  // The same person in a plain browser: the switches work, nothing is offered, nothing is sent to a Telegram that is not there.
  const plain = await browser.newPage({ baseURL: E2E_BOT_URL });
  // The person's session is stored before any of the app's code runs: stored over an anonymous
  // one after a first page, it could lose to that page's start-up still writing its own.
  await plain.addInitScript((id) => localStorage.setItem('sessionId', id), sessionId);
  await plain.goto('/settings');
  await seedDays(plain);
  const plainDigest = plain
    .getByTestId('notification-settings')
    .getByRole('checkbox', { name: 'Утренняя сводка в 9:00' });
  await plain
    .getByTestId('notification-settings')
    .locator('label')
    .filter({ hasText: 'Утренняя сводка в 9:00' })
    .click();
  await expect(plainDigest).not.toBeChecked();
  await expect(plainDigest).toBeEnabled();
  await plain.goto('/planner');
  await expect(plain.getByTestId('planner-header')).toBeVisible();
  await expect(plain.getByTestId('home-screen-offer')).toHaveCount(0);
  expect(await plain.evaluate(() => window.__tgEvents)).toBeUndefined();
  await plain.close();
});
