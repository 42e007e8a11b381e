import { expect, test, type Page } from './support/test.ts';
import { setUserSettings, signInAsDemo } from './support/sign-in.ts';

/** The counterparty check and its company report. Local data only. */

async function openPaused(page: Page) {
  await page.clock.install({ time: new Date('2024-03-05T10:00:00+03:00') });
  await page.goto('/check');
  await expect(page.getByTestId('check-empty')).toBeVisible();
  // Frozen from here: the 1.5 s search ends only when the test moves the clock.
  await page.clock.pauseAt(new Date('2024-03-05T10:05:00+03:00'));
}

test.describe('counterparty check', { tag: '@desktop-only' }, () => {
  test('searches by name for 1.5 s and shows the whole report', async ({ page }) => {
    await openPaused(page);
    const query = page.getByTestId('check-query');
    const button = page.getByTestId('check-search');
    await expect(button).toBeDisabled();
    await query.fill('   ');
    await expect(button).toBeDisabled();

    await query.fill('северный');
    await button.click();
    await expect(page.getByTestId('check-loading')).toBeVisible();
    await expect(button).toBeDisabled();
    await page.clock.runFor(1499);
    await expect(page.getByTestId('check-loading')).toBeVisible();
    await page.clock.runFor(1);

    const report = page.getByTestId('check-report');
    await expect(page.getByTestId('check-company-name')).toHaveText('ООО «Северный терминал»');
    await expect(page.getByTestId('check-company-status')).toHaveText('Действующая');
    await expect(page.getByTestId('check-overall-risk')).toHaveText('Общий риск: Низкий');
    for (const text of [
      '7841015826',
      '1157847012344',
      '784101001',
      'Громов Андрей Викторович',
      'ООО «Балтлогистик Холдинг» (40%)',
      'Ширяева Марина Олеговна',
      '16 апр. 2015', // a date outside the planner, in the language's medium form
      '214',
    ]) {
      await expect(report).toContainText(text);
    }
    await expect(page.getByTestId('check-revenue')).toContainText('2021');
    await expect(page.getByTestId('check-revenue')).toContainText('2023');
    await expect(page.getByTestId('check-revenue')).toContainText(/1,6\sмлрд\s₽/);
    await expect(page.getByTestId('check-credit-rating')).toHaveText('AA');
    // Won 14 of 18 cases: 78%.
    await expect(page.getByTestId('check-win-rate')).toHaveText('78%');
    await expect(page.getByTestId('check-sanctions')).toHaveText('В санкционных списках не найдена');
    await expect(page.getByTestId('check-score')).toHaveText('88');
    await expect(page.getByTestId('check-score-bar')).toHaveAttribute('data-tone', 'green');
    await expect(page.getByTestId('check-recommendations')).toContainText('Можно работать на стандартных условиях');
    await expect(page.getByTestId('check-download')).toHaveText('Скачать отчет');
    await expect(page.getByTestId('check-analysis')).toHaveText('Подробный анализ');
    await expect(page.getByTestId('check-contract')).toHaveText('Создать договор');

    // Recent searches remember it; Enter searches too, and a miss clears the report.
    await expect(page.getByTestId('check-recent-item')).toHaveText(['северный']);
    await query.fill('Ромашка');
    await query.press('Enter');
    await page.clock.runFor(1500);
    await expect(page.getByTestId('check-not-found')).toContainText('Компания не найдена');
    await expect(report).toHaveCount(0);
    await expect(page.getByTestId('check-recent-item')).toHaveText(['северный']);
  });

  test('names a mistyped tax number before searching, and finds the right one', async ({ page }) => {
    await openPaused(page);
    const query = page.getByTestId('check-query');
    await query.fill('6671048316');
    await query.press('Enter');
    await expect(page.getByTestId('check-inn-problem')).toContainText('не сходится контрольная цифра');
    await expect(page.getByTestId('check-loading')).toHaveCount(0);
    await query.fill('66710483');
    await query.press('Enter');
    await expect(page.getByTestId('check-inn-problem')).toContainText('введено 8 цифр');

    await query.fill('6671048315');
    await expect(page.getByTestId('check-inn-problem')).toHaveCount(0);
    await query.press('Enter');
    await page.clock.runFor(1500);
    await expect(page.getByTestId('check-company-name')).toHaveText('АО «Уралстройинвест»');
    await expect(page.getByTestId('check-overall-risk')).toHaveText('Общий риск: Средний');
    await expect(page.getByTestId('check-score-bar')).toHaveAttribute('data-tone', 'yellow');
    await expect(page.getByTestId('check-credit-rating')).toHaveText('BBB');
  });

  test('quick picks search at once; recent searches keep five, newest first, without repeats', async ({ page }) => {
    await openPaused(page);
    const picks = page.getByTestId('check-quick-pick');
    const expected: Array<[string, string, string]> = [
      ['Альтаир Трейд', 'Ликвидируется', 'Общий риск: Высокий'],
      ['Меридиан Девелопмент', 'Ликвидирована', 'Общий риск: Критический'],
      ['5262097140', 'Действующая', 'Общий риск: Высокий'],
    ];
    for (const [pick, status, risk] of expected) {
      await picks.filter({ hasText: pick }).click();
      await page.clock.runFor(1500);
      await expect(page.getByTestId('check-company-status')).toHaveText(status);
      await expect(page.getByTestId('check-overall-risk')).toHaveText(risk);
    }
    await expect(page.getByTestId('check-bankruptcy')).toContainText('0 процедур');
    const query = page.getByTestId('check-query');
    for (const q of ['волжская', 'вектор', 'Альтаир Трейд']) {
      await query.fill(q);
      await query.press('Enter');
      await page.clock.runFor(1500);
      await expect(page.getByTestId('check-report')).toBeVisible();
    }
    await expect(page.getByTestId('check-company-status')).toHaveText('Ликвидируется');
    await expect(page.getByTestId('check-recent-item')).toHaveText([
      'Альтаир Трейд',
      'вектор',
      'волжская',
      '5262097140',
      'Меридиан Девелопмент',
    ]);

    // The reorganising company and the critical one on sanctions lists.
    await query.fill('Волжская энергосбытовая');
    await query.press('Enter');
    await page.clock.runFor(1500);
    await expect(page.getByTestId('check-company-status')).toHaveText('Реорганизуется');
    await query.fill('2503138841');
    await query.press('Enter');
    await page.clock.runFor(1500);
    await expect(page.getByTestId('check-overall-risk')).toHaveText('Общий риск: Критический');
    await expect(page.getByTestId('check-sanctions')).toHaveText('Компания в санкционных списках');
    await expect(page.getByTestId('check-score-bar')).toHaveAttribute('data-tone', 'red');
  });

  test('speaks English to a person who reads English', async ({ page }, info) => {
    test.skip(info.project.name !== 'desktop', 'texts do not depend on the screen');
    const { sessionId } = await signInAsDemo(page, { username: 'elena_petrova' });
    await setUserSettings(page, sessionId, { language: 'en' });
    await page.goto('/check');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Counterparty check');
    await page.getByTestId('check-query').fill('Ромашка');
    await page.getByTestId('check-query').press('Enter');
    await expect(page.getByTestId('check-not-found')).toContainText('No company found');
    await expect(page.getByTestId('check-not-found')).toContainText('Nothing matches “Ромашка”.');
  });
});

test.describe('a company the check does not know', () => {
  test('is said calmly, with the words searched, not as an error @desktop-only', async ({ page }) => {
    await openPaused(page);
    const query = page.getByTestId('check-query');
    await query.fill('Ромашка и партнёры');
    await query.press('Enter');
    await expect(page.getByTestId('check-loading')).toBeVisible();
    await page.clock.runFor(1500);
    const notFound = page.getByTestId('check-not-found');
    await expect(notFound).toContainText('Компания не найдена');
    await expect(notFound).toContainText('По запросу «Ромашка и партнёры» ничего не нашлось.');
    await expect(page.getByTestId('check-error')).toHaveCount(0);
    await expect(page.getByText('Ошибка поиска')).toHaveCount(0);
    // The next search, a quick pick, finds its company and the message goes.
    await page.getByTestId('check-quick-pick').filter({ hasText: 'Северный терминал' }).click();
    await page.clock.runFor(1500);
    await expect(page.getByTestId('check-company-name')).toHaveText('ООО «Северный терминал»');
    await expect(notFound).toHaveCount(0);
  });
});
