import { describe, expect, it } from 'vitest';
import type { ChangeEvent } from '@shared/realtime.ts';
import { hashSessionId } from '@server/services/sessions.ts';
import { cancelSignIn } from '@server/features/auth/sign-in-tokens.ts';
import { createTestApp } from '../support/test-app.ts';

const t = await createTestApp();

const refOf = async (sessionId: string) =>
  (
    await t.db.db
      .selectFrom('sessions')
      .select('id')
      .where('id_hash', '=', hashSessionId(sessionId))
      .executeTakeFirstOrThrow()
  ).id;

/** The session's real stream (ticket, then SSE): what the waiting /auth page hears. */
async function listen(sessionId: string) {
  const s = await t.stream(sessionId);
  return { events: s.events, stop: () => void s.close(), sessionRef: await refOf(sessionId) };
}

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
};

describe('Cancel in the bot reaches the waiting page', () => {
  it('tells only the session that asked, and not when a fresh link replaces the old one', async () => {
    const asking = await t.anonymousSession();
    const other = await t.anonymousSession();
    const mine = await listen(asking);
    const theirs = await listen(other);
    const first = await t.call('auth', { action: 'initAuth', sessionId: asking });
    expect(first.status).toBe(200);
    const second = await t.call('auth', { action: 'initAuth', sessionId: asking }); // voids the first
    const token = (second.body.link as string).split('start=signin_')[1];
    expect((await cancelSignIn(t.db.db, token)).status).toBe('cancelled');

    await until(() => mine.events.some((e) => e.table === 'sign_in_tokens'));
    const cancels = mine.events.filter((e) => e.table === 'sign_in_tokens');
    expect(cancels).toHaveLength(1); // the replaced link said nothing
    expect(cancels[0]).toMatchObject({ op: 'update', session_ref: mine.sessionRef, void_reason: 'cancelled' });
    expect(JSON.stringify(cancels[0])).not.toContain(asking);
    expect(theirs.events.filter((e) => e.table === 'sign_in_tokens')).toHaveLength(0);
    mine.stop();
    theirs.stop();
  });
});
