import type { KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { plannerDataAnswer, tasksAnswer, taskSchema } from '@shared/schemas/planner.ts';
import { createTestApp } from '../support/test-app.ts';
import { plannerWorld, probe, waitFor, type World } from './planner-helpers.ts';

const t = await createTestApp();
const w: World = await plannerWorld(t);
const { get, post } = w;
const { owner, admin, member } = w.people;

type TaskLike = { id: number; value_select: number | null; value_select_position: number | null };

async function boardOf(projectId: number, sessionId = owner.sessionId) {
  const r = await get('tasks', { action: 'get', sessionId, projectId });
  expect(r.status).toBe(200);
  return r.body.tasks as TaskLike[];
}

/** Each column's task ids in position order, after checking positions are 0..n-1. */
function columns(tasks: TaskLike[]): Map<number | null, number[]> {
  const by = new Map<number | null, TaskLike[]>();
  for (const task of tasks) by.set(task.value_select, [...(by.get(task.value_select) ?? []), task]);
  const out = new Map<number | null, number[]>();
  for (const [col, list] of by) {
    list.sort((a, b) => a.value_select_position! - b.value_select_position!);
    expect(list.map((x) => x.value_select_position)).toEqual(list.map((_, i) => i));
    out.set(
      col,
      list.map((x) => x.id),
    );
  }
  return out;
}

async function newProject(title: string) {
  const r = await post('projects', {
    action: 'create',
    sessionId: owner.sessionId,
    space_id: w.space.id,
    title,
    property_select: {
      title: 'Статус',
      options: [
        { title: 'A', color: 'red' },
        { title: 'B', color: 'blue' },
      ],
    },
    property_multiselect: {
      title: 'Теги',
      options: [
        { title: 'x', color: 'red' },
        { title: 'y', color: 'blue' },
      ],
    },
  });
  const [a, b] = r.body.project.property_select.options.map((o: { id: number }) => o.id);
  const [x, y] = r.body.project.property_multiselect.options.map((o: { id: number }) => o.id);
  return { project: r.body.project, a, b, x, y };
}

async function addTasks(projectId: number, n: number, value_select: number | null, sessionId = owner.sessionId) {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const r = await post('tasks', {
      action: 'create',
      sessionId,
      project_id: projectId,
      title: `Card ${i}`,
      value_select,
    });
    expect(r.status).toBe(200);
    ids.push(r.body.task.id);
  }
  return ids;
}

describe('tasks: create, update, archive', () => {
  it('creates a task with every value shape and answers it as documented', async () => {
    const r = await post('tasks', {
      action: 'create',
      sessionId: member.sessionId,
      project_id: w.projectA.id,
      title: 'Подготовить иск',
      description: 'до пятницы',
      value_date: '2026-03-10T09:30:00+03:00',
      value_period: ['2026-03-01T00:00:00Z', null],
      value_select: w.options.inWork,
      value_people: member.profileId,
      value_checkbox: false,
      value_number: 3,
      subtasks: [
        { id: 2, title: 'Второй', is_completed: false, number: 2 },
        { id: 1, title: 'Первый', is_completed: true, number: 1, date: '2026-03-02T00:00:00Z' },
      ],
    });
    expect(r.status).toBe(200);
    const task = taskSchema.parse(r.body.task);
    expect(task).toMatchObject({
      title: 'Подготовить иск',
      description: 'до пятницы',
      project_id: w.projectA.id,
      value_date: '2026-03-10T06:30:00.000Z',
      value_period: ['2026-03-01T00:00:00.000Z', null],
      value_select: w.options.inWork,
      value_select_position: 0,
      value_multiselect: [],
      value_people: member.profileId,
      value_checkbox: false,
      value_number: 3,
    });
    expect(task.subtasks).toEqual([
      { id: 1, title: 'Первый', is_completed: true, number: 1, date: '2026-03-02T00:00:00.000Z' },
      { id: 2, title: 'Второй', is_completed: false, number: 2, date: null },
    ]);
    // propertyValues only for the project's slots (select, date, people), derived from the columns.
    const kinds = task.propertyValues.map((v) => v.property.property_type.title).sort();
    expect(kinds).toEqual(['date', 'persons', 'select']);
    const select = task.propertyValues.find((v) => v.property.property_type.title === 'select');
    expect(select).toMatchObject({
      property_option_id: w.options.inWork,
      property: { title: 'Статус', property_type: { id: 3, title: 'select' } },
    });
    // The options are in the project's slot and propertyColumns, not repeated on every value.
    expect(select?.property.options).toBeUndefined();
    expect(task.propertyValues.find((v) => v.property.property_type.title === 'persons')?.profile_id).toBe(
      member.profileId,
    );
  });

  it('answers any text exactly as written: quotes, backslashes, control characters, emoji, Cyrillic', async () => {
    const title = 'Иск "ООО Ромашка" \\ C:\\path\ttab\nстрока 😀 ½ — «ёлка»';
    const description = 'Описание\r\n\u0001 \u2028 \ud83d\ude00 end';
    const subtasks = [{ id: 1, title: 'Подзадача "1" \\ 😀', is_completed: false, number: 1 }];
    const { task } = (
      await post('tasks', {
        action: 'create',
        sessionId: owner.sessionId,
        project_id: w.projectA.id,
        title,
        description,
        subtasks,
      })
    ).body;
    expect(task.title).toBe(title.trim());
    expect(task.description).toBe(description);
    expect(task.subtasks[0].title).toBe(subtasks[0].title);
    const listed = (await boardOf(w.projectA.id)).find((x) => x.id === task.id) as unknown as {
      title: string;
      description: string;
    };
    expect(listed.title).toBe(title.trim());
    expect(listed.description).toBe(description);
  });

  it('updates fields; null clears a value; absent leaves it', async () => {
    const { task } = (
      await post('tasks', {
        action: 'create',
        sessionId: owner.sessionId,
        project_id: w.projectA.id,
        title: 'Clear me',
        value_date: '2026-01-01T10:00:00Z',
        value_number: 5,
      })
    ).body;
    const r = await post('tasks', {
      action: 'update',
      sessionId: admin.sessionId,
      id: task.id,
      value_date: null,
      title: 'Cleared',
      subtasks: null,
    });
    expect(r.status).toBe(200);
    expect(r.body.task).toMatchObject({ title: 'Cleared', value_date: null, value_number: 5, subtasks: [] });
    expect(Date.parse(r.body.task.updated_at)).toBeGreaterThanOrEqual(Date.parse(task.updated_at));
  });

  it('refuses an option of another project and an assignee outside the project', async () => {
    const foreignOption = await post('tasks', {
      action: 'create',
      sessionId: owner.sessionId,
      project_id: w.projectB.id,
      title: 'x',
      value_select: w.options.open,
    });
    expect(foreignOption.status).toBe(400);
    expect(foreignOption.body.error).toContain('value_select');
    const notInProject = await post('tasks', {
      action: 'update',
      sessionId: owner.sessionId,
      id: w.taskA.id,
      value_people: w.people.other.profileId,
    });
    expect(notInProject.status).toBe(400);
    expect(notInProject.body.code).toBe('not_project_member');
    // The space's owners and admins may be assigned anywhere in the space.
    const adminAssigned = await post('tasks', {
      action: 'update',
      sessionId: owner.sessionId,
      id: w.taskA.id,
      value_people: admin.profileId,
    });
    expect(adminAssigned.status).toBe(200);
  });

  it('moves a task to another project: select cleared, old column renumbered', async () => {
    const { project: from, a } = await newProject('From');
    const { project: to } = await newProject('To');
    const ids = await addTasks(from.id, 3, a);
    const r = await post('tasks', { action: 'update', sessionId: owner.sessionId, id: ids[0], project_id: to.id });
    expect(r.status).toBe(200);
    expect(r.body.task).toMatchObject({ project_id: to.id, value_select: null, value_select_position: 0 });
    expect(columns(await boardOf(from.id)).get(a)).toEqual([ids[1], ids[2]]);
  });

  it('archives a task: it leaves the list, its column closes the gap, calls on it answer 404', async () => {
    const { project, a } = await newProject('Archive');
    const ids = await addTasks(project.id, 3, a);
    const r = await post('tasks', { action: 'archive', sessionId: owner.sessionId, id: ids[1] });
    expect(r.status).toBe(200);
    expect(r.body.task.id).toBe(ids[1]);
    expect(columns(await boardOf(project.id)).get(a)).toEqual([ids[0], ids[2]]);
    expect((await post('tasks', { action: 'update', sessionId: owner.sessionId, id: ids[1], title: 'x' })).status).toBe(
      404,
    );
    expect((await post('tasks', { action: 'archive', sessionId: owner.sessionId, id: ids[1] })).status).toBe(404);
  });

  it('drops removed options from tasks: select falls to No Status, multiselect loses the id', async () => {
    const { project, a, b, x, y } = await newProject('Options');
    const [t1] = await addTasks(project.id, 1, a);
    await post('tasks', { action: 'update', sessionId: owner.sessionId, id: t1, value_multiselect: [x, y] });
    const r = await post('projects', {
      action: 'update',
      sessionId: owner.sessionId,
      id: project.id,
      property_select: { title: 'Статус', options: [{ id: b, title: 'B', color: 'blue' }] },
      property_multiselect: { title: 'Теги', options: [{ id: y, title: 'y', color: 'blue' }] },
    });
    expect(r.status).toBe(200);
    const [task] = await boardOf(project.id);
    expect(task).toMatchObject({ value_select: null, value_select_position: 0, value_multiselect: [y] });
  });
});

describe('tasks: get', () => {
  it('answers tasks, propertyColumns in slot order and profiles keyed by id', async () => {
    const r = await get('tasks', { action: 'get', sessionId: owner.sessionId, projectId: w.projectA.id });
    expect(r.status).toBe(200);
    const body = tasksAnswer.parse(r.body);
    expect(body.propertyColumns.map((c) => [c.key, c.type, c.title])).toEqual([
      ['value_date', 'date', 'Срок'],
      ['value_select', 'select', 'Статус'],
      ['value_people', 'people', 'Исполнитель'],
    ]);
    expect(body.propertyColumns[1].options?.map((o) => o.title)).toEqual(['Новая', 'В работе', 'Готово']);
    expect(body.profiles[String(member.profileId)]).toEqual({
      id: member.profileId,
      name: 'Member Person',
      username: member.username,
      avatar: null,
    });
    expect(body.tasks.every((x) => x.project_id === w.projectA.id)).toBe(true);
  });

  it('without projectId answers the tasks of every visible project', async () => {
    const r = await get('tasks', { action: 'get', sessionId: member.sessionId });
    expect(r.status).toBe(200);
    const projects = new Set(r.body.tasks.map((x: { project_id: number }) => x.project_id));
    expect(projects.has(w.projectA.id)).toBe(true);
    expect(projects.has(w.projectB.id)).toBe(false);
    expect(r.body.propertyColumns).toEqual([]);
  });

  it('makes the same number of queries for 3 tasks and for 300', async () => {
    const { project: small } = await newProject('Small');
    const { project: big, a } = await newProject('Big');
    await addTasks(small.id, 3, null);
    await t.db.db
      .insertInto('tasks')
      .values(
        Array.from({ length: 300 }, (_, i) => ({
          project_id: big.id,
          title: `Bulk ${i}`,
          value_select: a,
          value_select_position: i,
          value_people: owner.profileId,
        })),
      )
      .execute();

    let count = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        count++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const original = t.deps.db.db;
    t.deps.db.db = original.withPlugin(counter);
    try {
      const measure = async (name: string, input: Record<string, unknown>) => {
        count = 0;
        const r = await get(name, input);
        expect(r.status).toBe(200);
        return count;
      };
      const smallTasks = await measure('tasks', { action: 'get', sessionId: owner.sessionId, projectId: small.id });
      const bigTasks = await measure('tasks', { action: 'get', sessionId: owner.sessionId, projectId: big.id });
      expect(bigTasks).toBe(smallTasks);
      expect(bigTasks).toBeLessThanOrEqual(1);
      const smallData = await measure('planner-data', { sessionId: owner.sessionId, projectId: small.id });
      const bigData = await measure('planner-data', { sessionId: owner.sessionId, projectId: big.id });
      expect(bigData).toBe(smallData);
      expect(await measure('spaces', { action: 'get', sessionId: owner.sessionId })).toBeLessThanOrEqual(1);
      expect(await measure('projects', { action: 'get', sessionId: owner.sessionId })).toBeLessThanOrEqual(1);
      expect(await measure('get-members', { sessionId: owner.sessionId, projectId: big.id })).toBeLessThanOrEqual(3);
    } finally {
      t.deps.db.db = original;
    }
  });
});

describe('planner-data', () => {
  it('answers project, space, tasks, propertyColumns, members and profiles in one call', async () => {
    const r = await get('planner-data', { sessionId: member.sessionId, projectId: w.projectA.id });
    expect(r.status).toBe(200);
    const body = plannerDataAnswer.parse(r.body);
    expect(body.project.id).toBe(w.projectA.id);
    expect(body.project.role?.title).toBe('member');
    expect(body.space).toMatchObject({ id: w.space.id, role: { title: 'member' } });
    expect(body.members.map((m) => m.profile_id).sort()).toEqual(
      [owner.profileId, member.profileId, w.people.viewer.profileId].sort(),
    );
    expect(body.propertyColumns.length).toBe(3);
    expect(body.tasks.some((x) => x.id === w.taskA.id)).toBe(true);
    for (const m of body.members) expect(body.profiles[String(m.profile_id)]).toBeDefined();
  });
});

describe('tasks: updateBatch (kanban)', () => {
  it('moves a card to another column at an index and renumbers both columns', async () => {
    const { project, a, b } = await newProject('Kanban 1');
    const colA = await addTasks(project.id, 4, a);
    const colB = await addTasks(project.id, 2, b);
    const r = await post('tasks', {
      action: 'updateBatch',
      sessionId: owner.sessionId,
      updates: [{ id: colA[1], value_select: b, value_select_position: 1 }],
    });
    expect(r.status).toBe(200);
    const cols = columns(r.body.tasks);
    expect(cols.get(a)).toEqual([colA[0], colA[2], colA[3]]);
    expect(cols.get(b)).toEqual([colB[0], colA[1], colB[1]]);
    expect(r.body.tasks).toHaveLength(6);
  });

  it('reorders inside a column (down and up) changing only positions', async () => {
    const { project, a } = await newProject('Kanban 2');
    const ids = await addTasks(project.id, 4, a);
    await post('tasks', {
      action: 'updateBatch',
      sessionId: owner.sessionId,
      updates: [{ id: ids[0], value_select_position: 2 }],
    });
    expect(columns(await boardOf(project.id)).get(a)).toEqual([ids[1], ids[2], ids[0], ids[3]]);
    await post('tasks', {
      action: 'updateBatch',
      sessionId: owner.sessionId,
      updates: [{ id: ids[3], value_select_position: 0 }],
    });
    expect(columns(await boardOf(project.id)).get(a)).toEqual([ids[3], ids[1], ids[2], ids[0]]);
    expect((await boardOf(project.id)).every((x) => x.value_select === a)).toBe(true);
  });

  it('moves a card to No Status (null) and back; a full column order is taken as given', async () => {
    const { project, a } = await newProject('Kanban 3');
    const ids = await addTasks(project.id, 3, a);
    const r = await post('tasks', {
      action: 'updateBatch',
      sessionId: owner.sessionId,
      updates: [{ id: ids[2], value_select: null, value_select_position: 0 }],
    });
    expect(r.status).toBe(200);
    const cols = columns(r.body.tasks);
    expect(cols.get(null)).toEqual([ids[2]]);
    expect(cols.get(a)).toEqual([ids[0], ids[1]]);
    const full = await post('tasks', {
      action: 'updateBatch',
      sessionId: owner.sessionId,
      updates: [
        { id: ids[1], value_select_position: 0 },
        { id: ids[2], value_select: a, value_select_position: 1 },
        { id: ids[0], value_select_position: 2 },
      ],
    });
    expect(columns(full.body.tasks).get(a)).toEqual([ids[1], ids[2], ids[0]]);
  });

  it('refuses tasks of two projects, unknown tasks, a foreign option and duplicates, changing nothing', async () => {
    const { project, a } = await newProject('Kanban 4');
    const ids = await addTasks(project.id, 2, a);
    const before = await boardOf(project.id);
    const two = await post('tasks', {
      action: 'updateBatch',
      sessionId: owner.sessionId,
      updates: [
        { id: ids[0], value_select_position: 1 },
        { id: w.taskA.id, value_select_position: 0 },
      ],
    });
    expect(two.status).toBe(400);
    const unknown = await post('tasks', {
      action: 'updateBatch',
      sessionId: owner.sessionId,
      updates: [{ id: 99_999_999, value_select_position: 0 }],
    });
    expect(unknown.status).toBe(404);
    const foreign = await post('tasks', {
      action: 'updateBatch',
      sessionId: owner.sessionId,
      updates: [{ id: ids[0], value_select: w.options.open, value_select_position: 0 }],
    });
    expect(foreign.status).toBe(400);
    const dup = await post('tasks', {
      action: 'updateBatch',
      sessionId: owner.sessionId,
      updates: [
        { id: ids[0], value_select_position: 0 },
        { id: ids[0], value_select_position: 1 },
      ],
    });
    expect(dup.status).toBe(400);
    expect(await boardOf(project.id)).toEqual(before);
  });

  it('tells the live channel about the moved card only, not every renumbered one', async () => {
    const { project, a } = await newProject('Kanban events');
    const ids = await addTasks(project.id, 10, a);
    const p = await probe(t, owner);
    await post('tasks', {
      action: 'updateBatch',
      sessionId: owner.sessionId,
      updates: [{ id: ids[0], value_select_position: 9 }],
    });
    await waitFor(() => p.events.some((e) => e.table === 'tasks' && e.id === ids[0]));
    // A marker after the move: one stream carries events in commit order, so every notice of the
    // move's transaction is in once the marker is.
    await post('projects', { action: 'update', sessionId: owner.sessionId, id: project.id, description: 'marker' });
    await waitFor(() => p.events.some((e) => e.table === 'projects' && e.id === project.id));
    p.unsubscribe();
    // Only updates count: the creations' own notices may still be on their way when the probe subscribes.
    expect(p.events.filter((e) => e.table === 'tasks' && e.op === 'update').map((e) => e.id)).toEqual([ids[0]]);
    expect(columns(await boardOf(project.id)).get(a)).toEqual([...ids.slice(1), ids[0]]);
  });

  it('two clients moving cards at the same time leave dense, unique positions', async () => {
    const { project, a, b } = await newProject('Kanban race');
    const colA = await addTasks(project.id, 8, a);
    const colB = await addTasks(project.id, 8, b);
    const moves = Array.from({ length: 12 }, (_, i) => {
      const from = i % 2 ? colA : colB;
      return post('tasks', {
        action: 'updateBatch',
        sessionId: i % 2 ? owner.sessionId : admin.sessionId,
        updates: [{ id: from[i % from.length], value_select: i % 4 < 2 ? a : b, value_select_position: (i * 5) % 7 }],
      });
    });
    const results = await Promise.all(moves);
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const board = await boardOf(project.id);
    expect(board).toHaveLength(16);
    const cols = columns(board); // asserts 0..n-1 in each column
    expect([...cols.values()].flat().sort((x, y) => x - y)).toEqual([...colA, ...colB].sort((x, y) => x - y));
  });
});

describe('tasks: versions and updates made on an older version', () => {
  async function freshTask(title = 'Версия') {
    const r = await post('tasks', {
      action: 'create',
      sessionId: owner.sessionId,
      project_id: w.projectA.id,
      title,
      description: 'исходное описание',
    });
    expect(r.status).toBe(200);
    return r.body.task;
  }
  const update = (sessionId: string, input: Record<string, unknown>) =>
    post('tasks', { action: 'update', sessionId, ...input });

  it('starts at 1 and counts every change a person makes: edits, a move to another column, the archive', async () => {
    const task = await freshTask();
    expect(task.version).toBe(1);
    const edited = await update(admin.sessionId, { id: task.id, title: 'Версия 2' });
    expect(edited.body.task.version).toBe(2);
    const moved = await update(owner.sessionId, { id: task.id, value_select: w.options.done });
    expect(moved.body.task.version).toBe(3);
    const listed = (await boardOf(w.projectA.id)).find((x) => x.id === task.id) as unknown as { version: number };
    expect(listed.version).toBe(3);
    const archived = await post('tasks', { action: 'archive', sessionId: owner.sessionId, id: task.id });
    expect(archived.body.task.version).toBe(4);
  });

  it('moves the version of the card a person drags, not of the cards renumbered around it', async () => {
    const { project, a, b } = await newProject('Versions on the board');
    const colA = await addTasks(project.id, 3, a);
    const before = new Map((await boardOf(project.id)).map((x) => [x.id, x as unknown as { version: number }]));
    expect([...before.values()].every((x) => x.version === 1)).toBe(true);
    const r = await post('tasks', {
      action: 'updateBatch',
      sessionId: owner.sessionId,
      updates: [{ id: colA[0], value_select: b, value_select_position: 0 }],
    });
    expect(r.status).toBe(200);
    const after = new Map(
      (r.body.tasks as Array<{ id: number; version: number; updated_at: string }>).map((x) => [x.id, x]),
    );
    expect(after.get(colA[0])!.version).toBe(2);
    // The others moved up a place in their column: neither their version nor their updated_at changed.
    expect(after.get(colA[1])!.version).toBe(1);
    expect(after.get(colA[2])!.version).toBe(1);
    const old = (await boardOf(project.id)).find((x) => x.id === colA[1]) as unknown as { updated_at: string };
    expect(old.updated_at).toBe((before.get(colA[1]) as unknown as { updated_at: string }).updated_at);
  });

  it('answers an update without a base as before: the task alone, no conflicts', async () => {
    const task = await freshTask();
    await update(admin.sessionId, { id: task.id, description: 'чужое' });
    const r = await update(owner.sessionId, { id: task.id, title: 'Без базы' });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['task']);
    expect(r.body.task).toMatchObject({ title: 'Без базы', description: 'чужое', version: 3 });
  });

  it('answers a current base like no base at all', async () => {
    const task = await freshTask();
    const r = await update(owner.sessionId, {
      id: task.id,
      title: 'С текущей базой',
      base: { version: 1, from: { title: task.title } },
    });
    expect(r.status).toBe(200);
    expect(r.body.conflicts).toBeUndefined();
    expect(r.body.task).toMatchObject({ title: 'С текущей базой', version: 2 });
  });

  it('merges a replay on an older version: the person’s title wins and is told, the other’s description stays', async () => {
    const task = await freshTask('Заголовок до');
    // Another session changes the title and the description while the person is offline.
    const theirs = await update(admin.sessionId, {
      id: task.id,
      title: 'Заголовок коллеги',
      description: 'описание коллеги',
    });
    expect(theirs.body.task.version).toBe(2);
    // The person's change, made on version 1, replayed: the title only.
    const r = await update(owner.sessionId, {
      id: task.id,
      title: 'Мой заголовок',
      base: { version: 1, from: { title: 'Заголовок до' } },
    });
    expect(r.status).toBe(200);
    expect(r.body.task).toMatchObject({ title: 'Мой заголовок', description: 'описание коллеги', version: 3 });
    expect(r.body.conflicts).toEqual([{ field: 'title', theirs: 'Заголовок коллеги' }]);
    const listed = (await boardOf(w.projectA.id)).find((x) => x.id === task.id) as unknown as { title: string };
    expect(listed.title).toBe('Мой заголовок');
  });

  it('merges a replay with no overlapping change silently', async () => {
    const task = await freshTask('Без пересечений');
    await update(admin.sessionId, { id: task.id, description: 'описание коллеги', value_number: 7 });
    const r = await update(owner.sessionId, {
      id: task.id,
      title: 'Мой заголовок',
      value_date: '2026-12-01',
      base: { version: 1, from: { title: 'Без пересечений', value_date: null } },
    });
    expect(r.status).toBe(200);
    expect(r.body.conflicts).toBeUndefined();
    expect(r.body.task).toMatchObject({
      title: 'Мой заголовок',
      description: 'описание коллеги',
      value_number: 7,
      value_date: '2026-12-01',
      version: 3,
    });
  });

  it('keeps the other’s change in a field the replay sent with the value it was based on', async () => {
    const task = await freshTask('Вся форма');
    await update(admin.sessionId, { id: task.id, description: 'описание коллеги' });
    // A form sends every field: the description is sent as it was, the title changed.
    const r = await update(owner.sessionId, {
      id: task.id,
      title: 'Новый заголовок',
      description: 'исходное описание',
      base: { version: 1, from: { title: 'Вся форма', description: 'исходное описание' } },
    });
    expect(r.status).toBe(200);
    expect(r.body.conflicts).toBeUndefined();
    expect(r.body.task).toMatchObject({ title: 'Новый заголовок', description: 'описание коллеги' });
  });

  it('compares values as stored: the same moment in another zone is no change of theirs', async () => {
    const task = (
      await post('tasks', {
        action: 'create',
        sessionId: owner.sessionId,
        project_id: w.projectA.id,
        title: 'Дата',
        value_date: '2026-03-10T09:30:00+03:00',
      })
    ).body.task;
    await update(admin.sessionId, { id: task.id, title: 'Дата коллеги' });
    const r = await update(owner.sessionId, {
      id: task.id,
      value_date: '2026-03-11',
      base: { version: 1, from: { value_date: '2026-03-10T06:30:00Z' } },
    });
    expect(r.body.conflicts).toBeUndefined();
    const both = await update(owner.sessionId, {
      id: task.id,
      value_date: '2026-03-12',
      base: { version: 1, from: { value_date: '2026-03-10T06:30:00Z' } },
    });
    expect(both.body.conflicts).toEqual([{ field: 'value_date', theirs: '2026-03-11' }]);
    expect(both.body.task.value_date).toBe('2026-03-12');
  });

  it('replays on older versions and kanban moves at the same time all succeed, each change counted once', async () => {
    const { project, a, b } = await newProject('Replays and moves');
    const colA = await addTasks(project.id, 4, a);
    const colB = await addTasks(project.id, 4, b);
    const calls = Array.from({ length: 12 }, (_, i) =>
      i % 2
        ? post('tasks', {
            action: 'updateBatch',
            sessionId: admin.sessionId,
            updates: [{ id: colB[i % 4], value_select: i % 4 < 2 ? a : b, value_select_position: i % 3 }],
          })
        : update(owner.sessionId, {
            id: colA[i % 4],
            title: `Replay ${i}`,
            value_select: i % 4 < 2 ? b : a,
            base: { version: 1, from: { title: `Card ${i % 4}`, value_select: a } },
          }),
    );
    const results = await Promise.all(calls);
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const board = (await boardOf(project.id)) as unknown as Array<TaskLike & { version: number }>;
    columns(board);
    // Each replay and each move is one change of one card.
    expect(board.reduce((sum, x) => sum + x.version - 1, 0)).toBe(12);
  });

  it('refuses a base naming a field the update does not change, in the caller’s language', async () => {
    const task = await freshTask();
    const r = await update(owner.sessionId, {
      id: task.id,
      title: 'x',
      base: { version: 1, from: { title: task.title, description: 'исходное описание' } },
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('invalid_input');
    expect(r.body.error).toContain('base.from.description');
    expect(r.body.error).toContain('only a field the update changes');
    const ru = await t.call(
      'tasks',
      {
        action: 'update',
        sessionId: owner.sessionId,
        id: task.id,
        title: 'x',
        base: { version: 1, from: { value_number: 1 } },
      },
      { headers: { 'accept-language': 'ru' } },
    );
    expect(ru.status).toBe(400);
    expect(ru.body.error).toContain('прежнее значение');
    expect((await boardOf(w.projectA.id)).find((x) => x.id === task.id)).toMatchObject({ version: 1 });
  });
});
