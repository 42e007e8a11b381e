import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { createSession } from '@server/services/sessions.ts';

/**
 * The quiz benchmarks, against a production server on PostgreSQL:
 * - 200 different participants submitting to one quiz at once: all stored, none lost, req/s;
 * - 20 submissions at once by one person to a one-time quiz (20 attempts, as from 20
 *   devices): exactly one stored;
 * - quiz-results on a quiz with 5,000 results sorted by score, page 1 and page 90 (by number
 *   and by keyset), 50 connections, each against /readyz measured just before it.
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
  only?: string;
}

const QUESTIONS = Array.from({ length: 10 }, (_, i) => ({
  id: `q${i + 1}`,
  number: i + 1,
  question: `Вопрос ${i + 1}`,
  explanation: 'Пояснение',
  options: [
    { id: 'a', option: 'Верно', is_correct: true },
    { id: 'b', option: 'Неверно', is_correct: false },
    { id: 'c', option: 'Не знаю', is_correct: false },
  ],
}));

async function person(db: Kysely<any>, username: string) {
  const u = await db
    .insertInto('users')
    .values({ first_name: username, username })
    .returning('id')
    .executeTakeFirstOrThrow();
  const p = await db
    .insertInto('profiles')
    .values({ user_id: u.id, name: username, username })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { profileId: p.id as number, sessionId: await createSession(db as never, { userId: u.id }) };
}

async function quizOn(db: Kysely<any>, ownerId: number, title: string, fields: Record<string, unknown>) {
  const post = await db
    .insertInto('posts')
    .values({
      profile_id: ownerId,
      title,
      status: 'published',
      url: `q${Math.random().toString(36).slice(2, 8)}`,
      slug: 'quiz',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const q = await db
    .insertInto('quiz')
    .values({
      post_id: post.id,
      title,
      content: JSON.stringify(QUESTIONS),
      is_anonymous: false,
      is_time_limit: false,
      is_one_time: false,
      results_visible: 'all',
      is_answers_visible: false,
      is_registration: false,
      registration: '[]',
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return q.id as number;
}

export async function quizBench(b: Bench): Promise<Record<string, unknown>> {
  const headers = { authorization: `Bearer ${b.anonKey}`, 'content-type': 'application/json' };
  const call = async (fn: string, body: Record<string, unknown>) => {
    const res = await fetch(`${b.baseUrl}/functions/v1/${fn}`, { method: 'POST', headers, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as any };
  };
  const owner = await person(b.db, 'quiz_bench_owner');
  const answers = QUESTIONS.map((q, i) => ({ questionId: q.id, selectedOptionId: i % 3 ? 'a' : 'b' }));
  const out: Record<string, unknown> = {};

  if (!b.only || b.only === 'submit') {
    // 200 participants, each started; then all submit at once.
    const quizId = await quizOn(b.db, owner.profileId, 'Нагрузочный квиз', {});
    const people = [];
    for (let i = 0; i < 200; i++) people.push(await person(b.db, `quiz_taker_${i}`));
    await Promise.all(people.map((p) => call('quiz', { action: 'start', sessionId: p.sessionId, quizId })));
    const t0 = performance.now();
    const rs = await Promise.all(
      people.map((p) => call('quiz-pass', { sessionId: p.sessionId, quizId, results: { answers } })),
    );
    const ms = performance.now() - t0;
    const stored = await b.db
      .selectFrom('quiz_results')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('quiz_id', '=', quizId)
      .executeTakeFirstOrThrow();
    out['200 participants at once'] = {
      ok: rs.filter((r) => r.status === 200).length,
      stored: Number(stored.n),
      ms: Math.round(ms),
      rps: Math.round((200 / ms) * 1000),
    };

    // One person, one-time quiz, 20 devices.
    const oneTime = await quizOn(b.db, owner.profileId, 'Одна попытка', { is_one_time: true });
    const me = people[0];
    for (let i = 0; i < 20; i++) await call('quiz', { action: 'start', sessionId: me.sessionId, quizId: oneTime });
    const same = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('quiz-pass', { sessionId: me.sessionId, quizId: oneTime, results: { answers } }),
      ),
    );
    const storedOne = await b.db
      .selectFrom('quiz_results')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('quiz_id', '=', oneTime)
      .executeTakeFirstOrThrow();
    out['20 at once by one person, one-time'] = {
      stored: Number(storedOne.n),
      answers: Object.entries(
        same.reduce<Record<string, number>>(
          (m, r) => (
            (m[`${r.status}${r.body.alreadyCompleted === true ? ' alreadyCompleted' : ''}`] =
              (m[`${r.status}${r.body.alreadyCompleted === true ? ' alreadyCompleted' : ''}`] ?? 0) + 1),
            m
          ),
          {},
        ),
      ),
    };
  }

  if (!b.only || b.only === 'results') {
    const quizId = await quizOn(b.db, owner.profileId, 'Большой квиз', {});
    await sql`insert into profiles (name, username) select 'Участник ' || g, 'qr_person_' || g from generate_series(1, 5000) g`.execute(
      b.db,
    );
    await sql`insert into quiz_results (quiz_id, profile_id, result, correct, total, answers, created_at)
      select ${quizId}, p.id, (g * 37) % 101, (g * 37) % 11, 10, '[]'::jsonb, now() - make_interval(mins => g)
      from generate_series(1, 5000) g join profiles p on p.username = 'qr_person_' || g`.execute(b.db);
    // As autovacuum leaves a table at rest: the visibility map lets a deep page read its ids from the index alone.
    await sql`vacuum analyze quiz_results`.execute(b.db);
    const reader = await person(b.db, 'quiz_bench_reader');
    const page89 = await fetch(
      `${b.baseUrl}/functions/v1/quiz-results?${new URLSearchParams({ quizId: String(quizId), sort: 'score', page: '89', sessionId: reader.sessionId })}`,
      { headers },
    );
    const after = ((await page89.json()) as any).results.at(-1).id;
    for (const [name, q] of [
      ['results by score, page 1', { page: '1' }],
      ['results by score, page 90 (by number)', { page: '90' }],
      ['results by score, page 90 (keyset)', { after: String(after) }],
    ] as const) {
      const readyz = await b.load({ title: 'readyz', path: '/readyz', connections: 50 });
      const path = `/functions/v1/quiz-results?${new URLSearchParams({ quizId: String(quizId), sort: 'score', sessionId: reader.sessionId, ...q })}`;
      const r = await b.load({ title: name, path, connections: 50 });
      out[name] = {
        rps: r.rps,
        p50: r.p50,
        p99: r.p99,
        cpuUsPerRequest: r.cpuUsPerRequest,
        errors: r.errors,
        readyzRps: readyz.rps,
        vsReadyz: `${Math.round((r.rps / readyz.rps) * 100)}%`,
        target: '≥ 40% of /readyz; page 90 no slower',
      };
    }
  }
  return out;
}
