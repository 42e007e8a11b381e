import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createQuizWorld } from '../support/quiz-world.ts';

const { t, get, owner, alice, bob, partner, anon, newPost, newQuiz, take } = await createQuizWorld();

describe('quiz-results', () => {
  async function quizWithResults(fields: Record<string, unknown>) {
    const q = await newQuiz({
      is_registration: true,
      registration: [{ id: 'mail', type: 'email', label: 'Email', required: true }],
      ...fields,
    });
    await take(
      alice,
      q.id,
      [
        { questionId: 'q1', selectedOptionId: 'b' },
        { questionId: 'q2', selectedOptionId: 'a' },
      ],
      { registration: { mail: 'alice@firm.ru' } },
    );
    await take(bob, q.id, [{ questionId: 'q1', selectedOptionId: 'a' }], { registration: { mail: 'bob@firm.ru' } });
    return q;
  }

  it('shows results by visibility: owner always, anyone on all, partners on partners', async () => {
    const matrix: [string, Record<string, boolean>][] = [
      ['owner', { owner: true, alice: false, partner: false, anonymous: false }],
      ['partners', { owner: true, alice: false, partner: true, anonymous: false }],
      ['all', { owner: true, alice: true, partner: true, anonymous: true }],
    ];
    for (const [visible, expected] of matrix) {
      const q = await quizWithResults({ results_visible: visible, is_anonymous: false });
      for (const [who, session] of [
        ['owner', owner.sessionId],
        ['alice', alice.sessionId],
        ['partner', partner.sessionId],
        ['anonymous', undefined],
      ] as const) {
        const r = await get('quiz-results', { sessionId: session, quizId: q.id });
        expect(r.status).toBe(200);
        expect(r.body.canViewResults, `${visible}/${who}`).toBe(expected[who]);
        expect(r.body.results.length, `${visible}/${who}`).toBe(expected[who] ? 2 : 0);
        // Registration answers are the owner's alone.
        for (const x of r.body.results) expect(x.registration === null, `${visible}/${who}`).toBe(who !== 'owner');
      }
    }
  });

  it('hides who took part in an anonymous quiz, from everyone', async () => {
    const q = await quizWithResults({ results_visible: 'all', is_anonymous: true });
    for (const session of [owner.sessionId, alice.sessionId]) {
      const r = await get('quiz-results', { sessionId: session, quizId: q.id });
      expect(r.body.results.every((x: { profile: unknown }) => x.profile === null)).toBe(true);
      expect(JSON.stringify(r.body)).not.toContain(alice.username);
    }
  });

  it('sorts by score or date, counts each question for the owner, and hides archived results', async () => {
    const q = await quizWithResults({ is_anonymous: false });
    const byScore = await get('quiz-results', { sessionId: owner.sessionId, quizId: q.id, sort: 'score' });
    expect(byScore.body.results.map((x: { result: number }) => x.result)).toEqual([100, 0]);
    expect(byScore.body.total).toBe(2);
    expect(byScore.body.questionStats).toEqual([
      { questionId: 'q1', correct: 1 },
      { questionId: 'q2', correct: 1 },
    ]);
    const byDate = await get('quiz-results', { sessionId: owner.sessionId, quizId: q.id });
    expect(byDate.body.results[0].profile.username).toBe(bob.username);
    expect(
      (
        await t.call('quiz', {
          action: 'archiveResult',
          sessionId: alice.sessionId,
          resultId: byDate.body.results[0].id,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call('quiz', {
          action: 'archiveResult',
          sessionId: owner.sessionId,
          resultId: byDate.body.results[0].id,
        })
      ).status,
    ).toBe(200);
    const after = await get('quiz-results', { sessionId: owner.sessionId, quizId: q.id });
    expect(after.body.results.map((x: { profile: { username: string } }) => x.profile.username)).toEqual([
      alice.username,
    ]);
    expect(after.body.total).toBe(1);
  });

  it('pages by 50 by number and by keyset alike', async () => {
    const q = await newQuiz({ is_anonymous: false, results_visible: 'all' });
    await t.db.db
      .insertInto('quiz_results')
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          quiz_id: q.id,
          profile_id: i % 2 ? alice.profileId : bob.profileId,
          result: i % 101,
          correct: 0,
          total: 2,
          answers: '[]',
          created_at: new Date(Date.now() - i * 60_000).toISOString(),
        })),
      )
      .execute();
    for (const sort of ['date', 'score']) {
      const p1 = (await get('quiz-results', { quizId: q.id, sort })).body;
      const p2 = (await get('quiz-results', { quizId: q.id, sort, page: 2 })).body;
      const k2 = (await get('quiz-results', { quizId: q.id, sort, after: p1.results[49].id })).body;
      expect(p1.results).toHaveLength(50);
      expect(p2.total).toBeNull();
      expect(k2.results.map((x: { id: number }) => x.id)).toEqual(p2.results.map((x: { id: number }) => x.id));
    }
    expect((await get('quiz-results', { quizId: q.id, page: 0 })).status).toBe(400);
    expect((await get('quiz-results', { quizId: q.id, sort: 'name' })).status).toBe(400);
  });

  it('answers 404 for a quiz the reader may not see, and 401 for a session that has ended', async () => {
    const draft = await newPost(owner, 'draft');
    const q = await newQuiz({ results_visible: 'all' }, draft);
    // Someone else's draft: as if there were no quiz at all, for a person, an anonymous session and nobody.
    for (const sessionId of [alice.sessionId, anon, undefined]) {
      const r = await get('quiz-results', { sessionId, quizId: q.id });
      expect(r.status).toBe(404);
      expect(r.body.error).toBe('Quiz not found'); // the test client asks for English
    }
    const own = await get('quiz-results', { sessionId: owner.sessionId, quizId: q.id });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ canViewResults: true, results: [], total: 0 });
    expect((await get('quiz-results', { quizId: 999_999 })).status).toBe(404);

    const ended = await t.signIn('Ушедший читатель');
    await t.db.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date('2020-01-01') })
      .where('user_id', '=', ended.userId)
      .execute();
    const published = await newQuiz({ results_visible: 'all' });
    const r = await get('quiz-results', { sessionId: ended.sessionId, quizId: published.id });
    expect(r.status).toBe(401);
  });
});
