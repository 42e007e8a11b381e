import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@server/logger.ts';
import { RealtimeHub, type RealtimeClient } from '@server/realtime/hub.ts';
import { quizRules } from '@server/features/quiz/realtime-rules.ts';
import type { ChangeEvent } from '@shared/realtime.ts';
import { createQuizWorld } from '../support/quiz-world.ts';
import { waitFor } from './planner-helpers.ts';

/**
 * A quiz's change reaches only the streams that may read its post
 * (published: everyone; a draft: its author), as tests/api/realtime-fanout.test.ts checks tasks.
 */
const { t, owner, alice, newPost, newQuiz } = await createQuizWorld();

interface Fake extends RealtimeClient {
  name: string;
  events: ChangeEvent[];
}

describe('quiz changes on the live stream', () => {
  // A hub of the test's own with the quiz rules alone.
  const hub = new RealtimeHub(t.db, createLogger('silent'));
  hub.addRules(quizRules(t.db.db));
  const fake = (name: string, userId: number | null): Fake => {
    const events: ChangeEvent[] = [];
    return { name, sessionRef: crypto.randomUUID(), userId, events, send: (ev) => events.push(ev), close: () => {} };
  };
  const author = fake('author', owner.userId);
  const reader = fake('signed-in reader', alice.userId);
  const nobody = fake('anonymous', null);
  const clients = [author, reader, nobody];

  beforeAll(async () => {
    await hub.start();
    for (const c of clients) hub.subscribe(c);
  });
  afterAll(() => hub.shutdown());

  /** Pauses the quiz, waits for its change to reach the author, then tells who heard of it. */
  async function heard(quiz: { id: number }) {
    const r = await t.call('quiz', { action: 'setPaused', sessionId: owner.sessionId, quizId: quiz.id, paused: true });
    expect(r.status).toBe(200);
    const isIt = (e: ChangeEvent) => e.table === 'quiz' && e.id === quiz.id && e.op === 'update';
    await waitFor(() => author.events.some(isIt));
    // A published quiz's change after it: every stream has had its chance at the draft's.
    const marker = await newQuiz();
    const isMarker = (e: ChangeEvent) => e.table === 'quiz' && e.id === marker.id;
    await waitFor(() => clients.every((c) => c.events.some(isMarker)));
    return clients.filter((c) => c.events.some(isIt)).map((c) => c.name);
  }

  it('tells every stream of a quiz on a published post', async () => {
    expect(await heard(await newQuiz())).toEqual(['author', 'signed-in reader', 'anonymous']);
  });

  it('tells only the author of a quiz on a draft', async () => {
    const draft = await newPost(owner, 'draft');
    expect(await heard(await newQuiz({}, draft))).toEqual(['author']);
  });

  it('tells only the author of a quiz on an archived post', async () => {
    const post = await newPost(owner);
    const q = await newQuiz({}, post);
    await t.db.db.updateTable('posts').set({ is_archived: true }).where('id', '=', post.id).execute();
    expect(await heard(q)).toEqual(['author']);
  });
});
