import { expect, type Page, test } from './support/test.ts';
import { openBoard, seedBoard } from './support/boards-fixtures.ts';
import { setUserSettings, signInAsDemo } from './support/sign-in.ts';
import {
  deviceStorage,
  METHODS_AFTER_6_0,
  mockTelegram,
  postedParams,
  pressTelegramBack,
  telegramEvents,
  telegramScreenshot,
  telegramSends,
} from './support/telegram-mock.ts';

/**
 * Forms inside the Telegram stand-in (support/telegram-mock.ts) and in a plain
 * browser: closing asks first while a form holds unsaved typing, the typing survives a reload
 * (DeviceStorage on a 9.0 client, local storage elsewhere), and the forms' primary and second
 * actions sit on Telegram's own MainButton and SecondaryButton, which a closed form never leaves
 * behind. At phone size: the tab bar and the "+" make room for Telegram's buttons.
 */

// Telegram's iOS and Android clients are phones: proven at phone size (telegram-session.spec.ts does the same).
test.skip(({ isMobile }) => !isMobile, 'runs on the phone project');
test.use({ viewport: { width: 360, height: 740 } });

const createButton = (page: Page) => page.locator('[data-testid^="create-menu-"]:visible');
const last = async (page: Page, method: string) => (await postedParams(page, method)).at(-1);
const closing = (page: Page) => last(page, 'web_app_setup_closing_behavior');
/** Keys of the stand-in's DeviceStorage whose value holds `text`: the draft was written down. */
const keptWith = async (page: Page, text: string) =>
  Object.entries(await deviceStorage(page))
    .filter(([, v]) => v.includes(text))
    .map(([k]) => k);

test.describe('inside Telegram 9.0 on iOS at phone size', () => {
  test("Back on a half-typed new task asks in Telegram's popup: Keep editing stays, Discard closes and nothing comes back (ru)", async ({
    page,
  }) => {
    await mockTelegram(page, { version: '9.0', platform: 'ios' });
    await signInAsDemo(page, { username: 'anna_smirnova', goto: '/planner' });
    const openNewTask = async () => {
      // The planner's own create button, then Task.
      await page.getByTestId('create-menu').click();
      await page.getByRole('menuitem', { name: 'Задача' }).click();
      await expect(page.getByTestId('entity-dialog')).toBeVisible();
    };
    await openNewTask();
    const title = page.getByTestId('entity-title');
    await title.fill('Отзыв на апелляционную жалобу');
    const popups = () => postedParams(page, 'web_app_open_popup');

    await pressTelegramBack(page);
    await expect.poll(async () => (await popups()).length).toBe(1);
    expect((await popups())[0]).toMatchObject({
      message: expect.stringContaining('Закрыть без сохранения?'),
      buttons: [
        expect.objectContaining({ id: 'discard', type: 'destructive', text: 'Не сохранять' }),
        expect.objectContaining({ id: 'keep', text: 'Продолжить' }),
      ],
    });
    await telegramSends(page, 'popup_closed', { button_id: 'keep' });
    await expect(title).toHaveValue('Отзыв на апелляционную жалобу');
    // The app's own dialog never shows beside Telegram's popup.
    await expect(page.getByTestId('unsaved-dialog')).toHaveCount(0);

    await pressTelegramBack(page);
    await expect.poll(async () => (await popups()).length).toBe(2);
    await telegramSends(page, 'popup_closed', { button_id: 'discard' });
    await expect(page.getByTestId('entity-dialog')).toBeHidden();
    await openNewTask();
    await expect(title).toHaveValue('');
    // A clean form closes on Back without a question.
    await pressTelegramBack(page);
    await expect(page.getByTestId('entity-dialog')).toBeHidden();
    expect(await popups()).toHaveLength(2);
  });
});

test.describe('inside Telegram 9.0 at phone size', () => {
  test('the post editor publishes from MainButton with its loader, keeps a draft from SecondaryButton, and asks before closing while typed; the event form keeps its typing over a reload; ⋯ Settings opens /settings (en)', async ({
    page,
  }, info) => {
    const errors: Error[] = [];
    page.on('pageerror', (e) => errors.push(e));
    await mockTelegram(page, { version: '9.0' });
    // Elena reads English in every test (phone-tabs.spec.ts).
    const { sessionId } = await signInAsDemo(page, { username: 'elena_petrova' });
    await setUserSettings(page, sessionId, { language: 'en' });
    await page.goto('/');
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    await expect(page.locator('.bottom-tabs')).toBeVisible();
    // The ⋯ menu has Settings (6.10).
    await expect.poll(() => last(page, 'web_app_setup_settings_button')).toEqual({ is_visible: true });

    await createButton(page).click();
    await page.getByRole('menuitem', { name: 'Post' }).click();
    const editor = page.getByTestId('post-editor');
    await expect(editor).toBeVisible();
    // MainButton pressed on an empty form: the title's error shows and the button greys until it is fixed.
    await expect
      .poll(() => last(page, 'web_app_setup_main_button'))
      .toMatchObject({ text: 'Publish', is_active: true });
    await telegramSends(page, 'main_button_pressed');
    await expect(editor.getByTestId('post-editor-title-error')).toBeVisible();
    await expect.poll(() => last(page, 'web_app_setup_main_button')).toMatchObject({ is_active: false });
    const title = `Telegram buttons ${Date.now()}`;
    await editor.getByTestId('post-editor-title').fill(title);

    // Typing turns closing confirmation on (6.2).
    await expect.poll(() => closing(page)).toEqual({ need_confirmation: true });
    // The editor's actions are Telegram's buttons (6.0, 7.10), in the theme's colours; the page shows none of them.
    await expect
      .poll(() => last(page, 'web_app_setup_main_button'))
      .toMatchObject({ text: 'Publish', is_visible: true, is_active: true, is_progress_visible: false });
    expect(await last(page, 'web_app_setup_main_button')).toMatchObject({ color: '#5288c1', text_color: '#ffffff' });
    expect(await last(page, 'web_app_setup_secondary_button')).toMatchObject({ text: 'Draft', is_visible: true });
    await expect(editor.getByTestId('post-editor-publish')).toHaveCount(0);
    await expect(editor.getByTestId('post-editor-draft')).toHaveCount(0);
    // Nothing sits under Telegram's buttons: the tab bar and the "+" step aside.
    await expect(page.locator('.bottom-tabs')).toBeHidden();
    await telegramScreenshot(page, info.outputPath('post-editor-telegram-buttons-360.png'));

    // MainButton pressed: its loader while the post is saved, then the editor closes and nothing stale stays.
    const pressesBefore = (await postedParams(page, 'web_app_setup_main_button')).length;
    await telegramSends(page, 'main_button_pressed');
    await expect(editor).toBeHidden();
    const afterPress = (await postedParams(page, 'web_app_setup_main_button')).slice(pressesBefore);
    expect(afterPress).toContainEqual(expect.objectContaining({ text: 'Publish', is_progress_visible: true }));
    expect(afterPress.at(-1)).toMatchObject({ is_visible: false });
    expect(await last(page, 'web_app_setup_secondary_button')).toMatchObject({ is_visible: false });
    await expect.poll(() => closing(page)).toEqual({ need_confirmation: false });
    await expect(page.locator('.bottom-tabs')).toBeVisible();
    await expect(page.locator('.app-fab')).toBeVisible();
    await telegramScreenshot(page, info.outputPath('feed-after-telegram-buttons-360.png'));

    // The event form of her new post: typing kept in Telegram's DeviceStorage survives a reload.
    await page
      .getByTestId('post-card')
      .filter({ has: page.getByRole('link', { name: title, exact: true }) })
      .getByTestId('post-title-link')
      .click();
    await expect(page.getByTestId('post-title')).toHaveText(title);
    await page.getByTestId('add-event').click();
    const eventForm = page.getByTestId('event-form');
    await eventForm.getByTestId('event-form-title').fill('Meetup on leases');
    await expect.poll(() => last(page, 'web_app_setup_main_button')).toMatchObject({ text: 'Save', is_visible: true });
    expect(await last(page, 'web_app_setup_secondary_button')).toMatchObject({ text: 'Cancel', is_visible: true });
    await expect.poll(() => keptWith(page, 'Meetup on leases')).toHaveLength(1);
    await page.reload();
    await expect(page.getByTestId('post-title')).toHaveText(title);
    await page.getByTestId('add-event').click();
    await expect(eventForm.getByTestId('event-form-title')).toHaveValue('Meetup on leases');
    await expect.poll(() => closing(page)).toEqual({ need_confirmation: true });
    // SecondaryButton is Cancel: the draft is discarded, closing no longer asks.
    await telegramSends(page, 'secondary_button_pressed');
    await expect(eventForm).toBeHidden();
    await expect.poll(() => keptWith(page, 'Meetup on leases')).toEqual([]);
    await expect.poll(() => closing(page)).toEqual({ need_confirmation: false });
    expect(await last(page, 'web_app_setup_main_button')).toMatchObject({ is_visible: false });

    // Telegram's ⋯ → Settings.
    await telegramSends(page, 'settings_button_pressed');
    await expect(page).toHaveURL(/\/settings$/);
    // With their stacks: a failure says where it was thrown.
    expect(errors.map((e) => e.stack ?? e.message)).toEqual([]);
  });

  test('profile edit and the task dialog get their typing back after a reload; Cancel and Save clear it (ru)', async ({
    page,
  }, info) => {
    await mockTelegram(page, { version: '9.0' });
    const { sessionId } = await signInAsDemo(page, { username: 'anna_smirnova', goto: '/profile' });

    // Profile edit: "about" typed, the app reloaded, the dialog opened again.
    const about = `Черновик профиля ${info.project.name} ${Date.now()}`;
    await page.getByTestId('profile-edit').click();
    const dialog = page.getByTestId('profile-edit-dialog');
    await dialog.getByTestId('profile-form-about').fill(about);
    await expect
      .poll(() => last(page, 'web_app_setup_main_button'))
      .toMatchObject({ text: 'Сохранить', is_visible: true });
    expect(await last(page, 'web_app_setup_secondary_button')).toMatchObject({ text: 'Отмена', is_visible: true });
    await expect.poll(() => keptWith(page, about)).toHaveLength(1);
    await page.reload();
    await page.getByTestId('profile-edit').click();
    await expect(dialog.getByTestId('profile-form-about')).toHaveValue(about);
    await telegramSends(page, 'secondary_button_pressed');
    await expect(dialog).toBeHidden();
    await expect.poll(() => keptWith(page, about)).toEqual([]);

    // The task dialog: a title changed and not saved yet survives a reload; MainButton saves it.
    const board = await seedBoard(page, sessionId, [{ title: 'Иск', status: 0, position: 0 }]);
    await openBoard(page, board, '/kanban');
    const card = page.locator(`[data-card-id="${board.tasks['Иск']}"]`);
    await card.click();
    const taskTitle = page.getByTestId('entity-title');
    await expect(taskTitle).toHaveValue('Иск');
    await taskTitle.fill('Иск о взыскании');
    await expect.poll(() => keptWith(page, 'Иск о взыскании')).toHaveLength(1);
    await expect.poll(() => closing(page)).toEqual({ need_confirmation: true });
    await page.reload();
    await card.click();
    await expect(taskTitle).toHaveValue('Иск о взыскании');
    await expect.poll(() => last(page, 'web_app_setup_main_button')).toMatchObject({ text: 'Сохранить' });
    await telegramSends(page, 'main_button_pressed');
    await expect(page.getByTestId('entity-dialog')).toBeHidden();
    await expect(card).toContainText('Иск о взыскании');
    await expect.poll(() => keptWith(page, 'Иск о взыскании')).toEqual([]);
    await expect.poll(() => closing(page)).toEqual({ need_confirmation: false });
  });
});

test('a 6.0 client gets the MainButton and nothing newer (no SecondaryButton, closing confirmation or DeviceStorage), and nothing throws; a plain browser keeps the in-page buttons and asks before unloading typed work', async ({
  page,
  browser,
}) => {
  const errors: Error[] = [];
  page.on('pageerror', (e) => errors.push(e));
  await mockTelegram(page, { version: '6.0' });
  const city = `Казань ${Date.now()}`;
  await signInAsDemo(page, { username: 'anna_smirnova', goto: '/profile' });
  await page.getByTestId('profile-edit').click();
  const dialog = page.getByTestId('profile-edit-dialog');
  await dialog.getByTestId('profile-form-city').fill(city);
  await expect.poll(() => last(page, 'web_app_setup_main_button')).toMatchObject({ text: 'Сохранить' });
  // Cancel stays on the page where the client has no SecondaryButton; the typing is kept in local storage.
  await expect(dialog.getByRole('button', { name: 'Отмена' })).toBeVisible();
  await expect(dialog.getByTestId('profile-form-save')).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('lp:draft:'))))
    .toHaveLength(1);
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toBeHidden();
  const posted = (await telegramEvents(page)).map((e) => e.name);
  expect(posted.filter((n) => METHODS_AFTER_6_0.includes(n))).toEqual([]);
  // With their stacks: a failure says where it was thrown.
  expect(errors.map((e) => e.stack ?? e.message)).toEqual([]);

  // A plain browser: the page's own buttons, and `beforeunload` while something typed is unsaved.
  const plain = await browser.newPage({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 360, height: 740 },
  });
  await signInAsDemo(plain, { username: 'anna_smirnova', goto: '/profile' });
  await plain.getByTestId('profile-edit').click();
  const plainDialog = plain.getByTestId('profile-edit-dialog');
  await expect(plainDialog.getByTestId('profile-form-save')).toBeVisible();
  await plainDialog.getByTestId('profile-form-city').fill(city);
  // The typing kept: the form has rendered as unsaved (which adds the `beforeunload` ask) before the
  // reload, as it has long before any person's reload. A reload in the typing's own frame was not
  // asked about on a loaded machine.
  await expect
    .poll(() => plain.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('lp:draft:'))))
    .toHaveLength(1);
  const asked: string[] = [];
  plain.on('dialog', (d) => {
    asked.push(d.type());
    void d.accept();
  });
  await plain.reload();
  expect(asked).toEqual(['beforeunload']);
  // The typing came back; after Cancel nothing is unsaved and a reload asks nothing.
  await plain.getByTestId('profile-edit').click();
  await expect(plainDialog.getByTestId('profile-form-city')).toHaveValue(city);
  await plainDialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(plainDialog).toBeHidden();
  await plain.reload();
  await expect(plain.getByTestId('profile-edit')).toBeVisible();
  expect(asked).toEqual(['beforeunload']);
  await plain.close();
});
