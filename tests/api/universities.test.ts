import { describe, expect, it } from 'vitest';
import { UNIVERSITIES } from '@server/content/universities.ts';
import { createTestApp } from '../support/test-app.ts';

const t = await createTestApp();

describe('universities', () => {
  it('answers Russia’s law schools to anyone, ordered by name', async () => {
    const r = await t.call('universities', {}, { method: 'GET' });
    expect(r.status).toBe(200);
    const list = r.body.universities as { id: number; name: string; short_name: string | null }[];
    expect(list).toHaveLength(UNIVERSITIES.length);
    expect(list.map((u) => u.short_name)).toEqual(expect.arrayContaining(['МГУ', 'СПбГУ', 'МГЮА', 'УрГЮУ', 'НИУ ВШЭ']));
    const names = list.map((u) => u.name);
    // PostgreSQL's order of the names (the database's collation), stable between calls.
    expect(
      (await t.call('universities', {}, { method: 'POST' })).body.universities.map((u: { name: string }) => u.name),
    ).toEqual(names);
    expect(names[0] < names.at(-1)!).toBe(true);
  });

  it('refuses a session id that is not one with 400', async () => {
    expect((await t.call('universities', { sessionId: 'x' }, { method: 'GET' })).status).toBe(400);
  });
});
