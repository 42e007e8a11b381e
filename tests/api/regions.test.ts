import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app.ts';

const t = await createTestApp();
// In Russian: the names are compared as written (English ones: visitor-language.test.ts).
const regions = async (input: Record<string, unknown> = {}) =>
  t.call('regions', input, { method: 'GET', headers: { 'accept-language': 'ru' } });

describe('regions', () => {
  it('answers Russia’s regions to anyone, the largest cities first, then by title', async () => {
    const r = await regions();
    expect(r.status).toBe(200);
    const list = r.body.regions as { id: number; code: string; title: string; is_top: boolean }[];
    expect(list.length).toBe(89);
    const top = list.filter((x) => x.is_top);
    expect(top.length).toBe(10);
    expect(list.slice(0, top.length).every((x) => x.is_top)).toBe(true);
    expect(new Set(list.map((x) => x.code)).size).toBe(list.length);
    expect(list.find((x) => x.code === '78')?.title).toBe('Санкт-Петербург');
    const rest = list.slice(top.length).map((x) => x.title);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'ru')));
  });

  it('leaves hidden regions out', async () => {
    await t.db.db.updateTable('regions').set({ is_hidden: true }).where('code', '=', '89').execute();
    const list = (await regions()).body.regions as { code: string }[];
    expect(list.map((x) => x.code)).not.toContain('89');
  });

  it('refuses a session id that is not one with 400', async () => {
    const r = await regions({ sessionId: 'x' });
    expect(r.status).toBe(400);
    expect(r.body.error).toEqual(expect.any(String));
  });
});
