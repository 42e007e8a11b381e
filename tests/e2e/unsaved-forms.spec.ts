import { expect, test } from './support/test.ts';
import { signInAsDemo } from './support/sign-in.ts';

/**
 * A form holding typing not saved yet is never closed by a stray tap: its ✕ and Escape ask
 * "Close without saving?" in the app's own dialog (inside Telegram its own popup asks:
 * telegram-forms.spec.ts). Keep editing stays with the typing; Discard closes and drops it.
 */
test('✕ on a half-typed new task asks first: Keep editing keeps the typing, Discard drops it', async ({ page }) => {
  await signInAsDemo(page, { username: 'maria_kuz', goto: '/planner' });
  const openNewTask = async () => {
    // The planner's own create button (the side navigation's on a desktop), then Task.
    await page.locator('[data-testid^="create-menu"]:visible').first().click();
    await page.getByRole('menuitem', { name: 'Задача' }).click();
    await expect(page.getByTestId('entity-dialog')).toBeVisible();
  };
  await openNewTask();
  const title = page.getByTestId('entity-title');
  await title.fill('Претензия контрагенту');
  const ask = page.getByTestId('unsaved-dialog');

  await page.getByTestId('entity-dialog-close').click();
  await expect(ask).toBeVisible();
  await expect(ask).toContainText('Закрыть без сохранения?');
  await ask.getByTestId('unsaved-dialog-keep').click();
  await expect(ask).toBeHidden();
  await expect(title).toHaveValue('Претензия контрагенту');

  // Escape asks the same; Discard closes, and the form opens empty again.
  await title.focus();
  await page.keyboard.press('Escape');
  await expect(ask).toBeVisible();
  await ask.getByTestId('unsaved-dialog-discard').click();
  await expect(page.getByTestId('entity-dialog')).toBeHidden();
  await openNewTask();
  await expect(title).toHaveValue('');
  // Nothing typed: ✕ closes at once.
  await page.getByTestId('entity-dialog-close').click();
  await expect(page.getByTestId('entity-dialog')).toBeHidden();
  await expect(ask).toHaveCount(0);
});
