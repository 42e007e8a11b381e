import { expect, test } from '@playwright/test';
import { signInAsDemo } from './support/sign-in.ts';

test.describe('profile', () => {
  test('sends an anonymous visitor from /profile to /auth', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("/profile shows the signed-in person's own profile with a link to settings", async ({ page }) => {
    const { person } = await signInAsDemo(page, { username: 'anna_smirnova', goto: '/profile' });
    await expect(page.getByTestId('profile-name')).toHaveText(person.name);
    await expect(page.getByTestId('profile-username')).toHaveText(`@${person.username}`);
    await expect(page.getByTestId('level-badge')).toHaveText('Золотой уровень');
    await expect(page.getByTestId('profile-city')).toHaveText('Москва');
    await expect(page.getByTestId('profile-about')).toContainText('M&A');
    // No picture of her own: the initials image stands in.
    await expect(page.getByTestId('avatar')).toHaveAttribute('src', /\/avatars\/initials\.svg\?name=/);
    await expect.poll(() => page.getByTestId('avatar').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.getByTestId('profile-settings-link').click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
  });

  test("/anna_smirnova shows Анна Смирнова's profile to someone else, without the settings link", async ({ page }) => {
    await signInAsDemo(page, { username: 'igor_volkov', goto: '/anna_smirnova' });
    await expect(page.getByTestId('profile-name')).toHaveText('Анна Смирнова');
    await expect(page.getByTestId('profile-username')).toHaveText('@anna_smirnova');
    await expect(page.getByTestId('profile-expertise')).toContainText('Корпоративное право');
    await expect(page.getByTestId('profile-settings-link')).toHaveCount(0);
    await expect(page).toHaveTitle(/^Анна Смирнова/);
  });

  test('/anna_smirnova is public: an anonymous visitor sees it too', async ({ page }) => {
    await page.goto('/anna_smirnova');
    await expect(page.getByTestId('profile-name')).toHaveText('Анна Смирнова');
  });

  test("/nobody_here says 'Profile not found' (in Russian by default, in English for an English-speaking user)", async ({ page }) => {
    await page.goto('/nobody_here');
    await expect(page.getByTestId('profile-not-found')).toContainText('Профиль не найден');

    // The language comes from the user's settings at start-up: answer 'en' without touching a real user.
    await page.route('**/functions/v1/settings', async (route) => {
      const body = route.request().postDataJSON() as { action?: string } | null;
      if (body?.action !== 'getUserSettings') return route.continue();
      const res = await route.fetch();
      await route.fulfill({ response: res, json: { ...(await res.json()), language: 'en' } });
    });
    await page.reload();
    await expect(page.getByTestId('profile-not-found')).toContainText('Profile not found');
    await expect(page.getByRole('link', { name: 'Go to the feed' })).toBeVisible();
  });
});
