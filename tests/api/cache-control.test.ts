import { describe, expect, it } from 'vitest';
import { features } from '@server/features/index.ts';
import { type FunctionDef, PRIVATE_ANSWER } from '@server/http/define-function.ts';
import { createTestApp } from '../support/test-app.ts';

/**
 * A cache a deployment puts in front of the server (a CDN, a company proxy) must never keep one
 * person's answer and hand it to another: the session travels in a header or the query, which a
 * shared cache does not know to respect, so every answer that carried or read a session says
 * `private, no-store`, and answers for nobody in particular say `no-cache` unless their function
 * declares otherwise.
 */
const t = await createTestApp({ rateLimitFactor: 100 });
const person = await t.signIn('Кира Кэш');

const calls = features
  .flatMap((f) => f.functions)
  .flatMap((fn): { fn: FunctionDef; action: string | undefined; method: string }[] =>
    fn.single
      ? [{ fn, action: undefined, method: fn.single.call.method }]
      : Object.entries(fn.actions ?? {}).map(([action, bound]) => ({ fn, action, method: bound.call.method })),
  );

describe('Cache-Control of every function', () => {
  it('walks every function and action: with a session, always private and never stored; without, never public unless declared', async () => {
    expect(calls.length).toBeGreaterThan(60);
    let answered = 0;
    for (const { fn, action, method } of calls) {
      // Sign-out and its kin end the session: the walk's own session would go with it.
      const ends = fn.name === 'auth' || /signOut|revoke/.test(action ?? '');
      const withSession = await t.call(
        fn.name,
        { action, sessionId: ends ? await t.anonymousSession() : person.sessionId },
        { method: method === 'GET' ? 'GET' : 'POST' },
      );
      expect(withSession.headers.get('cache-control'), `${fn.name} ${action ?? ''} ${withSession.status}`).toBe(
        PRIVATE_ANSWER,
      );
      if (withSession.status === 200) answered++;
      const without = await t.call(fn.name, { action }, { method: method === 'GET' ? 'GET' : 'POST' });
      const expected = without.status >= 400 ? PRIVATE_ANSWER : (fn.cacheControl ?? 'no-cache');
      expect(without.headers.get('cache-control'), `${fn.name} ${action ?? ''} ${without.status}`).toBe(expected);
    }
    // Not only refusals: the calls that need nothing but a session answered for it.
    expect(answered).toBeGreaterThan(20);
  });

  it('answers a person’s own data, a public list and a new session as each must be kept', async () => {
    const own = await t.call('check-session', { sessionId: person.sessionId });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe(PRIVATE_ANSWER);
    // The session in the app's header, not the body, is a session all the same.
    const settings = await t.call(
      'settings',
      { action: 'getUserSettings' },
      { headers: { 'X-Session-Id': person.sessionId } },
    );
    expect(settings.status).toBe(200);
    expect(settings.headers.get('cache-control')).toBe(PRIVATE_ANSWER);
    // The feed for nobody in particular may be kept, as long as it is asked again each time.
    const feed = await t.call('posts', { action: 'feed' }, { method: 'GET' });
    expect(feed.status).toBe(200);
    expect(feed.headers.get('cache-control')).toBe('no-cache');
    // A call that hands out a session is never kept, though it read none.
    const made = await t.call('auth', { action: 'initSession' });
    expect(made.status).toBe(200);
    expect(made.headers.get('cache-control')).toBe(PRIVATE_ANSWER);
  });
});
