import { expect, test, type Page } from './support/test.ts';

/**
 * Demo people whose language these tests set by signing in: golden experts no other spec signs
 * in as (pro.spec and about.spec only open their profiles). Each ends in English, whichever of
 * the tests below signs them in first.
 */
const EN_PERSON = { desktop: 'aleksey_morozov', phone: 'ekaterina_belova' } as const;
const personOf = (project: string) => EN_PERSON[project as keyof typeof EN_PERSON];

/** The page shows English, and the app keeps English as the language it last showed. */
async function inEnglish(page: Page, heading: string) {
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
}

/** Demo sign-in from /auth, then the person's profile, a reload and another page, all in English. */
async function signInKeepsEnglish(page: Page, username: string) {
  await page.goto('/auth');
  await inEnglish(page, 'Sign in to Legal Platform');
  await page.getByTestId(`demo-person-${username}`).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('tab', { name: 'Information' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Information' })).toBeVisible();
  await page.goto('/career');
  await inEnglish(page, 'Career');
}

/** A visitor whose browser prefers English, before sign-in. */
test.describe('a visitor whose browser prefers English', () => {
  test.use({ locale: 'en-US' });

  test('sees /auth in English, switches it to Russian, and the choice survives a reload and another page @desktop-only', async ({
    page,
  }) => {
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
    await page.goto('/career');
    await expect(page.getByRole('heading', { name: 'Карьера', exact: true })).toBeVisible();
  });

  test('keeps English after a reload, on another page, and when signing in', async ({ page }, info) => {
    // The career board is drawn by the server: once the visitor has a session, so is the reload.
    await page.goto('/career');
    await inEnglish(page, 'Career');
    await page.reload();
    await inEnglish(page, 'Career');
    await page.goto('/pro');
    await inEnglish(page, 'Professionals');
    await signInKeepsEnglish(page, personOf(info.project.name));
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

test.describe('a visitor whose browser prefers Russian and who picks English', () => {
  test('keeps English after a reload, on another page, and when signing in @desktop-only', async ({ page }, info) => {
    await page.goto('/career');
    await expect(page.getByRole('heading', { name: 'Карьера', exact: true })).toBeVisible();
    await page.goto('/auth');
    await page.getByTestId('language-switch').getByRole('radio', { name: 'English' }).click();
    await inEnglish(page, 'Sign in to Legal Platform');
    await page.reload();
    await inEnglish(page, 'Sign in to Legal Platform');
    await page.goto('/career');
    await inEnglish(page, 'Career');
    await signInKeepsEnglish(page, personOf(info.project.name));
  });
});
