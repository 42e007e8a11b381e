import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app.ts';

const t = await createTestApp();

describe('tooltips', () => {
  it('answers the Markdown help in the language asked for', async () => {
    const ru = await t.call('tooltips', { id: 1, lang: 'ru' }, { method: 'GET' });
    const en = await t.call('tooltips', { id: 1 }, { method: 'GET', headers: { 'accept-language': 'en' } });
    expect(ru.status).toBe(200);
    expect(ru.body.tooltip.text).toMatch(/Markdown/);
    expect(ru.body.tooltip.text).toMatch(/[а-я]/);
    expect(en.body.tooltip.text).not.toMatch(/[а-я]/);
    expect(en.body.tooltip.text).toMatch(/\*\*/);
  });

  it('needs no session, and a session id that is not one is a 400', async () => {
    expect((await t.call('tooltips', { id: 1, sessionId: 'nope' }, { method: 'GET' })).status).toBe(400);
    expect((await t.call('tooltips', { id: 1, sessionId: await t.anonymousSession() }, { method: 'GET' })).status).toBe(
      200,
    );
    expect((await t.call('tooltips', { id: 1 })).status).toBe(200); // POST works too: public reference data
  });

  it('answers 404 for an unknown tooltip and 400 for a bad id', async () => {
    const r = await t.call('tooltips', { id: 999 }, { method: 'GET' });
    expect(r.status).toBe(404);
    expect(r.body.error).toBe('Failed to fetch tooltip');
    expect((await t.call('tooltips', { id: 'abc' }, { method: 'GET' })).status).toBe(400);
    expect((await t.call('tooltips', { id: 1, lang: 'de' }, { method: 'GET' })).status).toBe(400);
  });
});
