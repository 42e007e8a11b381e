import { describe, expect, it } from 'vitest';
import { createApp } from '@server/http/app.ts';
import { captureLogger } from '../support/capture-logger.ts';
import { ANON_KEY, createTestApp } from '../support/test-app.ts';

/**
 * Expected refusals (4xx, 503 "bot not configured") are no error-level
 * lines, so 2,000 refused calls write no stack traces and bury no real failure.
 */
const t = await createTestApp({ botToken: undefined });

describe('logs stay readable under attack', () => {
  it('writes no error-level line and no stack trace for 2,000 refused calls', async () => {
    const logger = captureLogger();
    // No bot: initAuth and tma-auth answer 503 "not configured".
    const app = createApp({
      ...t.deps,
      logger,
      config: { ...t.config, botToken: undefined, botUsername: undefined },
      botUsername: () => undefined,
    });
    const sessionId = await t.anonymousSession();
    const me = await t.signIn('Quiet Logs');
    const json = { authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json' };
    const refusals: Array<() => Promise<Response> | Response> = [
      () =>
        app.request('/functions/v1/auth', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ action: 'initAuth', sessionId }),
        }), // 503, then 429
      () =>
        app.request('/functions/v1/tma-auth', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ initData: 'x=1' }),
        }), // 503
      () => app.request('/functions/v1/roles'), // 401 no key
      () => app.request('/functions/v1/roles', { headers: { authorization: 'Bearer wrong' } }), // 401 bad key
      () => app.request('/functions/v1/nothing', { headers: json }), // 404
      () => app.request('/functions/v1/tasks', { method: 'POST', headers: json, body: '{"action":' }), // 400 bad JSON
      () => app.request('/functions/v1/tasks', { method: 'POST', headers: json, body: '['.repeat(70) }), // 400 too deep
      () =>
        app.request('/functions/v1/tasks', {
          method: 'POST',
          headers: { ...json, 'content-type': 'text/plain' },
          body: 'x',
        }), // 415
      () =>
        app.request('/functions/v1/tasks', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ action: 'archive', sessionId: me.sessionId, id: '0x10' }),
        }), // 400
      () =>
        app.request('/functions/v1/tasks', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ action: 'archive', sessionId: me.sessionId, id: 99_999_999 }),
        }), // 404
      () =>
        app.request('/functions/v1/spaces', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ action: 'create', sessionId: me.sessionId, title: 'a\u0000b' }),
        }), // 400 NUL
      () =>
        app.request('/functions/v1/spaces', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ action: 'get', sessionId }),
        }), // 400 wrong method
      () => app.request(`/functions/v1/spaces?action=get&sessionId=${sessionId}`, { headers: json }), // 401 anonymous
      () =>
        app.request('/functions/v1/tasks', {
          method: 'POST',
          headers: { ...json, 'content-length': String(10 * 1024 * 1024) },
          body: '{}',
        }), // 413
    ];
    const statuses = new Set<number>();
    for (let i = 0; i < 2_000; i++) {
      const res = await refusals[i % refusals.length]!();
      statuses.add(res.status);
      await res.arrayBuffer();
    }
    // 429 too: the sign-in limits bite long before 2,000 calls.
    expect([...statuses].sort()).toEqual([400, 401, 404, 413, 415, 429, 503]);
    const loud = logger.lines.filter((l) => l.level === 'error' || l.level === 'warn');
    expect(loud).toEqual([]);
    expect(logger.lines.some((l) => JSON.stringify(l.fields).includes('    at '))).toBe(false);
  }, 60_000); // 2,000 calls: room for a loaded machine

  it('still logs a real failure at error level, with its stack', async () => {
    const logger = captureLogger();
    const app = createApp(
      { ...t.deps, logger },
      { mount: (a) => a.get('/boom', () => Promise.reject(new Error('boom'))) },
    );
    expect((await app.request('/boom')).status).toBe(500);
    expect(logger.lines.filter((l) => l.level === 'error').map((l) => l.msg)).toEqual([
      'unhandled error',
      'request failed',
    ]);
  });
});
