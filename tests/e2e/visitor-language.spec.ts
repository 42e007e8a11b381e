import { expect, test } from './support/test.ts';

/** Issue 33 §15: a visitor whose browser prefers English, before sign-in. */
test.describe('a visitor whose browser prefers English', () => {
  test.use({ locale: 'en-US' });

  test('sees /auth in English, switches it to Russian, and the choice survives a reload', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Sign in to Legal Platform' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const switcher = page.getByTestId('language-switch');
    await expect(switcher.getByRole('radio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');

    await switcher.getByRole('radio', { name: 'Русский' }).click();
    await expect(page.getByRole('heading', { name: 'Вход в Legal Platform' })).toBeVisible();
    await expect(switcher.getByRole('radio', { name: 'Русский' })).toHaveAttribute('aria-checked', 'true');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Вход в Legal Platform' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });

  test('on a phone, switches the language from the More sheet', async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'the More sheet is the phone’s');
    await page.goto('/career');
    await page.getByTestId('tab-more').click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByText('Language', { exact: true })).toBeVisible();
    await sheet.getByRole('radio', { name: 'Русский' }).click();
    await expect(sheet.getByText('Язык', { exact: true })).toBeVisible();
    await expect(page.getByTestId('tab-more')).toContainText('Ещё');
  });
});
