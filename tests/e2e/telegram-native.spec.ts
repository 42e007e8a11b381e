import { expect, type Locator, type Page, type TestInfo, test } from './support/test.ts';
import { drag, getFunction, openBoard, seedBoard } from './support/boards-fixtures.ts';
import { signInAsDemo } from './support/sign-in.ts';
import {
  DARK_THEME,
  METHODS_AFTER_6_0,
  mockTelegram,
  postedParams,
  telegramEvents,
  telegramSends,
} from './support/telegram-mock.ts';

/**
 * The app inside the Telegram stand-in (support/telegram-mock.ts): what it posts to the client
 * for downloads, drags, haptics, colours and fullscreen, and that a 6.0 client is sent nothing
 * newer. The browser's own downloads are proven by the profile's
 * and the event's tests (profile.spec.ts, post-attachments.spec.ts), which now fetch the same
 * signed addresses; the texts of both languages by the locale files' unit test.
 */

const LIGHT_THEME = { ...DARK_THEME, bg_color: '#ffffff', secondary_bg_color: '#efeff3', text_color: '#000000' };
/** telegram-ui's AppRoot marks its dark appearance with this (CSS-module) class. */
const TGUI_DARK = 'tgui-865b921add8ee075';

/** An in-app navigation (wouter listens to pushState), as a tap on a link does. */
const navigateInApp = (page: Page, path: string) => page.evaluate((p) => window.history.pushState(null, '', p), path);

async function eventPostUrl(page: Page): Promise<string> {
  for (let p = 1; p <= 5; p++) {
    const { posts } = await getFunction<{ posts: { url: string; has_event: boolean }[] }>(page, 'posts', {
      action: 'feed',
      page: p,
    });
    const found = posts.find((x) => x.has_event);
    if (found) return found.url;
  }
  throw new Error('no demo post with an event in the first five pages of the feed');
}

test.describe('inside Telegram 8.0 (mocked WebView)', () => {
  test('"Add to calendar" asks Telegram to download the .ics from an address of our own', async ({ page }) => {
    await mockTelegram(page);
    await page.goto('/');
    await expect(page.getByTestId('feed-page')).toBeVisible();
    await page.goto(`/post/${await eventPostUrl(page)}`);
    await page.getByTestId('event-card').getByTestId('event-add-calendar').click();

    await expect.poll(() => postedParams(page, 'web_app_request_file_download')).toHaveLength(1);
    const [{ url, file_name }] = (await postedParams(page, 'web_app_request_file_download')) as {
      url: string;
      file_name: string;
    }[];
    expect(file_name).toMatch(/\.ics$/);
    // The e2e server is plain http: the address's path is fetched from the test's origin, with no session.
    const { pathname } = new URL(url);
    expect(pathname).toMatch(/^\/files\/[\w-]+\.[\w-]+\/.+\.ics$/);
    const res = await page.request.get(pathname);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers()['content-disposition']).toMatch(/^attachment; filename=".+\.ics"/);
    expect(await res.text()).toContain('BEGIN:VEVENT');
  });

  test('a kanban drag turns swipes off and back on, and is felt: picked up, over another column, done', async ({
    page,
  }, info) => {
    await mockTelegram(page);
    const { sessionId } = await signInAsDemo(page, { username: 'anna_smirnova' });
    // 'Готово' is a done option (shared/planner/finished.ts): moving a card there is a success.
    const board = await seedBoard(page, sessionId, [{ title: 'Иск', status: 1, position: 0 }]);
    const [, doing, done] = board.options.map((o) => o.id);
    await openBoard(page, board, '/kanban');
    const card = page.locator(`[data-card-id="${board.tasks['Иск']}"]`);
    await expect(card).toBeVisible();
    const doneColumn = page.locator(`[data-testid=kanban-column][data-column-key="${done}"]`);
    // A phone shows about one column: bring the border of the two to the middle of the screen.
    const vw = page.viewportSize()!.width;
    const [a, b] = [
      (await page.locator(`[data-testid=kanban-column][data-column-key="${doing}"]`).boundingBox())!,
      (await doneColumn.boundingBox())!,
    ];
    if (b.x + b.width > vw)
      await page
        .getByTestId('kanban-columns')
        .evaluate((el, dx) => el.scrollBy({ left: dx, behavior: 'instant' }), (a.x + a.width + b.x) / 2 - vw / 2);
    const swipesBefore = (await postedParams(page, 'web_app_setup_swipe_behavior')).length;

    await drag(page, info, card, async () => {
      const col = (await doneColumn.boundingBox())!;
      return { x: Math.max(col.x + 24, Math.min(col.x + col.width / 2, vw - 64)), y: col.y + 70 };
    });
    await expect(doneColumn.locator(`[data-card-id="${board.tasks['Иск']}"]`)).toBeVisible();

    // Off while the card was held, on again once it was dropped (Bot API 7.7).
    await expect
      .poll(async () => (await postedParams(page, 'web_app_setup_swipe_behavior')).slice(swipesBefore))
      .toEqual([{ allow_vertical_swipe: false }, { allow_vertical_swipe: true }]);
    const felt = await postedParams(page, 'web_app_trigger_haptic_feedback');
    expect(felt).toContainEqual({ type: 'impact', impact_style: 'medium' });
    expect(felt).toContainEqual({ type: 'selection_change' });
    expect(felt).toContainEqual({ type: 'notification', notification_type: 'success' });
  });

  test("paints Telegram's header, background and bottom bar, follows a theme switch, and offers fullscreen on the board", async ({
    page,
  }) => {
    await mockTelegram(page);
    const { sessionId } = await signInAsDemo(page, { username: 'anna_smirnova' });
    const board = await seedBoard(page, sessionId, [{ title: 'Иск', status: 0, position: 0 }]);
    await openBoard(page, board, '/kanban');
    await expect(page.getByTestId('kanban-board')).toBeVisible();

    // The page's colours: its secondary background above and behind, the tab bar's below.
    await expect
      .poll(() => postedParams(page, 'web_app_set_header_color'))
      .toContainEqual({
        color_key: 'secondary_bg_color',
      });
    expect(await postedParams(page, 'web_app_set_background_color')).toContainEqual({
      color: DARK_THEME.secondary_bg_color,
    });
    expect(await postedParams(page, 'web_app_set_bottom_bar_color')).toContainEqual({ color: DARK_THEME.bg_color });
    await expect(page.locator('.app-root')).toHaveClass(new RegExp(TGUI_DARK));

    // Day comes: Telegram sends its light theme; the colours and telegram-ui's appearance follow.
    await telegramSends(page, 'theme_changed', { theme_params: LIGHT_THEME });
    await expect
      .poll(async () => (await postedParams(page, 'web_app_set_background_color')).at(-1))
      .toEqual({ color: LIGHT_THEME.secondary_bg_color });
    await expect(page.locator('.app-root')).not.toHaveClass(new RegExp(TGUI_DARK));

    // Fullscreen (8.0): asked for, and the header keeps clear of the status bar and Telegram's controls.
    const toggle = page.getByTestId('fullscreen-toggle');
    await expect(toggle).toHaveAccessibleName('Во весь экран');
    await toggle.click();
    await expect.poll(() => postedParams(page, 'web_app_request_fullscreen')).toHaveLength(1);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveAccessibleName('Выйти из полноэкранного режима');
    // support/telegram-mock.ts: 44 px of safe area and 46 px of content safe area, above the header's own 10 px.
    await expect(page.getByTestId('planner-header')).toHaveCSS('padding-top', '100px');

    // Leaving the route leaves fullscreen.
    await navigateInApp(page, '/network');
    await expect(page.getByTestId('network-page')).toBeVisible();
    await expect.poll(() => postedParams(page, 'web_app_exit_fullscreen')).toHaveLength(1);
    await expect(page.getByTestId('planner-header')).toHaveCount(0);
  });
});

test('a 6.0 client is sent nothing newer than 6.0 and nothing throws; outside Telegram no toggle shows @desktop-only', async ({
  page,
  browser,
}) => {
  const errors: Error[] = [];
  page.on('pageerror', (e) => errors.push(e));
  await mockTelegram(page, { version: '6.0' });
  const { sessionId } = await signInAsDemo(page, { username: 'anna_smirnova' });
  const board = await seedBoard(page, sessionId, [{ title: 'Иск', status: 0, position: 0 }]);
  await openBoard(page, board, '/kanban');
  await expect(page.getByTestId('kanban-board')).toBeVisible();
  await expect(page.getByTestId('fullscreen-toggle')).toHaveCount(0);
  await page.goto('/network');
  await expect(page.getByTestId('network-page')).toBeVisible();
  await page.goto('/anna_smirnova');
  await expect(page.getByTestId('profile-name')).toBeVisible();
  await page.getByTestId('profile-tab-information').click();
  const posted = (await telegramEvents(page)).map((e) => e.name);
  expect(posted).toContain('web_app_ready');
  expect(posted.filter((n) => METHODS_AFTER_6_0.includes(n))).toEqual([]);
  // With their stacks: a failure says where it was thrown.
  expect(errors.map((e) => e.stack ?? e.message)).toEqual([]);

  // A plain browser: the same board without Telegram's toggle.
  const plain = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await signInAsDemo(plain, { username: 'anna_smirnova' });
  await openBoard(plain, board, '/kanban');
  await expect(plain.getByTestId('kanban-board')).toBeVisible();
  await expect(plain.getByTestId('fullscreen-toggle')).toHaveCount(0);
  await plain.close();
});
