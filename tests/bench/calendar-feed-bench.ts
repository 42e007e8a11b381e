import { type Kysely, sql } from 'kysely';
import { createTranslator } from '@shared/i18n/translator.ts';
import { writeFeed } from '@server/features/calendar/feed-ics.ts';
import { feedTasks } from '@server/features/calendar/feed-tasks.ts';
import { createSession } from '@server/services/sessions.ts';

/**
 * The calendar feed at its limits: a person who sees 5,000 dated tasks in 25 projects.
 * Sequential fetches, as calendar apps make them (the feed is limited to 60 fetches an hour per
 * address, so the bench clears its counts between rounds rather than loading one address with
 * hundreds of connections): a feed built afresh (its version moved on, as after any task's
 * change), the kept answer (gzip, as calendar services ask), a 304 for an unchanged ETag, and
 * /readyz in the same loop. Also the one query and the writing alone, in this process.
 */
interface Bench {
  baseUrl: string;
  anonKey: string;
  db: Kysely<any>;
}

const TASKS = 5_000;
const PROJECTS = 25;
const ROUNDS = 7;

async function seed(db: Kysely<any>) {
  const user = await db
    .insertInto('users')
    .values({ first_name: 'Calendar', username: 'calendar_bench' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_settings')
    .values({ user_id: user.id, timezone: 'Europe/Moscow', language: 'ru' })
    .execute();
  const profile = await db
    .insertInto('profiles')
    .values({ user_id: user.id, name: 'Calendar Bench', username: 'calendar_bench' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sessionId = await createSession(db as never, { userId: user.id });
  const space = await db
    .insertInto('spaces')
    .values({ title: 'Бюро «Право и дело»', created_by: profile.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('members')
    .values({ object_type: 'space', space_id: space.id, profile_id: profile.id, role_id: 3 })
    .execute();
  const projects: number[] = [];
  for (let i = 0; i < PROJECTS; i++) {
    const p = await db
      .insertInto('projects')
      .values({ space_id: space.id, title: `Дело № А40-${12_000 + i}/2026`, created_by: profile.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    projects.push(p.id);
    await db
      .insertInto('members')
      .values({ object_type: 'project', space_id: space.id, project_id: p.id, profile_id: profile.id, role_id: 3 })
      .execute();
  }
  // Dated every way the feed writes: timed, all-day (00:00 Moscow) and periods.
  await sql`insert into tasks (project_id, title, value_date, value_period_start, value_period_end, value_people, created_by)
    select (${sql.val(projects)}::int[])[1 + g % ${PROJECTS}],
      'Подготовить отзыв на исковое заявление, этап ' || g || '; срочно',
      case when g % 5 = 0 then null
        when g % 2 = 0 then date_trunc('day', now()) - interval '3 hours' + (g % 90) * interval '1 day'
        else now() + (g % 90) * interval '1 day' end,
      case when g % 5 = 0 then date_trunc('day', now()) - interval '3 hours' + (g % 60) * interval '1 day' end,
      case when g % 5 = 0 then date_trunc('day', now()) - interval '3 hours' + (g % 60 + 2) * interval '1 day' end,
      case when g % 3 = 0 then ${profile.id}::int end, ${profile.id}::int
    from generate_series(1, ${TASKS}) g`.execute(db);
  await sql`analyze tasks`.execute(db);
  return { sessionId, profileId: profile.id };
}

const ms = (v: number) => Math.round(v * 10) / 10;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function calendarFeedBench(b: Bench): Promise<Record<string, unknown>> {
  const { sessionId, profileId } = await seed(b.db);
  const headers = { authorization: `Bearer ${b.anonKey}`, 'content-type': 'application/json' };
  const feed = (await (
    await fetch(`${b.baseUrl}/functions/v1/calendar-feed`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ action: 'update', sessionId, scope: 'all' }),
    })
  ).json()) as { url: string };
  const path = new URL(feed.url).pathname;
  const clearCounts = () => sql`delete from rate_limits where bucket = 'calendar.feed'`.execute(b.db);
  const timed = async (url: string, init: RequestInit = {}) => {
    const started = performance.now();
    const res = await fetch(url, init);
    // fetch() unzips: the bytes sent are the answer's Content-Length.
    const bytes = Number(res.headers.get('content-length') ?? (await res.arrayBuffer()).byteLength);
    await res.arrayBuffer().catch(() => undefined);
    return { ms: performance.now() - started, status: res.status, bytes, etag: res.headers.get('etag') };
  };

  const built: number[] = [];
  const kept: number[] = [];
  const notModified: number[] = [];
  const readyz: number[] = [];
  let plain = { bytes: 0, events: 0 };
  let gzipBytes = 0;
  for (let round = 0; round < ROUNDS; round++) {
    await clearCounts();
    // Any write to the feed's tables moves the version on: the next fetch builds the feed again.
    await sql`update answer_versions set version = version + 1 where scope = 'calendar'`.execute(b.db);
    const first = await timed(b.baseUrl + path);
    if (first.status !== 200) throw new Error(`the feed answered ${first.status}`);
    built.push(first.ms);
    for (let i = 0; i < 5; i++) {
      kept.push((await timed(b.baseUrl + path, { headers: { 'accept-encoding': 'gzip' } })).ms);
      notModified.push((await timed(b.baseUrl + path, { headers: { 'if-none-match': first.etag! } })).ms);
      readyz.push((await timed(`${b.baseUrl}/readyz`)).ms);
    }
    gzipBytes = first.bytes; // Node's fetch asks for gzip, as calendar services do
  }

  // The query and the writing alone, here, on the same database.
  const queryMs: number[] = [];
  const writeMs: number[] = [];
  const writeCpuMs: number[] = [];
  const t = createTranslator()('ru');
  for (let i = 0; i < ROUNDS; i++) {
    let started = performance.now();
    const tasks = await feedTasks(b.db as never, profileId, 'all');
    queryMs.push(performance.now() - started);
    started = performance.now();
    const cpu = process.cpuUsage();
    const text = writeFeed(tasks, {
      timeZone: 'Europe/Moscow',
      publicUrl: b.baseUrl,
      t,
      telegramLink: (id) => `https://t.me/lp_bot?startapp=task_${id}`,
    });
    writeMs.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    writeCpuMs.push((used.user + used.system) / 1000);
    plain.events = tasks.length;
    plain.bytes = Buffer.byteLength(text);
  }
  await clearCounts();

  return {
    [`feed of ${plain.events} events (${TASKS} tasks, ${PROJECTS} projects), sequential`]: {
      bytes: plain.bytes,
      gzipBytes,
      builtMs: { p50: ms(median(built)), max: ms(Math.max(...built)) },
      keptGzipMs: { p50: ms(median(kept)), max: ms(Math.max(...kept)) },
      notModifiedMs: { p50: ms(median(notModified)), max: ms(Math.max(...notModified)) },
      readyzMs: { p50: ms(median(readyz)) },
      queryMs: { p50: ms(median(queryMs)) },
      writeMs: { p50: ms(median(writeMs)), cpuP50: ms(median(writeCpuMs)) },
    },
  };
}
