import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import '@app/features/planner/api/query-keys.ts';
import '@app/features/posts/api/query-keys.ts';
import { staleKeysOf } from '@app/lib/realtime.ts';

/*
 * A person's name or avatar changed (profiles' row): what shows them goes stale, on every screen
 * that holds them, and nothing else (any profile's change reaches every stream). The profile
 * page's own edit names the same keys (features/profile/api/profile-edit.ts); the browser sees
 * the post cards change: tests/e2e/profile.spec.ts.
 */

const post = (id: number, profileId: number) => ({ id, profile_id: profileId });
const pages = (...posts: ReturnType<typeof post>[]) => ({ pages: [{ posts }], pageParams: [{}] });

function cacheOf(entries: [unknown[], unknown][]) {
  const client = new QueryClient();
  for (const [key, data] of entries) client.setQueryData(key, data);
  return client;
}

const changed = (profileId: number, cache: QueryClient) =>
  staleKeysOf({ table: 'profiles', op: 'update', id: profileId, user_id: 9 }, cache).filter(
    (k) => k[0] !== 'profile' && k[0] !== 'pro' && k[0] !== 'experts',
  );

describe('a changed profile', () => {
  it('makes stale their posts list, and the feed, posts and boards that show them', () => {
    const cache = cacheOf([
      [['posts', 'feed', 's1'], pages(post(1, 5), post(2, 6))],
      [['posts', 'get', 'abc', 'ru', 's1'], { post: post(1, 5) }],
      [['posts', 'get', 'def', 'ru', 's1'], { post: post(2, 6) }],
      [['planner-data', 7], { profiles: { '5': { id: 5 } } }],
      [['planner-data', 8], { profiles: { '6': { id: 6 } } }],
    ]);
    const keys = [
      ['posts', 'byProfile', 5],
      ['posts', 'feed', 's1'],
      ['posts', 'get', 'abc', 'ru', 's1'],
      ['planner-data', 7],
    ];
    expect(changed(5, cache)).toEqual(expect.arrayContaining(keys));
    expect(changed(5, cache)).toHaveLength(keys.length);
  });

  it('leaves alone a feed, posts and boards without them', () => {
    const cache = cacheOf([
      [['posts', 'feed', 's1'], pages(post(2, 6))],
      [['posts', 'get', 'def', 'ru', 's1'], { post: post(2, 6) }],
      [['planner-data', 8], { profiles: { '6': { id: 6 } } }],
    ]);
    expect(changed(5, cache)).toEqual([['posts', 'byProfile', 5]]);
    expect(changed(Number.NaN, cache)).toEqual([]);
  });
});
