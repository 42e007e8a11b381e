import type { Kysely } from 'kysely';
import { createSession } from '@server/services/sessions.ts';

/**
 * The planner's benchmarks, run by tests/bench/run.ts against a production
 * server on PostgreSQL: spaces?action=get for a person with 20 spaces (50 connections),
 * tasks?action=get on a 2,000-task project (10 connections, server CPU per task), and
 * updateBatch moving a card in a 200-card column (time per call, sequential).
 */

interface LoadOptions {
  title: string;
  method?: 'GET' | 'POST';
  path: string;
  body?: unknown;
  connections: number;
  seconds?: number;
}
interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  cpuUsPerRequest: number;
  errors?: number;
}
interface Bench {
  baseUrl: string;
  anonKey: string;
  db: Kysely<any>;
  load: (o: LoadOptions) => Promise<LoadResult>;
  /** /readyz requests per second in the same run, when the harness measured it */
  ceiling?: number;
  /** 'spaces': spaces get alone (BENCH_ONLY=planner:spaces) */
  only?: string;
}

const TASKS = 2_000;
const COLUMN = 200;
const MOVES = 50;

async function seed(db: Kysely<any>) {
  const user = await db
    .insertInto('users')
    .values({ first_name: 'Planner', username: 'planner_bench' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const profile = await db
    .insertInto('profiles')
    .values({ user_id: user.id, name: 'Planner Bench', username: 'planner_bench' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const colleague = await db
    .insertInto('profiles')
    .values({ name: 'Colleague Bench', username: 'colleague_bench' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sessionId = await createSession(db as never, { userId: user.id });

  // 20 spaces, each with a select and a date slot, as a working lawyer might have.
  const spaceIds: number[] = [];
  for (let i = 0; i < 20; i++) {
    const s = await db
      .insertInto('spaces')
      .values({ title: `Пространство ${i + 1}`, created_by: profile.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    spaceIds.push(s.id);
    await db
      .insertInto('members')
      .values({ object_type: 'space', space_id: s.id, profile_id: profile.id, role_id: 1 })
      .execute();
    const p = await db
      .insertInto('properties')
      .values({ space_id: s.id, property_type_id: 3, title: 'Приоритет' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('property_options')
      .values([
        { property_id: p.id, number: 1, title: 'Высокий', color: 'red' },
        { property_id: p.id, number: 2, title: 'Низкий', color: 'green' },
      ])
      .execute();
    await db.insertInto('properties').values({ space_id: s.id, property_type_id: 1, title: 'Дедлайн' }).execute();
  }

  const project = await db
    .insertInto('projects')
    .values({ space_id: spaceIds[0], title: 'Большой проект', created_by: profile.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('members')
    .values([
      { object_type: 'project', space_id: spaceIds[0], project_id: project.id, profile_id: profile.id, role_id: 2 },
      { object_type: 'space', space_id: spaceIds[0], profile_id: colleague.id, role_id: 3 },
      { object_type: 'project', space_id: spaceIds[0], project_id: project.id, profile_id: colleague.id, role_id: 3 },
    ])
    .execute();
  const slot = async (type: number, title: string) =>
    (
      await db
        .insertInto('properties')
        .values({ project_id: project.id, property_type_id: type, title })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const status = await slot(3, 'Статус');
  const options = (
    await db
      .insertInto('property_options')
      .values(
        ['Новая', 'В работе', 'На проверке', 'Готово'].map((title, i) => ({
          property_id: status,
          number: i + 1,
          title,
          color: 'blue',
        })),
      )
      .returning('id')
      .execute()
  ).map((o: { id: number }) => o.id);
  await slot(1, 'Срок');
  await slot(5, 'Исполнитель');
  await slot(6, 'Согласовано');
  await slot(7, 'Часы');

  // The first column holds 200 cards; the other 1,800 spread over the rest and No Status.
  const positions = new Map<number | null, number>();
  const rows = Array.from({ length: TASKS }, (_, i) => {
    const select = i < COLUMN ? options[0] : [options[1], options[2], options[3], null][i % 4];
    const position = positions.get(select) ?? 0;
    positions.set(select, position + 1);
    return {
      project_id: project.id,
      title: `Подготовить документы по делу № А40-${100_000 + i}/2026`,
      description: i % 3 ? null : 'Клиент ждёт ответа до конца недели.',
      subtasks: JSON.stringify(
        i % 5
          ? []
          : [
              { id: 1, title: 'Черновик', is_completed: true, number: 1, date: null },
              { id: 2, title: 'Согласовать', is_completed: false, number: 2, date: null },
            ],
      ),
      value_date: new Date(Date.now() + ((i % 60) - 20) * 86_400_000).toISOString(),
      value_select: select,
      value_select_position: position,
      value_people: i % 2 ? profile.id : colleague.id,
      value_checkbox: i % 2 === 0,
      value_number: i % 7,
      created_by: profile.id,
    };
  });
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('tasks')
      .values(rows.slice(i, i + 500))
      .execute();
  const column = (await db
    .selectFrom('tasks')
    .select('id')
    .where('project_id', '=', project.id)
    .where('value_select', '=', options[0])
    .orderBy('value_select_position')
    .execute()) as { id: number }[];
  return { sessionId, projectId: project.id, column: column.map((r) => r.id) };
}

export async function plannerBench(b: Bench): Promise<Record<string, unknown>> {
  const { sessionId, projectId, column } = await seed(b.db);
  const ratio = (rps: number) => (b.ceiling ? `${Math.round((rps / b.ceiling) * 100)}%` : undefined);

  const spaces = await b.load({
    title: 'spaces get (20 spaces)',
    path: `/functions/v1/spaces?action=get&sessionId=${sessionId}`,
    connections: 50,
  });
  const spacesResult = {
    rps: spaces.rps,
    p50: spaces.p50,
    p99: spaces.p99,
    cpuUsPerRequest: spaces.cpuUsPerRequest,
    vsReadyz: ratio(spaces.rps),
    target: '≥ 60% of /readyz',
    errors: spaces.errors,
  };
  if (b.only === 'spaces')
    return { 'spaces get, 20 spaces, 50 connections': { ...spacesResult, ...(await spacesRounds(b, sessionId)) } };
  const tasks = await b.load({
    title: 'tasks get (2,000 tasks)',
    path: `/functions/v1/tasks?action=get&sessionId=${sessionId}&projectId=${projectId}`,
    connections: 10,
  });

  // updateBatch: sequential moves inside the 200-card column (top card to a middle index).
  const times: number[] = [];
  for (let i = 0; i < MOVES; i++) {
    const started = performance.now();
    const res = await fetch(`${b.baseUrl}/functions/v1/tasks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${b.anonKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        action: 'updateBatch',
        sessionId,
        updates: [{ id: column[i % column.length], value_select_position: 100 + (i % 50) }],
      }),
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`updateBatch answered ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((x, y) => x - y);
  const ms = (v: number) => Math.round(v * 10) / 10;

  return {
    'spaces get, 20 spaces, 50 connections': spacesResult,
    'tasks get, 2,000 tasks, 10 connections': {
      rps: tasks.rps,
      p50: tasks.p50,
      p99: tasks.p99,
      cpuUsPerRequest: tasks.cpuUsPerRequest,
      cpuUsPerTask: Math.round((tasks.cpuUsPerRequest / TASKS) * 100) / 100,
      target: '≤ 15 µs CPU per task',
      errors: tasks.errors,
    },
    'updateBatch, a card in a 200-card column, sequential': {
      calls: MOVES,
      meanMs: ms(times.reduce((s, v) => s + v, 0) / times.length),
      p50Ms: ms(times[Math.floor(times.length / 2)]),
      p99Ms: ms(times[Math.floor(times.length * 0.99)]),
    },
  };
}

/**
 * On a shared machine the ceiling drifts within one run: /readyz and spaces get measured
 * in turn, each spaces figure against the mean of the /readyz just before and after it.
 */
async function spacesRounds(b: Bench, sessionId: string, rounds = 3) {
  const readyz = () => b.load({ title: 'readyz', path: '/readyz', connections: 50 });
  const spaces = () =>
    b.load({ title: 'spaces', path: `/functions/v1/spaces?action=get&sessionId=${sessionId}`, connections: 50 });
  let before = await readyz();
  const ratios: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const s = await spaces();
    const after = await readyz();
    ratios.push(Math.round((s.rps / ((before.rps + after.rps) / 2)) * 100));
    before = after;
  }
  const sorted = [...ratios].sort((x, y) => x - y);
  return { roundsVsReadyz: ratios.map((r) => `${r}%`), medianVsReadyz: `${sorted[Math.floor(sorted.length / 2)]}%` };
}
