import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app.ts';

const t = await createTestApp();
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('function host', () => {
  it('refuses a call without the anon key, or with a wrong one, as JSON', async () => {
    const none = await t.call('check-session', { sessionId: UNKNOWN }, { key: null });
    expect(none.status).toBe(401);
    expect(none.body.error).toMatch(/API key/);
    const wrong = await t.call('check-session', { sessionId: UNKNOWN }, { key: 'nope-nope-nope' });
    expect(wrong.status).toBe(401);
  });

  it('answers an unknown function with 404 and an unknown action with 400', async () => {
    expect((await t.call('nope', {})).status).toBe(404);
    const r = await t.call('settings', { action: 'dance', sessionId: UNKNOWN });
    expect(r.status).toBe(400);
    expect(r.body.error).toContain("Unknown action 'dance'");
  });

  it('names the field of a malformed input', async () => {
    const r = await t.call('check-session', { sessionId: 'not-a-uuid' });
    expect(r.status).toBe(400);
    expect(r.body.error).toContain('sessionId');
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.request('/functions/v1/check-session', {
      method: 'POST',
      headers: { authorization: 'Bearer test-anon-key', 'content-type': 'application/json', 'accept-language': 'en' },
      body: '{"sessionId":',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/not valid JSON/);
  });

  it('puts a request id on every response', async () => {
    const r = await t.call('check-session', { sessionId: UNKNOWN });
    expect(r.headers.get('x-request-id')).toBeTruthy();
  });

  it('refuses a body over 1 MB with 413', async () => {
    const r = await t.call('check-session', { sessionId: UNKNOWN, pad: 'x'.repeat(1_100_000) });
    expect(r.status).toBe(413);
  });
});

describe('sessions', () => {
  it('creates an anonymous session that check-session then finds', async () => {
    const init = await t.call('auth', { action: 'initSession' }, { headers: { 'x-timezone': 'Asia/Yekaterinburg' } });
    expect(init.status).toBe(200);
    const check = await t.call('check-session', { sessionId: init.body.sessionId });
    expect(check.body).toEqual({ exists: true, isAuth: false, userId: null });
    const settings = await t.call('settings', { action: 'getUserSettings', sessionId: init.body.sessionId });
    // A visitor's language is their browser's (Accept-Language), and the tests' browser prefers English.
    expect(settings.body).toEqual({ timezone: 'Asia/Yekaterinburg', language: 'en' });
  });

  it('says an unknown session does not exist', async () => {
    const r = await t.call('check-session', { sessionId: UNKNOWN });
    expect(r.body).toEqual({ exists: false, isAuth: false, userId: null });
  });

  it('ignores a timezone header that is not an IANA name', async () => {
    const init = await t.call('auth', { action: 'initSession' }, { headers: { 'x-timezone': 'Mars/Olympus' } });
    const settings = await t.call('settings', { action: 'getUserSettings', sessionId: init.body.sessionId });
    expect(settings.body.timezone).toBe('UTC');
  });

  it('signs out: the old session is gone and a new anonymous one is answered', async () => {
    const me = await t.signIn('Sign Out');
    const r = await t.call('auth', { action: 'signOut', sessionId: me.sessionId });
    expect(r.status).toBe(200);
    expect(r.body.sessionId).not.toBe(me.sessionId);
    expect((await t.call('check-session', { sessionId: me.sessionId })).body.exists).toBe(false);
    expect((await t.call('check-session', { sessionId: r.body.sessionId })).body).toMatchObject({
      exists: true,
      isAuth: false,
    });
  });
});

describe('settings', () => {
  it('saves timezone and language for a signed-in user', async () => {
    const me = await t.signIn('Settings Person');
    expect(
      (
        await t.call('settings', {
          action: 'updateTimezone',
          sessionId: me.sessionId,
          data: { timezone: 'Europe/Moscow' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await t.call('settings', { action: 'updateLanguage', sessionId: me.sessionId, data: { language: 'en' } }))
        .status,
    ).toBe(200);
    const r = await t.call('settings', { action: 'getUserSettings', sessionId: me.sessionId });
    expect(r.body).toEqual({ timezone: 'Europe/Moscow', language: 'en' });
  });

  it('refuses an unknown timezone or language, naming the field, and changes nothing', async () => {
    const me = await t.signIn('Bad Input');
    const tz = await t.call('settings', {
      action: 'updateTimezone',
      sessionId: me.sessionId,
      data: { timezone: 'Europe/Atlantis' },
    });
    expect(tz.status).toBe(400);
    expect(tz.body.error).toContain('data.timezone');
    const lang = await t.call('settings', {
      action: 'updateLanguage',
      sessionId: me.sessionId,
      data: { language: 'de' },
    });
    expect(lang.status).toBe(400);
    expect(lang.body.error).toContain('data.language');
    const r = await t.call('settings', { action: 'getUserSettings', sessionId: me.sessionId });
    // A new person starts in the language their browser asked for (the tests' is English).
    expect(r.body).toEqual({ timezone: 'UTC', language: 'en' });
  });

  it('answers 401 No session found to an anonymous or unknown session', async () => {
    const anon = await t.anonymousSession();
    // (A visitor may choose a language before signing in; a time zone belongs to a signed-in person.)
    const r = await t.call('settings', { action: 'updateTimezone', sessionId: anon, data: { timezone: 'UTC' } });
    expect(r.status).toBe(401);
    expect(r.body.error).toBe('No session found');
    const unknown = await t.call('settings', { action: 'getUserSettings', sessionId: UNKNOWN });
    expect(unknown.status).toBe(401);
  });

  it("lists the user's sessions with device and last seen, by an opaque id (not the session id)", async () => {
    const me = await t.signIn('Many Devices');
    const r = await t.call('settings', { action: 'getSessions', sessionId: me.sessionId });
    expect(r.status).toBe(200);
    expect(r.body.sessions).toHaveLength(1);
    expect(r.body.sessions[0]).toMatchObject({ current: true, device: 'Unknown device' });
    expect(r.body.sessions[0].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(r.body.sessions[0].id).not.toBe(me.sessionId);
    expect(JSON.stringify(r.body)).not.toContain(me.sessionId.slice(0, 8));
    expect(Date.parse(r.body.sessions[0].lastSeenAt)).not.toBeNaN();
  });
});

describe('profile', () => {
  it("answers the caller's own profile, or one by username", async () => {
    const me = await t.signIn('Own Profile', 'own_profile');
    const mine = await t.call('profile', { sessionId: me.sessionId }, { method: 'GET' });
    expect(mine.status).toBe(200);
    expect(mine.body.profile).toMatchObject({ name: 'Own Profile', username: 'own_profile' });
    const anon = await t.anonymousSession();
    const byName = await t.call('profile', { sessionId: anon, username: 'OWN_PROFILE' }, { method: 'GET' });
    expect(byName.body.profile.id).toBe(me.profileId);
  });

  it('answers 401 without a session and 404 for an unknown username', async () => {
    const none = await t.call('profile', {}, { method: 'GET' });
    expect(none.status).toBe(401);
    expect(none.body.error).toBe('No session found');
    const anon = await t.anonymousSession();
    const missing = await t.call('profile', { sessionId: anon, username: 'nobody_here' }, { method: 'GET' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Profile not found');
  });
});

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.app.request('/healthz')).status).toBe(200);
    expect((await t.app.request('/readyz')).status).toBe(200);
  });

  it('serves both translation files and 404 for another language', async () => {
    const ru = await t.app.request('/locales/ru/translations.json');
    expect((await ru.json()).common.loading).toBe('Загрузка…');
    expect((await t.app.request('/locales/de/translations.json')).status).toBe(404);
  });
});
