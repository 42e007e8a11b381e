import { describe, expect, it } from 'vitest';
import { KnownSessions } from '@server/services/known-sessions.ts';

describe('known sessions (server/services/known-sessions.ts)', () => {
  it('remembers, corrects and forgets the person of a session', () => {
    const known = new KnownSessions(10);
    known.remember('a', 1);
    expect(known.userOf('a')).toBe(1);
    known.remember('a', 2);
    expect(known.userOf('a')).toBe(2);
    known.forget('a');
    expect(known.userOf('a')).toBeUndefined();
  });

  it('forgets the longest-known session first past its size', () => {
    const known = new KnownSessions(3);
    for (const [hash, user] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['d', 4],
    ] as const)
      known.remember(hash, user);
    expect(known.size).toBe(3);
    expect(known.userOf('a')).toBeUndefined();
    expect([known.userOf('b'), known.userOf('c'), known.userOf('d')]).toEqual([2, 3, 4]);
  });
});
