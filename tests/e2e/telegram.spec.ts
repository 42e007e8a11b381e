import { expect, test } from './support/test.ts';
import { signInAsDemo } from './support/sign-in.ts';
import {
  backButtonVisible,
  DARK_THEME,
  mockTelegram,
  pressTelegramBack,
  telegramEvents,
} from './support/telegram-mock.ts';

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** An in-app navigation (wouter listens to pushState), as a tap on a link does. */
const navigateInApp = (page: import('@playwright/test').Page, path: string) =>
  page.evaluate((p) => window.history.pushState(null, '', p), path);

test.describe('inside Telegram (mocked WebView)', () => {
  test.beforeEach(async ({ page }) => {
    await mockTelegram(page);
  });

  test("takes Telegram's theme and announces it is ready", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('feed-page')).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/in-telegram/);
    const bgVar = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--tg-theme-bg-color').trim(),
    );
    expect(bgVar).toBe(DARK_THEME.bg_color);
    // The page is Telegram's secondary background, as Telegram's own screens are; cards and panels its bg_color.
    await expect(page.locator('body')).toHaveCSS('background-color', rgb(DARK_THEME.secondary_bg_color));
    await expect(page.locator('.app-root')).toHaveCSS('background-color', rgb(DARK_THEME.secondary_bg_color));
    await expect(page.locator('.app-root')).toHaveCSS('color', rgb(DARK_THEME.text_color));
    const names = (await telegramEvents(page)).map((e) => e.name);
    expect(names).toContain('web_app_ready');
    expect(names).toContain('iframe_ready');
    // At the root there is nothing to go back to.
    expect(await backButtonVisible(page)).not.toBe(true);
  });

  test('shows the back button on nested routes, hides it at the root, and goes back with it', async ({ page }) => {
    await signInAsDemo(page, { username: 'anna_smirnova' });
    await page.goto('/');
    await expect(page.getByTestId('feed-page')).toBeVisible();
    await expect.poll(() => telegramEvents(page).then((e) => e.some((x) => x.name === 'web_app_ready'))).toBe(true);

    await navigateInApp(page, '/profile');
    await expect(page.getByTestId('profile-name')).toHaveText('Анна Смирнова');
    await expect.poll(() => backButtonVisible(page)).toBe(true);
    // A themed surface: the profile card uses Telegram's bg_color.
    await expect(page.locator('.profile-hero')).toHaveCSS('background-color', rgb(DARK_THEME.bg_color));

    await pressTelegramBack(page);
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => backButtonVisible(page)).toBe(false);
  });

  test("Telegram's back button closes an open dialog before leaving the page", async ({ page }) => {
    await signInAsDemo(page, { username: 'anna_smirnova', goto: '/settings' });
    await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
    await expect.poll(() => backButtonVisible(page)).toBe(true);

    await page.getByTestId('open-timezone').click();
    await expect(page.getByTestId('timezone-dialog')).toBeVisible();
    await pressTelegramBack(page);
    await expect(page.getByTestId('timezone-dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/settings$/);
  });
});

test.describe('inside Telegram on iOS (mocked WebView)', () => {
  // page.route sees every request only without a service worker in between.
  test.use({ serviceWorkers: 'block' });

  test(
    "a page still loading shows telegram-ui's iOS spinner, then the page",
    { tag: '@desktop-only' },
    async ({ page }) => {
      await mockTelegram(page, { platform: 'ios' });
      // The about page's code held back: the app shows its page spinner meanwhile.
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      await page.route(/\/assets\/about-page-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/about');
      const spinner = page.getByTestId('page-spinner');
      // The iOS icon (its petals fade with <animate>; the other platforms' spinner turns with
      // <animateTransform>), loaded the first time it shows (ui/ios-spinner.tsx).
      await expect(spinner.locator('svg')).toBeVisible();
      await expect(spinner.locator('svg animate').first()).toBeAttached();
      await expect(spinner.locator('svg animateTransform')).toHaveCount(0);
      release();
      await expect(page.getByTestId('about-mission')).toBeVisible();
      await expect(spinner).toHaveCount(0);
    },
  );
});
