import { FIRST_SCREEN_SHELL_HEADER } from '@shared/first-screen.ts';
import { expect, test, type Page } from './support/test.ts';
import { backButtonVisible, mockTelegram, pressTelegramBack } from './support/telegram-mock.ts';

/**
 * The career board /career on the demo board: 42 vacancies by employers, 16 people with a
 * resume.
 */

const jobCards = (page: Page) => page.getByTestId('job-card');
const seekerCards = (page: Page) => page.getByTestId('seeker-card');
const jobTitled = (page: Page, title: string) =>
  jobCards(page).filter({ has: page.getByRole('link', { name: title, exact: true }) });

async function openBoard(page: Page, query = '') {
  await page.goto(`/career${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Карьера' })).toBeVisible();
}

/** On a phone the filters are in the slide-over: open it for `act`, then show the results. */
async function withFilters(page: Page, phone: boolean, act: () => Promise<void>) {
  if (phone) {
    await page.getByTestId('career-open-filters').click();
    await expect(page.getByTestId('career-slide-over')).toBeVisible();
  }
  await act();
  if (phone) {
    await page.getByTestId('career-show-results').click();
    await expect(page.getByTestId('career-slide-over')).toBeHidden();
  }
}

test.describe('career board', () => {
  test('lists the demo vacancies 20 at a time with Load more, newest first, each card complete', async ({ page }) => {
    await openBoard(page);
    await expect(page).toHaveURL(/\/career\?tab=jobs$/);
    await expect(page.getByTestId('career-tab-jobs')).toHaveAttribute('aria-selected', 'true');
    await expect(jobCards(page)).toHaveCount(20);

    // The newest vacancy of the demo (posted today): employer, city, chips, salary, date.
    const first = jobCards(page).first();
    await expect(first.getByTestId('job-link')).toHaveText('Корпоративный юрист');
    await expect(first.getByTestId('job-employer')).toHaveText('ООО «Вектор»');
    await expect(first.getByTestId('career-city')).toHaveText('Москва');
    await expect(first.getByTestId('chip-format-hybrid')).toHaveText('Гибрид');
    await expect(first.getByTestId('career-salary')).toHaveText('от 180\u00a0000 до 250\u00a0000\u00a0₽ в месяц');
    await expect(first.getByTestId('career-date')).toHaveText(/^(Опубликовано недавно|Вчера)$/);

    // Descriptions over 300 characters open and close.
    const description = first.getByTestId('career-description');
    await expect(description).toHaveClass(/is-clamped/);
    const clampedHeight = (await description.boundingBox())!.height;
    await first.getByTestId('career-read-more').click();
    await expect(first.getByTestId('career-read-more')).toHaveText('Свернуть');
    await expect(description).not.toHaveClass(/is-clamped/);
    expect((await description.boundingBox())!.height).toBeGreaterThan(clampedHeight);
    await first.getByTestId('career-read-more').click();
    await expect(first.getByTestId('career-read-more')).toHaveText('Читать далее');

    await page.getByTestId('career-load-more').click();
    await expect(jobCards(page)).toHaveCount(40);
    while (await page.getByTestId('career-load-more').isVisible()) {
      const shown = await jobCards(page).count();
      await page.getByTestId('career-load-more').click();
      await expect.poll(() => jobCards(page).count()).toBeGreaterThan(shown);
    }
    const ids = await jobCards(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('data-job-id')));
    expect(ids.length).toBeGreaterThanOrEqual(42);
    expect(new Set(ids).size).toBe(ids.length);
    // Currencies other than roubles keep their symbol.
    await expect(jobTitled(page, 'In-house legal counsel (английский язык)').getByTestId('career-salary')).toHaveText(
      'от 3\u00a0000 до 4\u00a0000\u00a0$ в месяц',
    );
    await expect(jobTitled(page, 'Паралигал на проект due diligence').getByTestId('career-salary')).toHaveText(
      '30\u00a0000\u00a0₽ в неделю',
    );
  });

  test(
    'filters by remote format and a salary range; the address carries them and a reload keeps them',
    { tag: '@desktop-only' },
    async ({ page }, info) => {
      const phone = info.project.name === 'phone';
      await openBoard(page);
      await expect(jobCards(page)).toHaveCount(20);

      await withFilters(page, phone, async () => {
        await page.getByTestId('filter-workFormat-remote').click();
        await expect(page.getByTestId('filter-workFormat-remote')).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByTestId('filter-workFormat-any')).toHaveAttribute('aria-pressed', 'false');
        await page.getByTestId('filter-salary-from').fill('150000');
        await page.getByTestId('filter-salary-to').fill('250000');
        await expect(page).toHaveURL(/salaryTo=250000/);
      });
      await expect(page).toHaveURL(/\/career\?tab=jobs&workFormat=remote&salaryFrom=150000&salaryTo=250000$/);

      const expected = [
        'Юрист по IP/IT',
        'Юрист на проект M&A (сопровождение сделки)',
        'Старший юрист по защите персональных данных',
        'Legal engineer / юрист-аналитик в legal tech',
      ];
      const check = async () => {
        await expect(jobCards(page).filter({ hasNot: page.getByTestId('chip-format-remote') })).toHaveCount(0);
        for (const title of expected) await expect(jobTitled(page, title)).toBeVisible();
        // The list follows the typed range once its 500 ms settle: until then it is the remote ones.
        await expect.poll(() => jobCards(page).count()).toBeLessThan(10);
        await expect(page.getByTestId('career-load-more')).toBeHidden();
      };
      await check();
      if (phone) await expect(page.getByTestId('career-filter-count')).toHaveText('2');

      await page.reload();
      await check();
      await withFilters(page, phone, async () => {
        await expect(page.getByTestId('filter-salary-from')).toHaveValue('150000');
        await expect(page.getByTestId('filter-workFormat-remote')).toHaveAttribute('aria-pressed', 'true');
      });

      // A shared link opens the same list; a reversed range is named and not asked for.
      await openBoard(
        page,
        '?tab=jobs&workFormat=remote&salaryCurrency=RUB&salaryPeriod=monthly&salaryFrom=150000&salaryTo=250000',
      );
      await expect(jobCards(page)).toHaveCount(3);
      await withFilters(page, phone, async () => {
        await page.getByTestId('filter-salary-from').fill('300000');
        await expect(page.getByTestId('filter-salary-error')).toHaveText('«от» не может быть больше «до»');
        await page.getByTestId('career-clear-all').click();
        await expect(page.getByTestId('filter-salary-from')).toHaveValue('');
        await expect(page.getByTestId('filter-workFormat-any')).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByTestId('career-clear-all')).toBeHidden();
      });
      await expect(page).toHaveURL(/\/career\?tab=jobs$/);
      await expect(jobCards(page)).toHaveCount(20);
    },
  );

  test(
    'a text search finds a vacancy by another form of a Russian word, and an empty result offers Clear all',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await openBoard(page);
      await expect(jobCards(page)).toHaveCount(20);
      // The title says «наследственному праву»; the search another case of both words.
      await page.getByTestId('career-search').fill('наследственное право');
      await expect(page).toHaveURL(/search=/);
      await expect(jobTitled(page, 'Юрист по семейному и наследственному праву')).toBeVisible();
      await expect.poll(() => jobCards(page).count()).toBeLessThan(5);
      expect(new URL(page.url()).searchParams.get('search')).toBe('наследственное право');

      await page.getByTestId('career-search').fill('квзщшг');
      await expect(page.getByTestId('career-empty')).toContainText('Ничего не найдено');
      await page.getByTestId('career-empty-clear').click();
      await expect(page.getByTestId('career-search')).toHaveValue('');
      await expect(jobCards(page)).toHaveCount(20);
      await expect(page).toHaveURL(/\/career\?tab=jobs$/);
    },
  );

  test('a vacancy opens its post, its avatar the employer, and coming back restores the scroll', async ({
    page,
  }, info) => {
    await openBoard(page);
    await expect(jobCards(page)).toHaveCount(20);
    const card = jobCards(page).nth(12);
    const href = await card.getByTestId('job-link').getAttribute('href');
    expect(href).toMatch(/^\/post\/[a-z0-9]{3,4}-[a-z0-9-]+$/);
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const y = await page.evaluate(() => window.scrollY);
    // Anywhere on the card opens the post (here its bottom corner).
    const box = (await card.boundingBox())!;
    await card.click({ position: { x: 10, y: box.height - 6 } });
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));

    await page.goBack();
    await expect(jobCards(page).nth(12)).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 80);

    const employer = await jobCards(page).first().getByTestId('job-employer').textContent();
    await jobCards(page).first().getByTestId('career-avatar-link').click();
    await expect(page).toHaveURL(/\/[a-z0-9_]{5,20}$/);
    await expect(page.getByTestId('profile-name')).toHaveText(employer!);
    if (info.project.name === 'desktop') expect(page.url()).not.toContain('/post/');
  });

  test(
    'the job seekers tab lists people with a resume, one opens their profile, and the tab survives a reload',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await openBoard(page);
      await page.getByTestId('career-tab-jobSeekers').click();
      await expect(page).toHaveURL(/\/career\?tab=jobSeekers$/);
      await expect(page.getByTestId('career-tab-jobSeekers')).toHaveAttribute('aria-selected', 'true');
      await expect.poll(() => seekerCards(page).count()).toBeGreaterThanOrEqual(16);
      await expect(jobCards(page)).toHaveCount(0);

      await page.reload();
      await expect(page.getByTestId('career-tab-jobSeekers')).toHaveAttribute('aria-selected', 'true');
      // The tab is remembered for this visit: /career with no tab opens it too.
      await openBoard(page);
      await expect(page).toHaveURL(/\/career\?tab=jobSeekers$/);

      const seeker = seekerCards(page).filter({ hasText: 'Ершова Дарья Максимовна' });
      await expect(seeker.getByTestId('seeker-resume-title')).toHaveText('Юрист по трудовому праву');
      await seeker.getByTestId('seeker-link').click();
      await expect(page).toHaveURL(/\/dasha_ershova$/);
      await expect(page.getByTestId('profile-name')).toHaveText('Ершова Дарья Максимовна');
    },
  );

  test('list and grid on desktop; the grid alone on a phone', async ({ page }, info) => {
    await openBoard(page);
    const results = page.getByTestId('career-results');
    if (info.project.name === 'phone') {
      await expect(results).toHaveAttribute('data-layout', 'grid');
      await expect(page.getByTestId('career-view-list')).toHaveCount(0);
      return;
    }
    await expect(results).toHaveAttribute('data-layout', 'list');
    await page.getByTestId('career-view-grid').click();
    await expect(results).toHaveAttribute('data-layout', 'grid');
    const tops = await jobCards(page).evaluateAll((cards) =>
      cards.slice(0, 2).map((c) => Math.round(c.getBoundingClientRect().top)),
    );
    expect(tops[0]).toBe(tops[1]);
    await page.getByTestId('career-view-list').click();
    await expect(results).toHaveAttribute('data-layout', 'list');
  });

  test('a failed answer shows in red where the list would be', { tag: '@desktop-only' }, async ({ page }) => {
    await page.route('**/functions/v1/career**', (route) => route.fulfill({ status: 500, body: '' }));
    // The app asks, not the server's drawing (which a visitor gets too): the page as the shell.
    await page.route('**/career', (route) =>
      route.continue({ headers: { ...route.request().headers(), [FIRST_SCREEN_SHELL_HEADER]: '1' } }),
    );
    await openBoard(page);
    await expect(page.getByTestId('career-error')).toContainText(
      'Ошибка при загрузке вакансий: 500 Internal Server Error',
    );
    // In red: the theme's destructive colour.
    const [r, g, b] = await page
      .getByTestId('career-error')
      .locator('.error-text')
      .evaluate((el) => getComputedStyle(el).color.match(/\d+/g)!.map(Number));
    expect(r).toBeGreaterThan(180);
    expect(Math.max(g, b)).toBeLessThan(100);
    await expect(page.getByTestId('toast-error')).toHaveCount(0);

    await page.unroute('**/functions/v1/career**');
    await page.route('**/functions/v1/career**', (route) => route.abort());
    await page.getByTestId('career-tab-jobSeekers').click();
    await expect(page.getByTestId('career-error')).toContainText('Не удалось загрузить соискателей');
  });
});

test.describe('career board on a phone', () => {
  test('the filter slide-over opens and closes with its button, the backdrop and Escape', async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'the slide-over is the phone layout');
    await openBoard(page);
    await expect(page.getByTestId('career-filters')).toBeHidden();
    const panel = page.getByTestId('career-slide-over');

    await page.getByTestId('career-open-filters').click();
    await expect(panel).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Фильтры' })).toBeVisible();
    await page.getByTestId('career-slide-over-close').click();
    await expect(panel).toBeHidden();

    await page.getByTestId('career-open-filters').click();
    await expect(panel).toBeVisible();
    await page.mouse.click(10, 300);
    await expect(panel).toBeHidden();

    await page.getByTestId('career-open-filters').click();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('inside Telegram the back button closes the slide-over before it leaves the page', async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'the slide-over is the phone layout');
    await mockTelegram(page, { platform: 'android' });
    await openBoard(page);
    await expect(jobCards(page)).toHaveCount(20);
    await page.getByTestId('career-open-filters').click();
    await expect(page.getByTestId('career-slide-over')).toBeVisible();
    await expect.poll(() => backButtonVisible(page)).toBe(true);
    await pressTelegramBack(page);
    await expect(page.getByTestId('career-slide-over')).toBeHidden();
    await expect(page).toHaveURL(/\/career\?tab=jobs$/);
  });
});
