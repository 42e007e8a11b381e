import { expect, test } from './support/test.ts';

/** The professionals directory /pro on the demo's 215 lawyers. */
test.describe('professionals directory', () => {
  test('finds colleagues by region and name, 20 at a time, and opens their page', async ({ page }) => {
    await page.goto('/pro');
    await expect(page.getByRole('heading', { level: 1, name: 'Профессионалы' })).toBeVisible();
    const cards = page.getByTestId('pro-card');
    await expect(cards).toHaveCount(20);
    // Golden level first.
    await expect(cards.first()).toContainText('Золотой уровень');
    await page.getByTestId('pro-load-more').click();
    await expect(cards).toHaveCount(40);

    // A region starts again from page 1.
    await page.getByTestId('pro-region').selectOption({ label: 'Санкт-Петербург' });
    await expect(page).toHaveURL(/region=78/);
    await expect(cards.filter({ hasNotText: 'Санкт-Петербург' })).toHaveCount(0);
    expect(await cards.count()).toBeGreaterThanOrEqual(10);

    // The search settles, then narrows within the region.
    await page.getByTestId('pro-search').fill('Белова');
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByTestId('pro-card-name')).toHaveText('Екатерина Белова');
    await cards.first().click();
    await expect(page).toHaveURL(/\/ekaterina_belova$/);
    await expect(page.getByTestId('profile-name')).toHaveText('Екатерина Белова');

    await page.goBack();
    await expect(page.getByTestId('pro-search')).toHaveValue('Белова');
    await page.getByTestId('pro-search').fill('нетакогоюриста');
    await expect(page.getByTestId('pro-empty')).toContainText('Специалисты не найдены');
    await expect(page.getByTestId('pro-empty')).toContainText('Попробуйте изменить запрос или фильтры');
  });
});
