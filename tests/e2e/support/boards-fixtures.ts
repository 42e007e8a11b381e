import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { z } from 'zod';
import type { plannerDataAnswer } from '@shared/schemas/planner.ts';
import { ANON_KEY, callFunction } from './sign-in.ts';

type PlannerData = z.infer<typeof plannerDataAnswer>;

/** A GET call of the host from inside the page, as the app makes it. */
export async function getFunction<T = unknown>(
  page: Page,
  name: string,
  query: Record<string, string | number>,
): Promise<T> {
  const { ok, status, data } = await page.evaluate(
    async ({ name, query, key }) => {
      const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
      const res = await fetch(`/functions/v1/${name}?${qs}`, { headers: { Authorization: `Bearer ${key}` } });
      return { ok: res.ok, status: res.status, data: await res.json().catch(() => null) };
    },
    { name, query, key: ANON_KEY },
  );
  if (!ok) throw new Error(`${name}: ${status} ${(data as { error?: string } | null)?.error ?? ''}`);
  return data as T;
}

export interface BoardTaskSeed {
  title: string;
  /** Index into the statuses (null: No Status). */
  status?: number | null;
  position?: number;
  /** ISO moment. */
  date?: string | null;
  /** A profile id to assign. */
  assignee?: number | null;
}

export interface SeededBoard {
  spaceId: number;
  projectId: number;
  /** The select options in board order. */
  options: { id: number; title: string; color: string }[];
  /** Task ids by title. */
  tasks: Record<string, number>;
}

export const STATUSES = [
  { title: 'К выполнению', color: 'blue' },
  { title: 'В работе', color: 'orange' },
  { title: 'Готово', color: 'green' },
];

/**
 * A space and a project of the signed-in person with a 'Статус' select (three options), a
 * date and a person property, and the given tasks: every test works on a board of its own.
 */
export async function seedBoard(
  page: Page,
  sessionId: string,
  tasks: BoardTaskSeed[],
  opts: { title?: string } = {},
): Promise<SeededBoard> {
  const title = opts.title ?? `Boards ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const { space } = await callFunction<{ space: { id: number } }>(page, 'spaces', {
    action: 'create',
    sessionId,
    title,
  });
  const { project } = await callFunction<{ project: { id: number } }>(page, 'projects', {
    action: 'create',
    sessionId,
    space_id: space.id,
    title,
    property_select: { title: 'Статус', options: STATUSES },
    property_date: { title: 'Срок' },
    property_people: { title: 'Исполнитель' },
  });
  const data = await plannerData(page, sessionId, project.id);
  const options = (data.project.property_select?.options ?? []).map(({ id, title, color }) => ({ id, title, color }));
  const ids: Record<string, number> = {};
  for (const t of tasks) {
    const { task } = await callFunction<{ task: { id: number } }>(page, 'tasks', {
      action: 'create',
      sessionId,
      project_id: project.id,
      title: t.title,
      ...(t.status !== undefined && t.status !== null ? { value_select: options[t.status].id } : {}),
      ...(t.position !== undefined ? { value_select_position: t.position } : {}),
      ...(t.date ? { value_date: t.date } : {}),
      ...(t.assignee ? { value_people: t.assignee } : {}),
    });
    ids[t.title] = task.id;
  }
  return { spaceId: space.id, projectId: project.id, options, tasks: ids };
}

export const plannerData = (page: Page, sessionId: string, projectId: number) =>
  getFunction<PlannerData>(page, 'planner-data', { sessionId, projectId });

/** Selects the board's project (the planner keeps the selection in local storage) and opens a view. */
export async function openBoard(
  page: Page,
  board: Pick<SeededBoard, 'spaceId' | 'projectId'>,
  path: '/planner' | '/kanban' | '/calendar',
) {
  await page.evaluate(({ spaceId, projectId }) => {
    localStorage.setItem('planner.spaceId', String(spaceId));
    localStorage.setItem('planner.projectId', String(projectId));
  }, board);
  await page.goto(path);
}

/** Card ids of a kanban column (null: No Status), top to bottom. */
export function columnCards(page: Page, optionId: number | null): Promise<number[]> {
  return page
    .locator(`[data-testid=kanban-column][data-column-key="${optionId ?? 'none'}"] [data-testid=kanban-card]`)
    .evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.cardId)));
}

/** The server's order of each column, as option id → task ids by position. */
export async function serverColumns(
  page: Page,
  sessionId: string,
  projectId: number,
): Promise<Map<number | null, number[]>> {
  const data = await plannerData(page, sessionId, projectId);
  const cols = new Map<number | null, { id: number; pos: number }[]>();
  for (const t of data.tasks) {
    const list = cols.get(t.value_select) ?? [];
    list.push({ id: t.id, pos: t.value_select_position ?? Number.MAX_SAFE_INTEGER });
    cols.set(t.value_select, list);
  }
  return new Map([...cols].map(([k, v]) => [k, v.sort((a, b) => a.pos - b.pos || a.id - b.id).map((x) => x.id)]));
}

/** A wall-clock time in Moscow (the demo people's zone) as an ISO moment. */
export const moscow = (day: string, hh = 0, mm = 0) =>
  new Date(
    Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)), hh - 3, mm),
  ).toISOString();

/** Today in Moscow as YYYY-MM-DD, with days added. */
export function moscowDay(offsetDays = 0): string {
  const now = new Date(Date.now() + 3 * 3600_000 + offsetDays * 86_400_000);
  return now.toISOString().slice(0, 10);
}

/**
 * Space on the focused kanban card: picked up. dnd-kit's keyboard sensor starts listening for
 * arrows in a task it queues at the pick-up (setTimeout 0); a task the page queues after it runs
 * after it, so the arrows that follow are heard. No fixed wait.
 */
export async function pickUpCard(page: Page): Promise<void> {
  await page.keyboard.press('Space');
  await expect(page.getByTestId('kanban-placeholder')).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

export type Point = { x: number; y: number };

/** The middle of `loc` once it shows (a reloaded board draws its cards after its columns or days). */
export const center = async (loc: Locator): Promise<Point> => {
  await loc.waitFor({ state: 'visible' });
  const b = (await loc.boundingBox())!;
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
};

/**
 * Drags `source` with the mouse (desktop) or a long press of a finger (phone) to the point
 * `target()` gives once the drag has started (the layout changes when the card lifts).
 */
export async function drag(page: Page, info: TestInfo, source: Locator, target: () => Promise<Point>) {
  let from = await center(source);
  const vp = page.viewportSize()!;
  if (from.x < 8 || from.y < 8 || from.x > vp.width - 8 || from.y > vp.height - 8) {
    await source.scrollIntoViewIfNeeded();
    from = await center(source);
  }
  if (info.project.name === 'phone') {
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: Point) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: p ? [{ x: Math.round(p.x), y: Math.round(p.y) }] : [],
      });
    await touch('touchStart', from);
    // The finger is held until the drag has begun (dnd-kit marks the dragged item pressed).
    await expect(lifted(page)).toHaveCount(1);
    await touch('touchMove', { x: from.x + 4, y: from.y + 4 });
    await frames(page, 2);
    const to = await target();
    for (let i = 1; i <= 10; i++) {
      await touch('touchMove', { x: from.x + ((to.x - from.x) * i) / 10, y: from.y + ((to.y - from.y) * i) / 10 });
      await frames(page, 1);
    }
    await frames(page, 3);
    await touch('touchEnd');
    await cdp.detach();
    return;
  }
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 10, from.y + 10, { steps: 3 });
  await expect(lifted(page)).toHaveCount(1);
  const to = await target();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  // The drop target is the one under the pointer once the page has drawn the last move.
  await frames(page, 3);
  await page.mouse.up();
}

/** The card or calendar task being dragged: dnd-kit presses it while the drag lasts. */
const lifted = (page: Page) =>
  page.locator('[data-testid="kanban-card"][aria-pressed="true"], [data-testid="calendar-task"][aria-pressed="true"]');

/** Waits until the page has drawn `n` more frames (what a drag's listeners need to see a move), not a fixed time. */
export const frames = (page: Page, n: number) =>
  page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        let left = count;
        const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
    n,
  );
