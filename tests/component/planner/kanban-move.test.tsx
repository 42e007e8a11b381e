import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { plannerDataCall, tasksCalls } from '@shared/contracts/planner.ts';
import ruErrors from '@shared/locales/ru/errors.json' with { type: 'json' };
import { usePlannerData } from '@app/features/planner/api/planner-data.ts';
import { KanbanBoard } from '@app/features/planner/kanban/kanban-board.tsx';
import { idsOf, plannerWorld, type TaskSeed } from '../support/planner-world.ts';
import { renderWithApp } from '../support/render.tsx';
import { answer, refuse, server, type Sent } from '../support/server.ts';

/*
 * The kanban's one write (features/planner/api/tasks.ts useUpdateBatch): a move shows at once,
 * the server's answer becomes the board, and a refusal rolls the board back with its toast.
 * Dragging itself (mouse, touch, the board scrolling under a held card) is the browser's:
 * tests/e2e/planner-boards.spec.ts. Here the keyboard moves the cards, as dnd-kit's keyboard
 * sensor does for a person without a pointer.
 */

function Board() {
  const { data } = usePlannerData(7);
  return data ? <KanbanBoard data={data} onOpenTask={() => {}} /> : null;
}

/** A board of the given tasks; `onBatch` answers the move (default: the server's answer to it). */
function openBoard(seeds: TaskSeed[], onBatch?: (sent: Sent) => Response | undefined | Promise<Response | undefined>) {
  let world = plannerWorld(seeds);
  const batches: Sent[] = [];
  server.use(
    answer(plannerDataCall, () => world),
    answer(tasksCalls.updateBatch, async (sent) => {
      batches.push(sent);
      const refused = await onBatch?.(sent);
      if (refused) return refused;
      // As the server stores it: the moved values, then every task of the columns touched.
      const updates = sent.updates as { id: number; value_select_position: number; value_select?: number | null }[];
      const byId = new Map(updates.map((u) => [u.id, u]));
      const tasks = world.tasks.map((t) => {
        const u = byId.get(t.id);
        return u ? { ...t, ...u, value_select: u.value_select === undefined ? t.value_select : u.value_select } : t;
      });
      world = { ...world, tasks };
      const touched = new Set(tasks.filter((t) => byId.has(t.id)).map((t) => t.value_select));
      return { tasks: tasks.filter((t) => touched.has(t.value_select)), propertyColumns: [], profiles: world.profiles };
    }),
  );
  renderWithApp(<Board />, { path: '/kanban' });
  return {
    ids: idsOf(world),
    batches,
    /** Lets the world change behind the page's back (another person, another tab). */
    change: (f: (w: typeof world) => typeof world) => (world = f(world)),
  };
}

const column = (title: RegExp) =>
  screen
    .getAllByTestId('kanban-column')
    .find((c) => title.test(within(c).getByTestId('kanban-column-title').textContent!))!;
const cardsOf = (title: RegExp) =>
  within(column(title))
    .queryAllByTestId('kanban-card')
    .map((c) => c.textContent);
const titles = () => screen.getAllByTestId('kanban-column-title').map((t) => t.textContent);

/** Space picks the focused card up, each arrow moves the placeholder, Space drops: a move without a pointer. */
async function moveByKeyboard(card: HTMLElement, ...arrows: string[]) {
  card.focus();
  fireEvent.keyDown(card, { code: 'Space', key: ' ' });
  await screen.findByTestId('kanban-placeholder');
  // dnd-kit's keyboard sensor listens from a task queued at the pick-up.
  await act(() => new Promise((r) => setTimeout(r, 0)));
  for (const code of arrows) fireEvent.keyDown(document, { code, key: code });
  fireEvent.keyDown(document, { code: 'Space', key: ' ' });
}

const card = (title: string) => screen.getAllByTestId('kanban-card').find((c) => c.textContent?.includes(title))!;

describe('kanban: moving a card', () => {
  // A refused move is logged as well as toasted (useUpdateBatch): kept out of the test's output.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

  it('shows the move before the server answers, sends it with the moved card naming its column, and counts both columns again', async () => {
    let answerNow!: () => void;
    const held = new Promise<undefined>((r) => (answerNow = () => r(undefined)));
    const { batches, ids } = openBoard(
      [
        { title: 'Иск', status: 0, position: 0 },
        { title: 'Отзыв', status: 0, position: 1 },
        { title: 'Договор', status: 1, position: 0 },
      ],
      () => held,
    );
    await screen.findByText('Иск');
    expect(titles()).toEqual(['К выполнению (2)', 'В работе (1)', 'Готово (0)']);

    await moveByKeyboard(card('Иск'), 'ArrowRight', 'ArrowDown');
    // Still unanswered: the board already shows it, so the move feels instant.
    await waitFor(() => expect(batches).toHaveLength(1));
    expect(cardsOf(/^В работе/)).toEqual([expect.stringContaining('Договор'), expect.stringContaining('Иск')]);
    expect(cardsOf(/^К выполнению/)).toEqual([expect.stringContaining('Отзыв')]);
    expect(titles()).toEqual(['К выполнению (1)', 'В работе (2)', 'Готово (0)']);
    expect(batches[0].updates).toContainEqual({ id: ids['Иск'], value_select_position: 1, value_select: 12 });
    // Only the moved card names a column; the renumbered ones send their positions alone.
    expect((batches[0].updates as object[]).filter((u) => 'value_select' in u)).toHaveLength(1);
    answerNow();
    await waitFor(() => expect(screen.queryByTestId('kanban-placeholder')).toBeNull());
    expect(cardsOf(/^В работе/)).toEqual([expect.stringContaining('Договор'), expect.stringContaining('Иск')]);
    expect(screen.queryByTestId('toast-error')).toBeNull();
  });

  it("rolls a viewer's refused move back and says why in an error toast", async () => {
    const { batches } = openBoard(
      [
        { title: 'V1', status: 0, position: 0 },
        { title: 'V2', status: 1, position: 0 },
      ],
      () => refuse(403, ruErrors.cannot_change_tasks, 'cannot_change_tasks'),
    );
    await screen.findByText('V1');
    await moveByKeyboard(card('V1'), 'ArrowRight', 'ArrowDown');
    expect(await screen.findByTestId('toast-error')).toHaveProperty(
      'textContent',
      'Не удалось переместить задачу: Наблюдатели не могут изменять задачи',
    );
    expect(batches).toHaveLength(1);
    await waitFor(() => expect(cardsOf(/^К выполнению/)).toEqual(['V1']));
    expect(cardsOf(/^В работе/)).toEqual(['V2']);
    expect(titles()).toEqual(['К выполнению (1)', 'В работе (1)', 'Готово (0)']);
  });

  it('rolls back the move of a task archived meanwhile, then shows the board without it', async () => {
    const { change, ids } = openBoard(
      [
        { title: 'R1', status: 0, position: 0 },
        { title: 'R2', status: 0, position: 1 },
      ],
      () => refuse(404, ruErrors.task_not_found, 'task_not_found'),
    );
    await screen.findByText('R1');
    // Archived in another tab; this page has not heard of it.
    change((w) => ({ ...w, tasks: w.tasks.filter((t) => t.id !== ids.R1) }));
    await moveByKeyboard(card('R1'), 'ArrowRight');
    expect(await screen.findByTestId('toast-error')).toHaveProperty(
      'textContent',
      'Не удалось переместить задачу: Задача не найдена',
    );
    await waitFor(() => expect(cardsOf(/^К выполнению/)).toEqual(['R2']));
    expect(cardsOf(/^В работе/)).toEqual([]);
  });
});

describe('kanban: in English', () => {
  it("names the card variants and an empty column in English; option titles stay the owner's, and the column without one never mixes languages", async () => {
    await i18next.changeLanguage('en');
    renderWithApp(
      <KanbanBoard
        data={plannerWorld([{ title: 'Loose' }, ...[1, 2, 3, 4].map((n) => ({ title: `Task ${n}`, status: 0 }))])}
        onOpenTask={() => {}}
      />,
    );
    // The owner's statuses are Russian: the column without one names their property, not "No Status".
    expect(titles()).toEqual(['Статус: — (1)', 'К выполнению (4)', 'В работе (0)', 'Готово (0)']);
    const variants = screen.getByTestId('card-variant-switch').querySelectorAll('[data-variant]');
    expect([...variants].map((v) => v.textContent)).toEqual(['Minimal', 'Compact', 'Compact full', 'Full']);
    expect(column(/^В работе/).textContent).toContain('No tasks');
  });
});

describe('kanban: what is missing', () => {
  it('asks to select a project when none is', async () => {
    renderWithApp(<KanbanBoard data={null} onOpenTask={() => {}} />);
    expect(screen.getByTestId('kanban-no-project').textContent).toContain('Выберите проект, чтобы увидеть задачи');
  });

  it('says the project has no select property to make columns of', async () => {
    renderWithApp(
      <KanbanBoard data={plannerWorld([{ title: 'Без колонок' }], { select: false })} onOpenTask={() => {}} />,
    );
    expect(screen.getByTestId('kanban-no-select').textContent).toContain('В выбранном проекте нет свойства-списка');
    expect(screen.queryByTestId('kanban-card')).toBeNull();
  });
});
