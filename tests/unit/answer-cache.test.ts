import { describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import { AnswerCache, answerCacheOf, KeptText, keptAnswer, keptWhenShared } from '@server/db/answer-cache.ts';
import type { Database } from '@server/db/schema.ts';

describe('AnswerCache', () => {
  it('serves an answer only under the version it was made at', () => {
    const c = new AnswerCache();
    c.set('feed 1', { version: '7', body: '[1]' });
    expect(c.get('feed 1', '7')?.body).toBe('[1]');
    expect(c.get('feed 1', '8')).toBeUndefined();
    expect(c.get('feed 2', '7')).toBeUndefined();
  });

  it('drops the least recently used answers beyond its count and its size', () => {
    const c = new AnswerCache(2, 10);
    c.set('a', { version: '1', body: 'aaa' });
    c.set('b', { version: '1', body: 'bbb' });
    c.get('a', '1');
    c.set('c', { version: '1', body: 'ccc' });
    expect(c.get('b', '1')).toBeUndefined();
    expect(c.get('a', '1')?.body).toBe('aaa');
    // Bigger than the whole cache: not kept, and nothing else is pushed out for it.
    c.set('huge', { version: '1', body: 'x'.repeat(11) });
    expect(c.get('huge', '1')).toBeUndefined();
    expect(c.size).toBe(2);
    c.set('d', { version: '1', body: 'dddddddd' });
    expect(c.size).toBe(1);
    expect(c.get('d', '1')?.body).toBe('dddddddd');
  });

  it("keeps a scope with its own entries apart: its many keys never push the others' answers out", () => {
    const db = {} as Parameters<typeof answerCacheOf>[0];
    const shared = answerCacheOf(db);
    shared.set('feed\n1', { version: '1', body: '[1]' });
    const search = { scope: 'search', reads: ['posts'] as const, ownEntries: 2 };
    const own = answerCacheOf(db, search);
    expect(own).not.toBe(shared);
    expect(answerCacheOf(db, search)).toBe(own);
    for (let i = 0; i < 600; i++) own.set(`search\n${i}`, { version: '1', body: 'x' });
    expect(own.size).toBe(2);
    expect(shared.get('feed\n1', '1')?.body).toBe('[1]');
    expect(answerCacheOf(db, { scope: 'feed', reads: ['posts'] })).toBe(shared);
  });

  it('gzips a kept answer once, for every client that asks for gzip', () => {
    const entry = {
      version: '1',
      body: JSON.stringify({ services: Array.from({ length: 200 }, (_, i) => ({ id: i, title: 'Регистрация ООО' })) }),
    };
    const first = new KeptText(entry.body, entry).gzipped();
    const again = new KeptText(entry.body, entry).gzipped();
    expect(again).toBe(first);
    expect(gunzipSync(first).toString('utf8')).toBe(entry.body);
    expect(first.length).toBeLessThan(Buffer.byteLength(entry.body) / 10);
  });

  it('makes a value of a kept answer once, for every request it is served to', () => {
    const entry = { version: '1', body: '{"people":[{"id":1}]}' };
    let made = 0;
    const make = (text: string) => {
      made++;
      return JSON.stringify((JSON.parse(text) as { people: unknown[] }).people);
    };
    expect(new KeptText(entry.body, entry).derived(make)).toBe('[{"id":1}]');
    expect(new KeptText(entry.body, entry).derived(make)).toBe('[{"id":1}]');
    expect(made).toBe(1);
  });

  describe('readers who miss the same answer at once', () => {
    // The version is given, as a reader that reads it in its own statement gives it: no query.
    const handle = () => ({}) as Kysely<Database>;
    const kept = { scope: 'feed', reads: ['posts'] } as const;
    const later = <T>() => {
      let settle!: (value: T) => void;
      let fail!: (error: Error) => void;
      const promise = new Promise<T>((res, rej) => ((settle = res), (fail = rej)));
      return { promise, settle, fail };
    };

    it('wait for the first one to make it, and make it once', async () => {
      const db = handle();
      const first = later<string>();
      let made = 0;
      const make = () => (made++, first.promise);
      const answers = [1, 2, 3].map(() => keptAnswer(db, kept, 'page 1', make, '7'));
      first.settle('[1,2]');
      expect((await Promise.all(answers)).map((a) => a.text)).toEqual(['[1,2]', '[1,2]', '[1,2]']);
      expect(made).toBe(1);
      // Another version is another answer: made again.
      expect((await keptAnswer(db, kept, 'page 1', async () => '[3]', '8')).text).toBe('[3]');
    });

    it("make their own when the first one's answer was its reader's alone, or failed", async () => {
      const db = handle();
      const own = later<{ text: string; shared: boolean }>();
      const draft = keptWhenShared(db, kept, 'post x', () => own.promise, '1');
      const other = keptWhenShared(db, kept, 'post x', async () => ({ text: 'published', shared: true }), '1');
      own.settle({ text: 'draft', shared: false });
      expect(await draft).toBe('draft');
      expect(((await other) as KeptText).text).toBe('published');

      const broken = later<string>();
      const failing = keptAnswer(db, kept, 'page 2', () => broken.promise, '1');
      const waiting = keptAnswer(db, kept, 'page 2', async () => '[2]', '1');
      broken.fail(new Error('connection lost'));
      await expect(failing).rejects.toThrow('connection lost');
      expect((await waiting).text).toBe('[2]');
    });
  });
});
