import { expect, test } from './support/test.ts';
import { callFunction, setUserSettings, signInAsDemo } from './support/sign-in.ts';

// People whose settings these tests change, one per project so desktop and phone can run together.
const byProject = (project: string, desktop: string, phone: string) => (project === 'phone' ? phone : desktop);

test.describe('settings', () => {
  test('sends an anonymous visitor to /auth @desktop-only', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('shows the settings in Russian with this session marked in the list @desktop-only', async ({ page }) => {
    await signInAsDemo(page, { username: 'anna_smirnova', goto: '/settings' });
    await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
    await expect(page).toHaveTitle(/^Настройки/);
    await expect(page.getByTestId('open-language')).toContainText('Русский');
    const list = page.getByTestId('session-list');
    await expect(list.getByText('Это устройство')).toBeVisible();
    const current = list.getByTestId('session-current');
    await expect(current).toHaveCount(1);
    await expect(current).toContainText(/Chrome|Chromium/);
    await expect(current).toContainText('Активность:');
  });

  test(
    'switches the language to English: the page reloads in English',
    { tag: '@desktop-only' },
    async ({ page }, info) => {
      const { sessionId } = await signInAsDemo(page, {
        username: byProject(info.project.name, 'olga_sokolova', 'pavel_lebedev'),
        goto: '/settings',
      });
      try {
        await page.getByTestId('open-language').click();
        const dialog = page.getByTestId('language-dialog');
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('radio', { name: /Русский/ })).toBeChecked();
        await dialog.getByTestId('language-option-en').click();
        await expect(dialog.getByRole('radio', { name: /English/ })).toBeChecked();
        const reloaded = page.waitForEvent('load');
        await dialog.getByTestId('language-save').click();
        await reloaded;
        await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
        await expect(page.getByTestId('open-language')).toContainText('English');
        await expect(page.getByTestId('session-list')).toContainText('This device');
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      } finally {
        await setUserSettings(page, sessionId, { language: 'ru' });
      }
    },
  );

  test('changes the time zone found by searching "Moscow"', { tag: '@desktop-only' }, async ({ page }, info) => {
    const { sessionId } = await signInAsDemo(page, {
      username: byProject(info.project.name, 'sergey_ivanov', 'natalia_popova'),
    });
    await setUserSettings(page, sessionId, { timezone: 'UTC' });
    await page.goto('/settings');
    await expect(page.getByTestId('current-timezone')).toHaveText('UTC');

    await page.getByTestId('open-timezone').click();
    const dialog = page.getByTestId('timezone-dialog');
    await expect(dialog.getByTestId('timezone-current')).toContainText('UTC');
    await expect(dialog.getByTestId('timezone-save')).toBeDisabled();
    await dialog.getByRole('searchbox').fill('Moscow');
    const options = dialog.getByTestId('timezone-option');
    await expect(options).toHaveCount(1);
    await expect(options.first()).toContainText('Москва');
    await expect(options.first()).toContainText('UTC+3');
    await options.first().click();
    await dialog.getByTestId('timezone-save').click();

    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('current-timezone')).toHaveText('Europe/Moscow');
    const saved = await callFunction<{ timezone: string }>(page, 'settings', { action: 'getUserSettings', sessionId });
    expect(saved.timezone).toBe('Europe/Moscow');
  });

  test('finds zones by Russian city names and cancels without saving', { tag: '@desktop-only' }, async ({ page }) => {
    await signInAsDemo(page, { username: 'anna_smirnova', goto: '/settings' });
    const before = await page.getByTestId('current-timezone').textContent();
    await page.getByTestId('open-timezone').click();
    const dialog = page.getByTestId('timezone-dialog');
    await dialog.getByRole('searchbox').fill('Новосибирск');
    await expect(dialog.getByTestId('timezone-option')).toHaveCount(1);
    await expect(dialog.getByTestId('timezone-option')).toContainText('Новосибирск');
    await expect(dialog.getByTestId('timezone-option')).toContainText('UTC+7');
    // A city with no zone of its own finds the zone it keeps the time of, and is named under it.
    await dialog.getByRole('searchbox').fill('Казань');
    await expect(dialog.getByTestId('timezone-option')).toHaveCount(1);
    await expect(dialog.getByTestId('timezone-option')).toContainText(/Москва\s*Казань, Санкт-Петербург/);
    await dialog.getByRole('searchbox').fill('zzzz');
    await expect(dialog.getByTestId('timezone-option')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('current-timezone')).toHaveText(before ?? '');
  });

  test('signs out after confirmation and lands on /auth with a fresh anonymous session', async ({ page }) => {
    const { sessionId } = await signInAsDemo(page, { username: 'anna_smirnova', goto: '/settings' });
    await page.getByTestId('sign-out').click();
    const dialog = page.getByTestId('sign-out-dialog');
    await expect(dialog.getByText('Выйти из аккаунта?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/settings$/);

    await page.getByTestId('sign-out').click();
    await page.getByTestId('sign-out-dialog-confirm').click();
    await expect(page).toHaveURL(/\/auth$/);
    const fresh = await page.evaluate(() => localStorage.getItem('sessionId'));
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh).not.toBe(sessionId);
    const old = await callFunction<{ exists: boolean }>(page, 'check-session', { sessionId });
    expect(old.exists).toBe(false);
    const now = await callFunction<{ exists: boolean; isAuth: boolean }>(page, 'check-session', { sessionId: fresh });
    expect(now).toMatchObject({ exists: true, isAuth: false });
  });
  // A refused language or time zone save, and a refused sign-out: tests/component/settings.
});

test.describe('settings: Telegram notifications', () => {
  test(
    'turns a kind of notification off and on; the choice stays after a reload',
    { tag: '@desktop-only' },
    async ({ page }, info) => {
      const { sessionId } = await signInAsDemo(page, {
        username: byProject(info.project.name, 'sergey_ivanov', 'natalia_popova'),
        goto: '/settings',
      });
      try {
        const section = page.getByTestId('notification-settings');
        await expect(section).toContainText('Уведомления в Telegram');
        const digest = section.getByRole('checkbox', { name: 'Утренняя сводка в 9:00' });
        await expect(digest).toBeChecked();
        await expect(section.getByRole('checkbox', { name: 'Назначения и приглашения' })).toBeChecked();
        await section.locator('label').filter({ hasText: 'Утренняя сводка в 9:00' }).click();
        await expect(digest).not.toBeChecked();
        await expect(digest).toBeEnabled(); // saved
        await page.reload();
        await expect(
          page.getByTestId('notification-settings').getByRole('checkbox', { name: 'Утренняя сводка в 9:00' }),
        ).not.toBeChecked();
        await page
          .getByTestId('notification-settings')
          .locator('label')
          .filter({ hasText: 'Утренняя сводка в 9:00' })
          .click();
        await expect(
          page.getByTestId('notification-settings').getByRole('checkbox', { name: 'Утренняя сводка в 9:00' }),
        ).toBeChecked();
      } finally {
        await callFunction(page, 'notifications', { action: 'update', sessionId, kind: 'digest', on: true }).catch(
          () => {},
        );
      }
    },
  );
});
