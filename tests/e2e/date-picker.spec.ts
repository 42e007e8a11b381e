import { expect, test, type Page } from './support/test.ts';
import { MONTH_NAMES_RU } from '@shared/planner/calendar.ts';
import { moscow, moscowDay, openBoard, plannerData, seedBoard } from './support/boards-fixtures.ts';
import { signInAsDemo } from './support/sign-in.ts';

/*
 * The date picker as the task dialog uses it: 42 days from Monday, month
 * navigation, today, single click selects, double click saves, the clamped time fields.
 */

const today = moscowDay();
const month = today.slice(0, 7);
const ddmmyyyy = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
const nextMonthTitle = () => {
  const d = new Date(`${month}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return `${MONTH_NAMES_RU[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
};

/** A task without a date on a fresh board, its Edit Task dialog open, then its date picker. */
async function openPicker(page: Page, value?: string) {
  // The picker's script and styles, fully come: the idle fetch resolves once both have.
  const pickerCode = Promise.all(
    ['js', 'css'].map((ext) =>
      page.waitForEvent('requestfinished', (r) =>
        new RegExp(`/assets/date-picker-dialog-[\\w-]+\\.${ext}$`).test(r.url()),
      ),
    ),
  );
  const { sessionId } = await signInAsDemo(page, { username: 'anna_smirnova' });
  const board = await seedBoard(page, sessionId, [{ title: 'Срок', status: 0, date: value ?? null }]);
  await openBoard(page, board, '/kanban');
  await page.locator(`[data-card-id="${board.tasks['Срок']}"]`).click();
  await expect(page.getByTestId('entity-title')).toHaveValue('Срок');
  const field = page.getByTestId('prop-date').locator('.pl-field-btn');
  // Its code comes once the page is idle: the first tap shows the picker in its own frame, where a
  // part still lazy would suspend and show no sooner than 300 ms later.
  await pickerCode;
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
  const inTheTapsFrame = await field.evaluate(
    (el) =>
      new Promise<boolean>((resolve) => {
        (el as HTMLElement).click();
        requestAnimationFrame(() => resolve(!!document.querySelector('[data-testid=date-picker]')));
      }),
  );
  expect(inTheTapsFrame).toBe(true);
  const picker = page.getByTestId('date-picker');
  await expect(picker).toBeVisible();
  const saved = async () => (await plannerData(page, sessionId, board.projectId)).tasks[0].value_date;
  return { picker, field, saved };
}

test(
  'shows 42 days from Monday with today, steps months, and saves a day on double click',
  { tag: '@desktop-only' },
  async ({ page }, info) => {
    const { picker, field, saved } = await openPicker(page);
    const days = picker.getByTestId('date-picker-day');
    await expect(days).toHaveCount(42);
    const firstWeekday = (new Date(`${month}-01T00:00:00Z`).getUTCDay() + 6) % 7;
    await expect(days.nth(firstWeekday)).toHaveAttribute('data-date', `${month}-01`);
    await expect(picker.locator(`[data-date="${today}"]`)).toHaveClass(/is-today/);
    await expect(picker.getByTestId('date-picker-month')).toHaveText(
      `${MONTH_NAMES_RU[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`,
    );
    await expect(picker.getByTestId('date-picker-selected')).toHaveText('Дата не выбрана');
    await picker.getByTestId('date-picker-next').click();
    await expect(picker.getByTestId('date-picker-month')).toHaveText(nextMonthTitle());
    await picker.getByTestId('date-picker-prev').click();
    await page.screenshot({ path: `tests/e2e/artifacts/boards-date-picker-${info.project.name}.png` });

    const day = `${month}-15`;
    await picker.locator(`[data-date="${day}"]`).dblclick();
    await expect(picker).toBeHidden();
    await expect(field).toContainText(/15\.\d\d\.\d{4}|Сегодня|Завтра|Вчера/);
    await page.getByTestId('entity-save').click();
    await expect(page.getByTestId('entity-title')).toBeHidden();
    // No time: the calendar day itself, the same day for everyone.
    await expect.poll(saved).toBe(day);
  },
);

test(
  'clamps the hour and minute, uses the time only with the toggle on, and clears',
  { tag: '@desktop-only' },
  async ({ page }) => {
    const { picker, field, saved } = await openPicker(page);
    const day = `${month}-10`;
    await picker.locator(`[data-date="${day}"]`).click();
    await expect(picker.locator(`[data-date="${day}"]`)).toHaveAttribute('aria-pressed', 'true');
    await expect(picker.getByTestId('date-picker-selected')).toHaveText(`Выбрано: ${ddmmyyyy(day)}`);

    await expect(picker.getByTestId('date-picker-hour')).toHaveCount(0);
    await picker.getByText('Время').click();
    const hour = picker.getByTestId('date-picker-hour');
    const minute = picker.getByTestId('date-picker-minute');
    await hour.fill('99');
    await expect(hour).toHaveValue('23');
    await minute.fill('75');
    await expect(minute).toHaveValue('59');
    await hour.fill('ab');
    await expect(hour).toHaveValue('');
    await hour.fill('7');
    await minute.fill('5');
    await minute.blur();
    await expect(hour).toHaveValue('07');
    await expect(minute).toHaveValue('05');
    await expect(picker.getByTestId('date-picker-selected')).toHaveText(`Выбрано: ${ddmmyyyy(day)} 07:05`);

    // Off: the day alone; on again: the time is back.
    await picker.getByText('Время').click();
    await expect(picker.getByTestId('date-picker-selected')).toHaveText(`Выбрано: ${ddmmyyyy(day)}`);
    await picker.getByText('Время').click();
    await hour.fill('14');
    await picker.getByTestId('date-picker-save').click();
    await expect(picker).toBeHidden();
    await expect(field).toContainText('14:05');
    await page.getByTestId('entity-save').click();
    await expect.poll(saved).toBe(moscow(day, 14, 5));

    // Reopened, it shows the saved moment; Cancel keeps it, Clear empties it.
    await page.locator('[data-testid=kanban-card]').first().click();
    await field.click();
    await expect(picker.getByTestId('date-picker-selected')).toHaveText(`Выбрано: ${ddmmyyyy(day)} 14:05`);
    await expect(picker.getByTestId('date-picker-time-toggle')).toBeChecked();
    await picker.getByTestId('date-picker-cancel').click();
    await expect(picker).toBeHidden();
    await expect(field).toContainText('14:05');
    await field.click();
    await picker.getByTestId('date-picker-clear').click();
    await expect(picker).toBeHidden();
    await page.getByTestId('entity-save').click();
    await expect.poll(saved).toBe(null);
  },
);

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('keeps Clear, Cancel and Save inside the dialog’s inset, none cut', async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'a phone-size check: the phone project runs it');
    const { picker, field } = await openPicker(page);
    const footer = picker.locator('.lp-modal__footer');
    const inset = await footer.evaluate((el) => parseFloat(getComputedStyle(el).paddingRight));
    expect(inset).toBeGreaterThanOrEqual(12);
    for (const id of ['date-picker-clear', 'date-picker-cancel', 'date-picker-save']) {
      const button = picker.getByTestId(id);
      const box = (await button.boundingBox())!;
      expect(box.x, id).toBeGreaterThanOrEqual(inset - 0.5);
      expect(360 - (box.x + box.width), `${id}: room to the right edge`).toBeGreaterThanOrEqual(inset - 0.5);
      expect(await button.evaluate((el) => el.scrollWidth <= el.clientWidth), `${id} is cut`).toBe(true);
    }
    // Still the dialog's buttons: Save closes it.
    const day = `${month}-10`;
    await picker.locator(`[data-date="${day}"]`).click();
    await picker.getByTestId('date-picker-save').click();
    await expect(picker).toBeHidden();
    await expect(field).toContainText(ddmmyyyy(day));
  });
});
