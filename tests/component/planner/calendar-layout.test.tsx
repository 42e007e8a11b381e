import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getMembersCall } from '@shared/contracts/planner.ts';
import { CalendarView } from '@app/features/planner/calendar/calendar-view.tsx';
import { ANNA, IGOR, plannerWorld, type TaskSeed } from '../support/planner-world.ts';
import { renderWithApp } from '../support/render.tsx';
import { answer, refuse, server } from '../support/server.ts';

/*
 * The calendar's layout rules (shared/planner/calendar-placement.ts) as a person
 * sees them: what goes under Other Tasks, what folds behind 'more', the month cell's '<n> more',
 * the team view, the time line, and the English texts. Dragging a task to reschedule it is the
 * browser's: tests/e2e/planner-boards.spec.ts.
 */

/** Wednesday 18 November 2026, 10:30 in Moscow (UTC+3), where every date below is written. */
const NOW = Date.parse('2026-11-18T07:30:00Z');
const TODAY = '2026-11-18';
const moscow = (day: string, hh = 0, mm = 0) =>
  new Date(Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10), hh - 3, mm)).toISOString();

// Only the date is fixed: timers stay real, so msw and the queries answer as usual.
beforeEach(() => void vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
afterEach(() => void vi.useRealTimers());

function openCalendar(tasks: TaskSeed[], view?: 'daily' | 'week' | 'month' | 'year') {
  if (view) localStorage.setItem('planner.calendar.view', view);
  const data = plannerWorld(tasks.map((t) => ({ status: 0, ...t })));
  return renderWithApp(<CalendarView data={data} timezone="Europe/Moscow" onOpenTask={() => {}} />, {
    path: '/calendar',
  });
}

const byTestId = (id: string, root: HTMLElement = document.body) => within(root).queryAllByTestId(id);
/** Each task chip as it reads: its time (if any) and title (the chip's tooltip says both). */
const chips = (root?: HTMLElement) => byTestId('calendar-task', root).map((e) => e.title);
const texts = (els: HTMLElement[]) => els.map((e) => e.textContent?.replace(/\s+/g, ' ').trim());
const pickView = (v: string) =>
  fireEvent.click(screen.getByTestId('calendar-views').querySelector(`[data-view=${v}]`)!);
const hourRow = (h: number) => document.querySelector<HTMLElement>(`[data-hour-row="${h}"]`)!;
const monthCell = (d: string) =>
  document.querySelector<HTMLElement>(`[data-testid=calendar-month-cell][data-date="${d}"]`);

describe('calendar: views and their titles', () => {
  it('opens on the month, steps each view by its own unit, and a year tile opens its month', () => {
    openCalendar([{ title: 'Сегодня в 10', date: moscow(TODAY, 10) }]);
    const title = () => screen.getByTestId('calendar-title').textContent;
    // Month: 42 cells from the Monday before the 1st, today marked.
    expect(title()).toBe('Ноябрь 2026');
    expect(byTestId('calendar-month-cell')).toHaveLength(42);
    expect(byTestId('calendar-month-cell')[0].dataset.date).toBe('2026-10-26');
    expect(monthCell(TODAY)!.className).toMatch(/is-today/);
    fireEvent.click(screen.getByTestId('calendar-next'));
    expect(title()).toBe('Декабрь 2026');
    fireEvent.click(screen.getByTestId('calendar-prev'));
    fireEvent.click(screen.getByTestId('calendar-prev'));
    expect(title()).toBe('Октябрь 2026');
    fireEvent.click(screen.getByTestId('calendar-today'));

    // Day: 17 hour rows from 06:00 to 22:00, a day per step.
    pickView('daily');
    expect(byTestId('calendar-hour-row')).toHaveLength(17);
    expect(byTestId('calendar-hour-row')[0].textContent).toContain('06:00');
    expect(byTestId('calendar-hour-row').at(-1)!.textContent).toContain('22:00');
    expect(screen.getByTestId('calendar-subtitle').textContent).toBe('Ср, 18 ноября');
    fireEvent.click(screen.getByTestId('calendar-next'));
    expect(screen.getByTestId('calendar-subtitle').textContent).toBe('Чт, 19 ноября');
    fireEvent.click(screen.getByTestId('calendar-prev'));
    expect(chips()).toEqual(['10:00 Сегодня в 10']);

    // Week: seven columns from Monday, a week per step.
    pickView('week');
    expect(texts(byTestId('calendar-column-head'))).toEqual(['Пн16', 'Вт17', 'Ср18', 'Чт19', 'Пт20', 'Сб21', 'Вс22']);
    fireEvent.click(screen.getByTestId('calendar-next'));
    expect(byTestId('calendar-column-head')[0].textContent).toBe('Пн23');
    expect(title()).toBe('Ноябрь 2026');

    // Year: twelve tiles with the months' names, a year per step; a tile opens its month.
    pickView('year');
    expect(title()).toBe('2026');
    expect(byTestId('calendar-year-month')).toHaveLength(12);
    expect(byTestId('calendar-year-month')[0].textContent).toContain('Январь');
    fireEvent.click(screen.getByTestId('calendar-next'));
    expect(title()).toBe('2027');
    fireEvent.click(byTestId('calendar-year-month')[2]);
    expect(title()).toBe('Март 2027');
    expect(screen.getByTestId('calendar-month')).toBeTruthy();
  });
});

describe('calendar: where tasks go', () => {
  it("puts a day without a time, 00:00, early and late tasks under 'Other Tasks' and folds a shared hour behind 'more'", () => {
    openCalendar(
      [
        { title: 'Весь день', date: TODAY },
        { title: 'Полночь', date: moscow(TODAY, 0, 0) },
        { title: 'Рано', date: moscow(TODAY, 5, 30) },
        { title: 'Поздно', date: moscow(TODAY, 23, 0) },
        { title: 'Почти 23', date: moscow(TODAY, 22, 59) },
        { title: 'Шесть', date: moscow(TODAY, 6, 0) },
        { title: 'Девять А', date: moscow(TODAY, 9, 0) },
        { title: 'Девять Б', date: moscow(TODAY, 9, 30) },
      ],
      'daily',
    );
    const other = screen.getByTestId('calendar-other-cell');
    expect(byTestId('calendar-task', other)).toHaveLength(1);
    fireEvent.click(within(other).getByTestId('calendar-more'));
    expect(chips(other)).toEqual(['Весь день', '00:00 Полночь', '05:30 Рано', '23:00 Поздно']);
    expect(within(other).getByTestId('calendar-hide').textContent).toBe('Скрыть');
    expect(chips(hourRow(22))).toEqual(['22:59 Почти 23']);
    expect(chips(hourRow(6))).toEqual(['06:00 Шесть']);
    // Two tasks in one hour: the first, then 'ещё' opens the rest and 'Скрыть' folds them.
    expect(byTestId('calendar-task', hourRow(9))).toHaveLength(1);
    fireEvent.click(within(hourRow(9)).getByTestId('calendar-more'));
    expect(chips(hourRow(9))).toEqual(['09:00 Девять А', '09:30 Девять Б']);
    fireEvent.click(within(hourRow(9)).getByTestId('calendar-hide'));
    expect(byTestId('calendar-task', hourRow(9))).toHaveLength(1);

    // The week: an Other Tasks cell per day, 'Нет задач' where a day has none.
    pickView('week');
    const cells = byTestId('calendar-other-cell');
    expect(cells).toHaveLength(7);
    expect(cells[0].textContent).toBe('Нет задач');
    expect(cells[2].textContent).not.toBe('Нет задач');
  });

  it("shows a crowded month cell's first task and '<n> more', two tasks as they are, and no task of the next month", () => {
    openCalendar([
      { title: 'Пятнадцатое 1', date: moscow('2026-11-15', 9) },
      { title: 'Пятнадцатое 2', date: moscow('2026-11-15', 10) },
      { title: 'Пятнадцатое 3', date: moscow('2026-11-15', 11) },
      { title: 'Пятнадцатое 4', date: moscow('2026-11-15', 12) },
      { title: 'Шестнадцатое 1', date: moscow('2026-11-16', 9) },
      { title: 'Шестнадцатое 2', date: moscow('2026-11-16') },
      { title: 'Следующий месяц', date: moscow('2026-12-01', 9) },
    ]);
    const busy = monthCell('2026-11-15')!;
    expect(chips(busy)).toEqual([expect.stringContaining('Пятнадцатое 1')]);
    expect(within(busy).getByTestId('calendar-month-more').textContent).toBe('ещё 3');
    fireEvent.click(within(busy).getByTestId('calendar-month-more'));
    expect(byTestId('calendar-task', busy)).toHaveLength(4);
    fireEvent.click(within(busy).getByTestId('calendar-hide'));
    expect(byTestId('calendar-task', busy)).toHaveLength(1);
    const pair = monthCell('2026-11-16')!;
    expect(byTestId('calendar-task', pair)).toHaveLength(2);
    expect(byTestId('calendar-month-more', pair)).toHaveLength(0);
    // The grid's trailing days of December stay empty.
    expect(byTestId('calendar-task', monthCell('2026-12-01')!)).toHaveLength(0);
  });

  it("draws the current-time line in today's hour row only", () => {
    openCalendar([{ title: 'Утро', date: moscow(TODAY, 9) }], 'daily');
    const line = within(hourRow(10)).getByTestId('calendar-now-line');
    expect(line.getAttribute('style')).toMatch(/top: 50%/);
    expect(byTestId('calendar-now-line')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('calendar-next'));
    expect(byTestId('calendar-now-line')).toHaveLength(0);
  });
});

describe('calendar: team view', () => {
  const members = () => plannerWorld([]).members;

  it("shows 'Unassigned' and a column per member, each with their tasks, in the daily view only", async () => {
    server.use(answer(getMembersCall, () => ({ members: members() })));
    openCalendar(
      [
        { title: 'Анне', date: moscow(TODAY, 11), assignee: ANNA.id },
        { title: 'Игорю', date: moscow(TODAY, 11), assignee: IGOR.id },
        { title: 'Никому', date: moscow(TODAY, 11) },
      ],
      'daily',
    );
    fireEvent.click(screen.getByTestId('calendar-team-toggle'));
    await waitFor(() =>
      expect(texts(byTestId('calendar-column-head'))).toEqual(['Без исполнителя', 'Анна Смирнова', 'Игорь Волков']),
    );
    const cells = byTestId('calendar-hour-cell', hourRow(11));
    expect(cells.map((c) => chips(c))).toEqual([['11:00 Никому'], ['11:00 Анне'], ['11:00 Игорю']]);
    pickView('week');
    expect(screen.queryByTestId('calendar-team-toggle')).toBeNull();
  });

  it('says the status when the members are refused, and another text when the server is not reached', async () => {
    server.use(answer(getMembersCall, () => refuse(500, 'boom')));
    const first = openCalendar([], 'daily');
    fireEvent.click(screen.getByTestId('calendar-team-toggle'));
    expect((await screen.findByTestId('team-error')).textContent).toBe('Ошибка загрузки участников команды: 500');
    first.unmount();

    server.use(answer(getMembersCall, () => HttpResponse.error()));
    openCalendar([], 'daily');
    fireEvent.click(screen.getByTestId('calendar-team-toggle'));
    expect((await screen.findByTestId('team-error')).textContent).toBe('Не удалось загрузить участников команды');
  });
});

describe('calendar: in English', () => {
  it("names months, views, Other Tasks, '<n> more' and the team texts in English", async () => {
    await i18next.changeLanguage('en');
    server.use(answer(getMembersCall, () => refuse(503, 'down')));
    openCalendar([1, 2, 3, 4].map((n) => ({ title: `Task ${n}`, date: moscow('2026-11-15', 8 + n) })));
    expect(screen.getByTestId('calendar-title').textContent).toBe('November 2026');
    expect(texts([...screen.getByTestId('calendar-views').querySelectorAll<HTMLElement>('[data-view]')])).toEqual([
      'Day',
      'Week',
      'Month',
      'Year',
    ]);
    expect(within(monthCell('2026-11-15')!).getByTestId('calendar-month-more').textContent).toBe('3 more');
    pickView('week');
    expect(screen.getByTestId('calendar-other-row').textContent).toContain('Other Tasks');
    expect(byTestId('calendar-other-cell')[0].textContent).toBe('No tasks');
    pickView('year');
    expect(byTestId('calendar-year-month')[0].textContent).toContain('January');
    pickView('daily');
    fireEvent.click(screen.getByTestId('calendar-team-toggle'));
    expect(byTestId('calendar-column-head')[0].textContent).toBe('Unassigned');
    expect((await screen.findByTestId('team-error')).textContent).toBe('Error fetching team members: 503');
  });
});
