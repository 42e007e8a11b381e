import { describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../shared/realtime.ts';
import { cancelSignIn } from '../../server/services/sign-in-tokens.ts';
import { createTestApp } from '../support/test-app.ts';

const t = await createTestApp();

/** The session's real stream (ticket, then SSE): what the waiting /auth page hears. */
async function listen(sessionId: string): Promise<{ events: ChangeEvent[]; stop: () => void }> {
  const s = await t.stream(sessionId);
  return { events: s.events, stop: () => void s.close() };
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
    expect((await cancelSignIn(t.db.db, second.body.state)).status).toBe('cancelled');

    await until(() => mine.events.some((e) => e.table === 'sign_in_tokens'));
    const cancels = mine.events.filter((e) => e.table === 'sign_in_tokens');
    expect(cancels).toHaveLength(1); // the replaced link said nothing
    expect(cancels[0]).toMatchObject({ op: 'update', session_id: asking });
    expect(theirs.events.filter((e) => e.table === 'sign_in_tokens')).toHaveLength(0);
    mine.stop();
    theirs.stop();
  });
});
