import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListView } from '@app/features/planner/list/list-view.tsx';
import { plannerWorld, type TaskSeed } from '../support/planner-world.ts';
import { renderWithApp } from '../support/render.tsx';

/*
 * The list view (shared/planner/list-groups.ts): Overdue, Today, Upcoming,
 * No date and Done with their counts, the collapsed groups, and pages of 20.
 */

/** Wednesday 18 November 2026, 10:30 in Moscow. */
const NOW = Date.parse('2026-11-18T07:30:00Z');
const day = (offset: number, hh = 12) => new Date(Date.UTC(2026, 10, 18 + offset, hh - 3)).toISOString();
beforeEach(() => void vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
afterEach(() => void vi.useRealTimers());

const group = (key: string) => screen.getByTestId(`list-group-${key}`);
const count = (key: string) => screen.getByTestId(`list-group-${key}-count`).textContent;
const items = (key: string) =>
  within(group(key))
    .queryAllByTestId('list-item')
    .map((i) => i.textContent);
const pad = (i: number) => String(i).padStart(2, '0');

function openList(tasks: TaskSeed[]) {
  renderWithApp(<ListView data={plannerWorld(tasks)} onOpenTask={() => {}} />, { path: '/list' });
}

describe('list view', () => {
  it('groups by due date with counts, opens Upcoming and No date on a tap, and shows 20 at a time', () => {
    openList([
      { title: 'Overdue 2', date: day(-1) },
      { title: 'Overdue 1', date: day(-3) },
      { title: 'Today 1', date: day(0, 9) },
      ...Array.from({ length: 25 }, (_, i) => ({ title: `Upcoming ${pad(25 - i)}`, date: day(26 - i) })),
      ...Array.from({ length: 22 }, (_, i) => ({ title: `Someday ${pad(i + 1)}` })),
    ]);
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Просрочено',
      'Сегодня',
      'Предстоящие',
      'Без даты',
    ]);
    expect([count('overdue'), count('today'), count('upcoming'), count('noDate')]).toEqual(['2', '1', '25', '22']);
    // Oldest first; Upcoming and No date start collapsed.
    expect(items('overdue').map((t) => t?.slice(0, 9))).toEqual(['Overdue 1', 'Overdue 2']);
    expect(items('upcoming')).toEqual([]);
    expect(items('noDate')).toEqual([]);

    fireEvent.click(screen.getByTestId('list-group-upcoming-head'));
    expect(items('upcoming')).toHaveLength(20);
    expect(items('upcoming')[0]).toContain('Upcoming 01');
    fireEvent.click(screen.getByRole('button', { name: 'Показать ещё (осталось 5)' }));
    expect(items('upcoming')).toHaveLength(25);
    expect(screen.queryByTestId('list-group-upcoming-more')).toBeNull();

    fireEvent.click(screen.getByTestId('list-group-noDate-head'));
    expect(items('noDate')).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Показать ещё (осталось 2)' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('list-group-upcoming-head'));
    expect(items('upcoming')).toEqual([]);
  });

  it('puts a finished task under Done whatever its date, leaves Overdue out when empty, and says when a group is empty', () => {
    openList([
      { title: 'Закрыто вчера', date: day(-1), status: 2 },
      { title: 'Без даты', status: 0 },
    ]);
    expect(screen.queryByTestId('list-group-overdue')).toBeNull();
    expect(count('done')).toBe('1');
    expect(group('today').textContent).toContain('Нет задач');
    fireEvent.click(screen.getByTestId('list-group-done-head'));
    expect(items('done')).toEqual([expect.stringContaining('Закрыто вчера')]);
  });
});
