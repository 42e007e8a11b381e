import { describe, expect, it } from 'vitest';
import { buildId, isUsable, PERSIST_MAX_AGE_MS, type PersistedQueries } from '@app/lib/query-persist.ts';

const saved = (over: Partial<PersistedQueries> = {}): PersistedQueries => ({
  buster: '/assets/index-abc.js',
  savedAt: 1_000_000,
  state: { queries: [], mutations: [] },
  ...over,
});

describe('the saved query cache', () => {
  it('is used by the build that wrote it, within its age', () => {
    expect(isUsable(saved(), '/assets/index-abc.js', 1_000_000 + 60_000)).toBe(true);
    expect(isUsable(saved(), '/assets/index-abc.js', 1_000_000 + PERSIST_MAX_AGE_MS)).toBe(true);
  });

  it('is dropped after a new build, when too old, from the future, or missing', () => {
    expect(isUsable(saved(), '/assets/index-def.js', 1_000_001)).toBe(false);
    expect(isUsable(saved(), '/assets/index-abc.js', 1_000_000 + PERSIST_MAX_AGE_MS + 1)).toBe(false);
    expect(isUsable(saved(), '/assets/index-abc.js', 999_999)).toBe(false);
    expect(isUsable(null, '/assets/index-abc.js', 1_000_000)).toBe(false);
  });

  it("names the build by the page's entry script", () => {
    const doc = (src: string | null) =>
      ({ querySelector: () => (src === null ? null : { getAttribute: () => src }) }) as unknown as Document;
    expect(buildId(doc('/assets/index-abc.js'))).toBe('/assets/index-abc.js');
    expect(buildId(doc(null))).toBe('dev');
  });
});
