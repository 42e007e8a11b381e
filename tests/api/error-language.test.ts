import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app.ts';
import { plannerWorld } from './planner-helpers.ts';

const t = await createTestApp();
const w = await plannerWorld(t);
const { viewer, owner } = w.people;

/** A viewer edits a task: refused with 403, in whatever language the call is answered. */
const viewerEditsTask = (acceptLanguage?: string) =>
  t.call(
    'tasks',
    { action: 'update', sessionId: viewer.sessionId, id: w.taskA.id, description: 'changed' },
    { headers: acceptLanguage ? { 'accept-language': acceptLanguage } : { 'accept-language': '' } },
  );

const chooseLanguage = async (sessionId: string, language: 'ru' | 'en') =>
  expect((await t.call('settings', { action: 'updateLanguage', sessionId, data: { language } })).status).toBe(200);

describe('errors in the caller’s language', () => {
  describe('a person without a language setting', () => {
    it('follows Accept-Language, and says it in Russian when there is none', async () => {
      expect((await viewerEditsTask('en-GB,en;q=0.9')).body).toEqual({
        error: 'Viewers cannot change tasks',
        code: 'cannot_change_tasks',
      });
      expect((await viewerEditsTask('de-DE,ru;q=0.8,en;q=0.5')).body.error).toBe(
        'Наблюдатели не могут изменять задачи',
      );
      const none = await viewerEditsTask();
      expect(none.status).toBe(403);
      expect(none.body.error).toBe('Наблюдатели не могут изменять задачи');
    });
  });

  describe('a person whose setting is Russian', () => {
    beforeAll(() => chooseLanguage(viewer.sessionId, 'ru'));

    it('answers a refusal in Russian, whatever the browser asks', async () => {
      const r = await viewerEditsTask('en');
      expect(r.status).toBe(403);
      expect(r.body).toEqual({ error: 'Наблюдатели не могут изменять задачи', code: 'cannot_change_tasks' });
    });

    it('answers validation in Russian, naming the field', async () => {
      const r = await t.call(
        'settings',
        { action: 'updateLanguage', sessionId: viewer.sessionId, data: { language: 'de' } },
        { headers: { 'accept-language': 'en' } },
      );
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ error: 'data.language: допустимые значения: ru, en', code: 'invalid_input' });
    });

    it('answers a 404 of the planner’s one-statement reads in Russian', async () => {
      const r = await t.call(
        'projects',
        { action: 'get', sessionId: viewer.sessionId, spaceId: 999_999 },
        { method: 'GET', headers: { 'accept-language': 'en' } },
      );
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ error: 'Пространство не найдено', code: 'space_not_found' });
    });
  });

  describe('a person whose setting is English', () => {
    beforeAll(() => chooseLanguage(owner.sessionId, 'en'));

    it('answers in English even to a Russian browser', async () => {
      const r = await t.call(
        'spaces',
        { action: 'create', sessionId: owner.sessionId, title: '' },
        { headers: { 'accept-language': 'ru' } },
      );
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('title: is required');
      const gone = await t.call(
        'tasks',
        { action: 'update', sessionId: owner.sessionId, id: 999_999, title: 'x' },
        { headers: { 'accept-language': 'ru' } },
      );
      expect(gone.body).toEqual({ error: 'Task not found', code: 'task_not_found' });
    });
  });

  it('answers 401 No session found in both languages', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const en = await t.call(
      'spaces',
      { action: 'get', sessionId: unknown },
      { method: 'GET', headers: { 'accept-language': 'en' } },
    );
    expect([en.status, en.body]).toEqual([401, { error: 'No session found', code: 'no_session' }]);
    const ru = await t.call(
      'tasks',
      { action: 'create', sessionId: w.anon, project_id: w.projectA.id, title: 'x' },
      { headers: { 'accept-language': 'ru' } },
    );
    expect([ru.status, ru.body]).toEqual([401, { error: 'Сессия не найдена', code: 'no_session' }]);
  });

  it('answers validation of an anonymous call in the browser’s language', async () => {
    const r = await t.call('check-session', { sessionId: 'not-a-uuid' }, { headers: { 'accept-language': 'ru-RU' } });
    expect(r.body).toEqual({ error: 'sessionId: должно быть идентификатором сессии (UUID)', code: 'invalid_input' });
  });

  it('writes the host’s own refusals in the reader’s language too', async () => {
    const r = await t.call('no-such-function', {}, { headers: { 'accept-language': 'ru' } });
    expect(r.body).toEqual({ error: 'Неизвестная функция «no-such-function»', code: 'unknown_function' });
    const key = await t.call('check-session', {}, { key: 'wrong', headers: { 'accept-language': 'ru' } });
    expect(key.body).toEqual({ error: 'Неверный ключ API', code: 'invalid_api_key' });
  });
});
