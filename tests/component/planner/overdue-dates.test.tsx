import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KanbanBoard } from '@app/features/planner/kanban/kanban-board.tsx';
import { TableView } from '@app/features/planner/table/table-view.tsx';
import { plannerWorld, type TaskSeed } from '../support/planner-world.ts';
import { renderWithApp } from '../support/render.tsx';

/*
 * The table marks an overdue task's date as the list and the kanban do (shared/planner/card-date.ts
 * isDateOverdue): a day before today in the person's zone, never for done or cancelled work; red,
 * with a mark, and said in words for a screen reader, as the kanban's cards say it too.
 */

/** Wednesday 18 November 2026, 10:30 in Moscow. */
const NOW = Date.parse('2026-11-18T07:30:00Z');
const moscow = (offsetDays: number, hh = 12) => new Date(Date.UTC(2026, 10, 18 + offsetDays, hh - 3)).toISOString();
beforeEach(() => void vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
afterEach(() => void vi.useRealTimers());

type World = ReturnType<typeof plannerWorld>;

/** The table of `tasks`; `change` adjusts the world (a cancelled option, a period column) before it draws. */
function openTable(tasks: TaskSeed[], change: (w: World) => World = (w) => w) {
  renderWithApp(<TableView data={change(plannerWorld(tasks))} onOpenTask={() => {}} />, { path: '/planner' });
}

const row = (title: string) =>
  screen.getAllByTestId('task-row').find((tr) => tr.querySelector('.pl-task-title')?.textContent === title)!;
/** The row's marked cells: their class and what a screen reader reads in them. */
const overdueCells = (title: string) =>
  [...row(title).querySelectorAll<HTMLElement>('td[data-overdue]')].map((td) => ({
    column: td.className.replace(' is-overdue', ''),
    read: td.textContent,
  }));

describe('table: overdue dates', () => {
  it('marks the date of an unfinished task due before today, and says so in words', () => {
    openTable([
      { title: 'Вчера', date: moscow(-1), status: 0 },
      { title: 'Неделю назад без статуса', date: moscow(-7) },
      { title: 'Сегодня утром', date: moscow(0, 9) },
      { title: 'Завтра', date: moscow(1), status: 1 },
      { title: 'Без даты', status: 0 },
    ]);
    expect(overdueCells('Вчера')).toEqual([{ column: 'pl-col-date', read: 'Вчера 12:00, просрочено' }]);
    expect(overdueCells('Неделю назад без статуса')).toEqual([
      { column: 'pl-col-date', read: '11.11.2026 12:00, просрочено' },
    ]);
    // Earlier today is not overdue: the rule counts days in the person's zone.
    expect(overdueCells('Сегодня утром')).toEqual([]);
    expect(overdueCells('Завтра')).toEqual([]);
    expect(overdueCells('Без даты')).toEqual([]);
    const words = row('Вчера').querySelector('td[data-overdue] .pl-visually-hidden');
    expect(words?.textContent).toBe(', просрочено');
    expect(row('Вчера').querySelector('td[data-overdue] svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('never marks done or cancelled work, whatever its date', () => {
    openTable(
      [
        { title: 'Готово давно', date: moscow(-10), status: 2 },
        { title: 'Отменено', date: moscow(-3), status: 1 },
        { title: 'В работе', date: moscow(-3), status: 0 },
      ],
      // The second status becomes a cancelled one.
      (w) => {
        const cancel = <T extends { id: number; group?: string | null }>(o: T) =>
          o.id === 12 ? { ...o, group: 'cancelled' as const } : o;
        return {
          ...w,
          propertyColumns: w.propertyColumns.map((c) => ({ ...c, options: c.options?.map(cancel) })),
        };
      },
    );
    expect(overdueCells('Готово давно')).toEqual([]);
    expect(overdueCells('Отменено')).toEqual([]);
    expect(overdueCells('В работе')).toHaveLength(1);
  });

  it('reads a date without a time of day as that day, and a period by its start when there is no date', () => {
    openTable(
      [
        { title: 'Дата вчера', status: 0 },
        { title: 'Дата сегодня', status: 0 },
        { title: 'Период начался', status: 0 },
        { title: 'Период впереди', status: 0 },
      ],
      (w) => ({
        ...w,
        propertyColumns: [...w.propertyColumns, { key: 'value_period', title: 'Период', type: 'period' as const }],
        tasks: w.tasks.map((t) => {
          if (t.title === 'Дата вчера') return { ...t, value_date: '2026-11-17' };
          if (t.title === 'Дата сегодня') return { ...t, value_date: '2026-11-18' };
          if (t.title === 'Период начался') return { ...t, value_period: [moscow(-2), moscow(2)] };
          return { ...t, value_period: [moscow(1), moscow(3)] };
        }),
      }),
    );
    expect(overdueCells('Дата вчера').map((c) => c.column)).toEqual(['pl-col-date']);
    expect(overdueCells('Дата сегодня')).toEqual([]);
    expect(overdueCells('Период начался')).toEqual([
      { column: 'pl-col-period', read: '16.11.2026 12:00 – 20.11.2026 12:00, просрочено' },
    ]);
    expect(overdueCells('Период впереди')).toEqual([]);
  });
});

describe('kanban: overdue dates', () => {
  it('says an overdue date in words beside its red, and a finished card has neither', () => {
    const data = plannerWorld([
      { title: 'Просрочена', date: moscow(-2), status: 0 },
      { title: 'Закрыта', date: moscow(-2), status: 2 },
    ]);
    renderWithApp(<KanbanBoard data={data} onOpenTask={() => {}} />, { path: '/kanban' });
    const card = (title: string) => screen.getAllByTestId('kanban-card').find((c) => c.textContent?.includes(title))!;
    const overdue = card('Просрочена').querySelector('.kb-meta--overdue');
    expect(overdue?.textContent).toBe('16.11.2026 12:00, просрочено');
    expect(card('Закрыта').querySelector('.kb-meta--overdue')).toBeNull();
    expect(card('Закрыта').textContent).not.toContain('просрочено');
  });
});
