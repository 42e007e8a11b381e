import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { tasksCalls } from '@shared/contracts/planner.ts';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER, requestHash } from '@server/http/idempotency.ts';
import { claimKey, dropClaim, purgeOldIdempotentAnswers } from '@server/services/idempotent-answers.ts';
import { RATE_LIMITS } from '@server/services/rate-limit.ts';
import { keyed, serverSecret } from '@server/services/server-secret.ts';
import { createSession } from '@server/services/sessions.ts';
import { createTestApp } from '../support/test-app.ts';
import { plannerWorld } from './planner-helpers.ts';

const t = await createTestApp();
const w = await plannerWorld(t);
const { owner } = w.people;
const db = t.db.db;

/** A planner write as the app's offline queue sends it: the session in its header, the key beside it. */
function send(input: Record<string, unknown>, key?: string, sessionId = owner.sessionId, language = 'en') {
  return t.call('tasks', input, {
    headers: {
      'X-Session-Id': sessionId,
      'accept-language': language,
      ...(key === undefined ? {} : { [IDEMPOTENCY_HEADER]: key }),
    },
  });
}

const create = (title: string) => ({ action: 'create', project_id: w.projectA.id, title });

async function tasksTitled(title: string): Promise<number> {
  const rows = await db.selectFrom('tasks').select('id').where('title', '=', title).execute();
  return rows.length;
}

const keptRows = (key: string) =>
  db.selectFrom('idempotent_answers').selectAll().where('idempotency_key', '=', key).execute();

const sessionKey = async (sessionId: string) =>
  keyed(await serverSecret(db, t.config.serverSecret), 'session', sessionId);

/** This session's planner writes counted in every window so far. */
async function counted(sessionId: string): Promise<number> {
  const rows = await db
    .selectFrom('rate_limits')
    .select('count')
    .where('bucket', '=', RATE_LIMITS.plannerWrite.bucket)
    .where('key', '=', `s:${await sessionKey(sessionId)}`)
    .execute();
  return rows.reduce((sum, r) => sum + r.count, 0);
}

describe('planner writes sent again under an Idempotency-Key', () => {
  it('answers a repeat with the first answer and makes one task', async () => {
    const key = randomUUID();
    const title = `Once ${key}`;
    const first = await send(create(title), key);
    expect(first.status).toBe(200);
    expect(first.headers.get(REPLAYED_HEADER)).toBeNull();

    const again = await send(create(title), key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(again.headers.get('cache-control')).toBe('private, no-store');
    expect(await tasksTitled(title)).toBe(1);

    // The session in the body instead of the header, the fields in another order: the same change.
    const reordered = await t.call(
      'tasks',
      { title, sessionId: owner.sessionId, project_id: w.projectA.id, action: 'create' },
      {
        headers: { [IDEMPOTENCY_HEADER]: key.toUpperCase() },
      },
    );
    expect(reordered.status).toBe(200);
    expect(reordered.body).toEqual(first.body);
    expect(await tasksTitled(title)).toBe(1);
  });

  it('answers a repeated update as it was, without undoing a later change', async () => {
    const key = randomUUID();
    const first = await send({ action: 'update', id: w.taskA2.id, title: 'Renamed once' }, key);
    expect(first.status).toBe(200);
    const later = await send({ action: 'update', id: w.taskA2.id, title: 'Renamed later' });
    expect(later.status).toBe(200);

    const again = await send({ action: 'update', id: w.taskA2.id, title: 'Renamed once' }, key);
    expect(again.status).toBe(200);
    expect(again.body.task.title).toBe('Renamed once');
    const stored = await db.selectFrom('tasks').select('title').where('id', '=', w.taskA2.id).executeTakeFirstOrThrow();
    expect(stored.title).toBe('Renamed later');
  });

  it('refuses another change under a key already used, in the reader’s language', async () => {
    const key = randomUUID();
    expect((await send(create(`First ${key}`), key)).status).toBe(200);

    const other = await send(create(`Second ${key}`), key);
    expect(other.status).toBe(422);
    expect(other.body).toEqual({
      code: 'idempotency_key_reused',
      error: 'This change was already sent with different content',
    });
    const inRussian = await send(create(`Second ${key}`), key, owner.sessionId, 'ru');
    expect(inRussian.body.error).toBe('Это изменение уже было отправлено с другим содержанием');
    expect(await tasksTitled(`Second ${key}`)).toBe(0);

    // Another action under the key is another change too.
    const archive = await send({ action: 'archive', id: w.taskA.id }, key);
    expect(archive.status).toBe(422);
  });

  it('keeps another session’s same key apart', async () => {
    const key = randomUUID();
    const title = `Two sessions ${key}`;
    const otherSession = await createSession(db, { userId: owner.userId });
    const mine = await send(create(title), key);
    const theirs = await send(create(title), key, otherSession);
    expect(mine.status).toBe(200);
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(theirs.body.task.id).not.toBe(mine.body.task.id);
    expect(await tasksTitled(title)).toBe(2);
  });

  it('runs a key again once its answer is past its day, and the purge drops such answers', async () => {
    const key = randomUUID();
    const title = `A day later ${key}`;
    const first = await send(create(title), key);
    await db
      .updateTable('idempotent_answers')
      .set({ created_at: sql<Date>`created_at - interval '25 hours'` })
      .where('idempotency_key', '=', key)
      .execute();

    const later = await send(create(title), key);
    expect(later.status).toBe(200);
    expect(later.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(later.body.task.id).not.toBe(first.body.task.id);
    expect(await tasksTitled(title)).toBe(2);
    // The new answer is the one kept now.
    expect((await send(create(title), key)).body).toEqual(later.body);

    await db
      .updateTable('idempotent_answers')
      .set({ created_at: sql<Date>`created_at - interval '25 hours'` })
      .where('idempotency_key', '=', key)
      .execute();
    expect(await purgeOldIdempotentAnswers(db)).toBeGreaterThanOrEqual(1);
    expect(await keptRows(key)).toEqual([]);
  });

  it('keeps no refusal: the same key runs again', async () => {
    const key = randomUUID();
    const missing = { action: 'create', project_id: 2_000_000_000, title: `Nowhere ${key}` };
    const refused = await send(missing, key);
    expect(refused.status).toBe(404);
    expect(await keptRows(key)).toEqual([]);
    expect((await send(missing, key)).status).toBe(404);

    // Nothing was kept, so the key is free for the corrected change.
    const corrected = await send(create(`Somewhere ${key}`), key);
    expect(corrected.status).toBe(200);
    expect(await tasksTitled(`Somewhere ${key}`)).toBe(1);
  });

  it('keeps no 429, and counts no repeat answered from its kept answer', async () => {
    const sessionId = await createSession(db, { userId: owner.userId });
    const kept = randomUUID();
    expect((await send(create(`Counted ${kept}`), kept, sessionId)).status).toBe(200);
    const before = await counted(sessionId);
    expect(before).toBe(1);
    expect((await send(create(`Counted ${kept}`), kept, sessionId)).headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await counted(sessionId)).toBe(before);
    expect((await send(create(`Counted without a key ${kept}`), undefined, sessionId)).status).toBe(200);
    expect(await counted(sessionId)).toBe(before + 1);

    // The session has used up this minute.
    const limit = RATE_LIMITS.plannerWrite;
    await sql`insert into rate_limits (bucket, key, window_start, count, window_seconds)
      values (${limit.bucket}, ${`s:${await sessionKey(sessionId)}`},
        to_timestamp(floor(extract(epoch from now()) / ${limit.windowSeconds}::int) * ${limit.windowSeconds}::int),
        ${limit.perSession}, ${limit.windowSeconds})
      on conflict (bucket, key, window_start) do update set count = excluded.count`.execute(db);
    const key = randomUUID();
    const title = `Over the limit ${key}`;
    const limited = await send(create(title), key, sessionId);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('planner_rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await keptRows(key)).toEqual([]);
    expect(await tasksTitled(title)).toBe(0);
    // A repeat of a change already made is still answered: it is no new write.
    expect((await send(create(`Counted ${kept}`), kept, sessionId)).status).toBe(200);

    // The minute is over (its counts an hour back): the same key runs the change.
    await db
      .updateTable('rate_limits')
      .set({ window_start: sql<Date>`window_start - interval '1 hour'` })
      .where('bucket', '=', limit.bucket)
      .where('key', '=', `s:${await sessionKey(sessionId)}`)
      .execute();
    const after = await send(create(title), key, sessionId);
    expect(after.status).toBe(200);
    expect(after.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(await tasksTitled(title)).toBe(1);
  });

  it('refuses a malformed key, and a key on a call that takes none', async () => {
    const title = `Malformed ${randomUUID()}`;
    const malformed = await send(create(title), 'not-a-uuid');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ code: 'idempotency_key_invalid', error: 'Idempotency-Key: must be a UUID' });
    expect((await send(create(title), '')).status).toBe(400);
    expect(await tasksTitled(title)).toBe(0);

    const read = await t.call(
      'tasks',
      { action: 'get', projectId: w.projectA.id },
      { method: 'GET', headers: { 'X-Session-Id': owner.sessionId, [IDEMPOTENCY_HEADER]: randomUUID() } },
    );
    expect(read.status).toBe(400);
    expect(read.body.code).toBe('idempotency_key_unsupported');
  });

  it('refuses a repeat while the first still runs, and runs it once the claim is dropped or abandoned', async () => {
    const key = randomUUID();
    const input = create(`In flight ${key}`);
    const running = await claimKey(
      db,
      await sessionKey(owner.sessionId),
      key,
      requestHash(tasksCalls.create, { ...input, sessionId: owner.sessionId }),
    );
    if (running.kind !== 'claimed') throw new Error(`expected a claim, got ${running.kind}`);
    const refused = await send(input, key);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 'idempotency_key_in_flight',
      error: 'This change is still being saved. Wait a moment and try again.',
    });
    expect(await tasksTitled(input.title)).toBe(0);

    // A claim left by a request that died (its lease is over) gives way.
    await db
      .updateTable('idempotent_answers')
      .set({ created_at: sql<Date>`created_at - interval '2 minutes'` })
      .where('idempotency_key', '=', key)
      .execute();
    expect((await send(input, key)).status).toBe(200);
    expect(await tasksTitled(input.title)).toBe(1);
    // The late request cannot drop the claim that took its place.
    await dropClaim(db, running.claim);
    expect((await send(input, key)).headers.get(REPLAYED_HEADER)).toBe('true');
  });

  it('runs two identical requests racing each other once', async () => {
    const key = randomUUID();
    const title = `Racing ${key}`;
    const answers = await Promise.all([1, 2, 3, 4].map(() => send(create(title), key)));
    for (const a of answers) expect([200, 409]).toContain(a.status);
    const ran = answers.filter((a) => a.status === 200 && a.headers.get(REPLAYED_HEADER) === null);
    expect(ran).toHaveLength(1);
    expect(await tasksTitled(title)).toBe(1);
    // Once it is done every repeat gets its answer.
    expect((await send(create(title), key)).body).toEqual(ran[0].body);
  });

  it('takes the key on the planner’s other writes: a moved card is moved once', async () => {
    const key = randomUUID();
    const move = {
      action: 'updateBatch',
      updates: [{ id: w.taskA.id, value_select: w.options.done, value_select_position: 0 }],
    };
    const first = await send(move, key);
    expect(first.status).toBe(200);
    const again = await send(move, key);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(again.body).toEqual(first.body);

    const spaceKey = randomUUID();
    const space = { action: 'create', title: `Space ${spaceKey}` };
    const made = await t.call('spaces', space, {
      headers: { 'X-Session-Id': owner.sessionId, [IDEMPOTENCY_HEADER]: spaceKey },
    });
    const repeated = await t.call('spaces', space, {
      headers: { 'X-Session-Id': owner.sessionId, [IDEMPOTENCY_HEADER]: spaceKey },
    });
    expect(made.status).toBe(200);
    expect(repeated.body).toEqual(made.body);
    const spaces = await db.selectFrom('spaces').select('id').where('title', '=', space.title).execute();
    expect(spaces).toHaveLength(1);
  });
});
