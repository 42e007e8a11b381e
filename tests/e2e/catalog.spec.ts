import { expect, test, type Page } from './support/test.ts';
import { mockTelegram, telegramEvents } from './support/telegram-mock.ts';

/**
 * The service catalog /catalog on the seeded starting set every install has (73 services in 12
 * types; 18 courts). The first answer holds 12 of each type and each type's count; Load more
 * asks the server for the type's next page.
 */

const cards = (page: Page) => page.getByTestId('catalog-card');
const group = (page: Page, title: string) =>
  page.getByTestId('catalog-group').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

async function openCatalog(page: Page, query = '') {
  await page.goto(`/catalog${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Каталог услуг' })).toBeVisible();
}

test.describe('service catalog', () => {
  test('services by type with Load more, a search and a region kept in the address, every field on the card', async ({
    page,
  }) => {
    await openCatalog(page);
    const courts = group(page, 'Суды и электронное правосудие');
    await expect(page.getByTestId('catalog-group').first()).toContainText('Суды и электронное правосудие');
    await expect(courts.getByTestId('catalog-card')).toHaveCount(12);
    await expect(courts).toContainText('18 сервисов');
    // Load more asks the server for the type's page 2 (the first answer holds 12 of each type).
    const page2 = page.waitForRequest((r) => /\/functions\/v1\/catalog\?.*type=\d+.*page=2/.test(r.url()));
    await courts.getByTestId('catalog-load-more').click();
    await page2;
    await expect(courts.getByTestId('catalog-card')).toHaveCount(18);
    await expect(courts.getByTestId('catalog-load-more')).toBeHidden();

    const arbitr = card(page, 'Мой арбитр');
    await expect(arbitr.getByTestId('catalog-card-website')).toHaveAttribute('href', 'https://my.arbitr.ru');
    await expect(arbitr.getByTestId('catalog-card-block-top')).toHaveText('Подать документы');
    await expect(arbitr.getByTestId('catalog-card-region')).toHaveText('Вся Россия');
    await expect(arbitr.getByTestId('catalog-card-demo')).toHaveCount(0);

    // A search, then a region: both in the address, the list narrowed.
    // Part of a word finds it: "нотари" is in "нотариус" and "Нотариальная".
    await page.getByTestId('catalog-search').fill('нотари');
    await expect(page).toHaveURL(/[?&]search=%D0%BD%D0%BE%D1%82%D0%B0%D1%80%D0%B8(&|$)/);
    await expect(card(page, 'Мой арбитр')).toHaveCount(0);
    await expect(card(page, 'Нотариальная контора на Ордынке')).toBeVisible();
    await page.getByTestId('catalog-region').selectOption({ label: 'Санкт-Петербург' });
    await expect(page).toHaveURL(/[?&]region=78/);
    await expect(card(page, 'Нотариальная контора на Ордынке')).toHaveCount(0);
    // A sample firm, so nobody takes it for a real one: marked "Демо", its made-up contacts are words, not links.
    const notary = card(page, 'Нотариус на Литейном');
    await expect(notary.getByTestId('catalog-card-demo')).toHaveText('Демо');
    await expect(notary.getByTestId('catalog-card-phone')).toHaveText('+7 (812) 020-11-22');
    await expect(notary.getByTestId('catalog-card-email')).toHaveText('info@notarius-liteyny.example');
    await expect(notary.getByTestId('catalog-card-website')).toHaveText('notarius-liteyny.example');
    await expect(notary.locator('a')).toHaveCount(0);
    await expect(page.locator('a[href*=".example"]')).toHaveCount(0);
    await expect(notary).toContainText('Пн–Пт 9:30–18:30');
    await expect(notary).toContainText('Санкт-Петербург, Литейный пр., д. 40');
    await expect(notary).toContainText('обеспечение доказательств');

    // The address keeps them: a reload shows the same.
    await page.reload();
    await expect(page.getByTestId('catalog-search')).toHaveValue('нотари');
    await expect(page.getByTestId('catalog-region')).toHaveValue('78');
    await expect(card(page, 'Нотариус на Литейном')).toBeVisible();

    await page.getByTestId('catalog-search').fill('нотари марсианский');
    await expect(page.getByTestId('catalog-empty')).toBeVisible();
    await page.getByTestId('catalog-reset').click();
    await expect(page).toHaveURL(/\/catalog$/);
    await expect(courts.getByTestId('catalog-card')).toHaveCount(12);
  });

  test(
    'a searched type’s Load more asks the server for its next page; a failed one shows the error in place',
    { tag: '@desktop-only' },
    async ({ page }) => {
      // "суд": more than 12 of the seeded courts hold it, so their type is paged for this search.
      await openCatalog(page, '?search=%D1%81%D1%83%D0%B4');
      const courts = group(page, 'Суды и электронное правосудие');
      await expect(courts.getByTestId('catalog-card')).toHaveCount(12);
      const total = Number((await courts.locator('.catalog-group__count').textContent())!.replace(/\D/g, ''));
      expect(total).toBeGreaterThan(12);

      // The type's page 2 fails (the app retries a 5xx twice, then gives up): the catalog's error in
      // place of the button, the first 12 kept.
      let failing = true;
      await page.route(/\/functions\/v1\/catalog\?.*page=2/, (route) =>
        failing
          ? route.fulfill({
              status: 503,
              contentType: 'application/json',
              body: JSON.stringify({ error: 'Service Unavailable' }),
            })
          : route.continue(),
      );
      await courts.getByTestId('catalog-load-more').click();
      await expect(courts.getByTestId('catalog-error')).toHaveText(/Ошибка загрузки каталога: 503 Service Unavailable/);
      await expect(courts.getByTestId('catalog-card')).toHaveCount(12);
      await expect(courts.getByTestId('catalog-load-more')).toBeHidden();
      // Try again, the server back: the next 12 (or the rest) come.
      failing = false;
      await courts.getByTestId('catalog-error').getByRole('button').click();
      await expect(courts.getByTestId('catalog-card')).toHaveCount(Math.min(total, 24));
      await expect(courts.getByTestId('catalog-error')).toBeHidden();
      await expect(courts.getByTestId('catalog-load-more')).toBeVisible({ visible: total > 24 });
    },
  );

  test('inside Telegram a service’s site opens in Telegram’s browser', async ({ page }) => {
    await mockTelegram(page, { platform: 'android' });
    await openCatalog(page, '?search=rusprofile');
    await card(page, 'Rusprofile').getByTestId('catalog-card-website').click();
    await expect
      .poll(async () => (await telegramEvents(page)).find((e) => e.name === 'web_app_open_link')?.params)
      .toMatchObject({ url: 'https://www.rusprofile.ru/' });
  });

  test(
    'an unknown region in the address shows the catalog error in red',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await openCatalog(page, '?region=00');
      await expect(page.getByTestId('catalog-error')).toHaveText(/Ошибка загрузки каталога: 400 Неизвестный регион/);
    },
  );
});
