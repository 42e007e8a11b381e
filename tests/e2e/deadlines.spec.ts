import { expect, test, type Page } from './support/test.ts';
import { getFunction, plannerData, seedBoard } from './support/boards-fixtures.ts';
import { callFunction, signInAsDemo } from './support/sign-in.ts';

/*
 * The procedural deadline calculator, /deadlines: a preset or a period of one's own counted from
 * the event's day on the production calendar, each step with its article; the address carries
 * the inputs (a link to send), the page the server draws shows the result; signed in, the
 * deadline becomes a task whose date the rule keeps, and the task's dialog recounts it.
 */

/** The event day typed into the date input, as a person picks it. */
async function pickEventDay(page: Page, day: string) {
  await page.getByTestId('deadline-from').fill(day);
}

test.describe('in Russian', () => {
  test("counts a preset and a period of one's own, keeps them in the address, and warns on a year without a decree", async ({
    page,
  }) => {
    await page.goto('/deadlines');
    await expect(page.getByRole('heading', { level: 1, name: 'Расчёт процессуальных сроков' })).toBeVisible();
    await expect(page.getByTestId('deadline-empty')).toBeVisible();
    await expect(page.getByTestId('deadline-disclaimer')).toContainText('общие правила');

    // ГПК appeal: 30 January + one month has no 30 February, so 28 February, a Saturday: Monday 2 March.
    await page.getByTestId('deadline-preset').selectOption('gpk-appeal');
    await expect(page.getByTestId('deadline-preset-hint')).toHaveText('1 месяц · ч. 2 ст. 321 ГПК РФ');
    await pickEventDay(page, '2026-01-30');
    await expect(page.getByTestId('deadline-due')).toHaveText('понедельник, 2 марта 2026 г.');
    const steps = page.getByTestId('deadline-steps').locator('li');
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(2)).toContainText('28.02.2026');
    await expect(steps.nth(3)).toContainText('суббота');
    await expect(steps.nth(3)).toContainText('ч. 2 ст. 108 ГПК РФ');
    await expect(page).toHaveURL(/\/deadlines\?from=2026-01-30&preset=gpk-appeal$/);

    // The link a colleague gets: the server draws the same result.
    await page.reload();
    await expect(page.getByTestId('deadline-due')).toHaveText('понедельник, 2 марта 2026 г.');
    await expect(page.getByTestId('deadline-calendar-warning')).toHaveCount(0);

    // Fifteen days under АПК are working days; 2027 has no decree yet.
    await page.getByTestId('deadline-preset').selectOption('');
    await page.getByTestId('deadline-amount').fill('15');
    await page.getByTestId('deadline-unit').selectOption('days');
    await page.getByTestId('deadline-code').selectOption('apk');
    await pickEventDay(page, '2027-05-30');
    await expect(page).toHaveURL(/from=2027-05-30&amount=15&unit=days&code=apk/);
    await expect(page.getByTestId('deadline-due')).toHaveText('понедельник, 21 июня 2027 г.');
    await expect(page.getByTestId('deadline-calendar-warning')).toHaveText(
      'Производственный календарь на 2027 год ещё не утверждён: проверьте срок',
    );

    await expect(page.getByRole('link', { name: 'Войдите,' })).toBeVisible();

    // A period longer than the calculator counts is refused in words.
    await page.getByTestId('deadline-amount').fill('5000');
    await expect(page.getByTestId('deadline-error')).toContainText('1000');
  });

  test('adds the deadline to the planner, where the task keeps the rule and recounts it', async ({ page }) => {
    const { sessionId } = await signInAsDemo(page, { goto: '/deadlines?from=2026-01-30&preset=gpk-appeal' });
    const title = `Сроки ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    // A project of its own, without a date property: adding asks to create one.
    const { projectId } = await seedBoard(page, sessionId, [], { title });
    const project = { id: projectId };
    await callFunction(page, 'projects', { action: 'update', sessionId, id: project.id, property_date: null });

    await page.getByTestId('deadline-add').click();
    const dialog = page.getByTestId('deadline-add-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('deadline-add-project').selectOption({ label: `${title} / ${title}` });
    await expect(dialog.getByTestId('deadline-add-slot')).toContainText(`В проекте «${title}» нет свойства «Дата»`);
    await expect(dialog.getByTestId('deadline-add-title')).toHaveValue('Апелляционная жалоба (ГПК)');
    await dialog.getByTestId('deadline-add-submit').click();
    await expect(page.getByTestId('toast-success')).toContainText(`Задача со сроком добавлена в проект «${title}»`);

    const data = await plannerData(page, sessionId, project.id);
    const task = data.tasks.find((t) => t.title === 'Апелляционная жалоба (ГПК)')!;
    expect(task.value_date).toBe('2026-03-02');
    expect(task.deadline).toMatchObject({ from: '2026-01-30', preset: 'gpk-appeal', amount: 1, unit: 'months' });

    // The task's dialog: the date "по закону", and a new event day recounts it.
    await page.getByTestId('toast-link').click();
    const taskDialog = page.getByTestId('entity-dialog');
    await expect(taskDialog.getByTestId('deadline-mark')).toHaveText('по закону');
    await expect(taskDialog.getByTestId('deadline-summary')).toContainText(
      'Апелляционная жалоба (ГПК); событие — 30.01.2026',
    );
    await taskDialog.getByTestId('deadline-open').click();
    await taskDialog.getByTestId('deadline-from').fill('2026-02-27');
    // 27 March 2026 is a Friday: nothing moves.
    await expect(taskDialog.getByTestId('deadline-due')).toHaveText('пятница, 27 марта 2026 г.');
    await taskDialog.getByTestId('deadline-apply').click();
    await taskDialog.getByTestId('entity-save').click();
    await expect(taskDialog).toBeHidden();
    await expect
      .poll(
        async () => (await plannerData(page, sessionId, project.id)).tasks.find((t) => t.id === task.id)?.value_date,
      )
      .toBe('2026-03-27');
    await expect(
      page.getByTestId('task-row').filter({ hasText: 'Апелляционная жалоба' }).getByTestId('law-mark'),
    ).toBeVisible();
    expect(
      (
        await getFunction<{ due: string }>(page, 'deadlines', {
          action: 'compute',
          from: '2026-02-27',
          preset: 'gpk-appeal',
        })
      ).due,
    ).toBe('2026-03-27');
  });
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('counts a preset, words each step with its article, and shows the result drawn by the server', async ({
    page,
  }) => {
    await page.goto('/deadlines?from=2026-01-30&preset=gpk-appeal');
    await expect(page.getByRole('heading', { level: 1, name: 'Procedural deadline calculator' })).toBeVisible();
    await expect(page.getByTestId('deadline-due')).toHaveText('Monday, 2 March 2026');
    await expect(page.getByTestId('deadline-steps')).toContainText('Civil Procedure Code, art. 108(2)');
    await page.getByTestId('deadline-preset').selectOption('koap-complaint');
    await expect(page.getByTestId('deadline-due')).not.toHaveText('Monday, 2 March 2026');
    await expect(page).toHaveURL(/preset=koap-complaint/);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });
});
