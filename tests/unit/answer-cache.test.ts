import { describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { AnswerCache, answerCacheOf, KeptText } from '@server/db/answer-cache.ts';

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
});
