import { expect, test } from '@playwright/test';

test('opens the feed with navigation and an anonymous session', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('not-available')).toBeVisible();
  const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
  expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
});
