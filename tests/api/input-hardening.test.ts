import { describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config.ts';
import { createApp } from '@server/http/app.ts';
import { ANON_KEY, createTestApp } from '../support/test-app.ts';
import { signedInitData, signedRawInitData, TEST_BOT_TOKEN } from '../support/telegram.ts';
import { plannerWorld } from './planner-helpers.ts';

/**
 * Inputs that once crashed the database. A NUL character in any string, a date
 * outside the years 0001–9999 and an id that is not a positive integer written as digits
 * are 400s naming the field; init data older than an hour or dated in the future is a 401.
 */
const t = await createTestApp({ botToken: TEST_BOT_TOKEN });
const w = await plannerWorld(t);
const s = w.people.owner.sessionId;
const NUL = 'a\u0000b';
const NUL_TEXT = 'must not contain a NUL character';

describe('a NUL character in a string is a 400, never a 500', () => {
  const cases: Array<[string, 'GET' | 'POST', string, () => Record<string, unknown>, string]> = [
    ['space title', 'POST', 'spaces', () => ({ action: 'create', sessionId: s, title: NUL }), 'title'],
    [
      'space description',
      'POST',
      'spaces',
      () => ({ action: 'create', sessionId: s, title: 'x', description: NUL }),
      'description',
    ],
    [
      'option title',
      'POST',
      'spaces',
      () => ({
        action: 'create',
        sessionId: s,
        title: 'x',
        property_select: { title: 'S', options: [{ title: NUL, color: 'red' }] },
      }),
      'property_select.options.0.title',
    ],
    [
      'option colour',
      'POST',
      'spaces',
      () => ({
        action: 'create',
        sessionId: s,
        title: 'x',
        property_select: { title: 'S', options: [{ title: 'o', color: NUL }] },
      }),
      'property_select.options.0.color',
    ],
    [
      'project title',
      'POST',
      'projects',
      () => ({ action: 'create', sessionId: s, space_id: w.space.id, title: NUL }),
      'title',
    ],
    [
      'task title',
      'POST',
      'tasks',
      () => ({ action: 'create', sessionId: s, project_id: w.projectA.id, title: NUL }),
      'title',
    ],
    [
      'task description',
      'POST',
      'tasks',
      () => ({ action: 'update', sessionId: s, id: w.taskA.id, description: NUL }),
      'description',
    ],
    [
      'subtask title',
      'POST',
      'tasks',
      () => ({
        action: 'update',
        sessionId: s,
        id: w.taskA.id,
        subtasks: [{ id: 1, title: NUL, is_completed: false, number: 1 }],
      }),
      'subtasks.0.title',
    ],
    ['profile username lookup', 'GET', 'profile', () => ({ sessionId: s, username: `${NUL}cd` }), 'username'],
    ['profile search', 'GET', 'profiles', () => ({ action: 'search', sessionId: s, query: `abc${NUL}` }), 'query'],
    [
      'timezone',
      'POST',
      'settings',
      () => ({ action: 'updateTimezone', sessionId: s, data: { timezone: `Europe/${NUL}` } }),
      'data.timezone',
    ],
    ['init data', 'POST', 'tma-auth', () => ({ initData: `user=${NUL}` }), 'initData'],
  ];
  for (const [what, method, fn, input, field] of cases) {
    it(`refuses a NUL in the ${what}`, async () => {
      const r = await t.call(fn, input(), { method });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('invalid_input');
      expect(r.body.error).toContain(`${field}: ${NUL_TEXT}`);
    });
  }

  it('says so in Russian to a Russian reader', async () => {
    const r = await t.call(
      'spaces',
      { action: 'create', sessionId: w.people.outsider.sessionId, title: NUL },
      { headers: { 'accept-language': 'ru' } },
    );
    expect(r.body.error).toBe('title: не должно содержать символ NUL');
  });
});

describe('dates outside the years 0001–9999 are a 400, not a database error', () => {
  const setDate = (value_date: unknown) =>
    t.call('tasks', { action: 'update', sessionId: s, id: w.taskA2.id, value_date });
  it('refuses year 0000 and an offset that carries 9999-12-31 into the year 10000', async () => {
    for (const date of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59-14:00', '0000-06-15T12:00:00+03:00']) {
      const r = await setDate(date);
      expect(r.status, date).toBe(400);
      expect(r.body.error).toContain('value_date: must be a date between the years 0001 and 9999');
    }
    const period = await t.call('tasks', {
      action: 'update',
      sessionId: s,
      id: w.taskA2.id,
      value_period: ['0000-01-01T00:00:00Z', null],
    });
    expect(period.status).toBe(400);
    const subtask = await t.call('tasks', {
      action: 'update',
      sessionId: s,
      id: w.taskA2.id,
      subtasks: [{ id: 1, title: 'x', is_completed: false, number: 1, date: '0000-01-01T00:00:00Z' }],
    });
    expect(subtask.status).toBe(400);
  });

  it('accepts the first and the last instants of the range', async () => {
    expect((await setDate('0001-01-01T00:00:00Z')).status).toBe(200);
    expect((await setDate('9999-12-31T23:59:59Z')).status).toBe(200);
  });
});

describe('ids are positive integers written as digits', () => {
  it('refuses "0x10", " 5", "1e3", "5.0", [1] and true, and archives nothing', async () => {
    const task = (
      await t.call('tasks', { action: 'create', sessionId: s, project_id: w.projectA.id, title: 'Keep me' })
    ).body.task;
    for (const id of [
      `0x${task.id.toString(16)}`,
      ` ${task.id}`,
      `${task.id} `,
      '1e3',
      `${task.id}.0`,
      [task.id],
      true,
      '',
      '-5',
    ]) {
      const r = await t.call('tasks', { action: 'archive', sessionId: s, id });
      expect(r.status, JSON.stringify(id)).toBe(400);
      expect(r.body.code).toBe('invalid_input');
    }
    const still = await t.call('tasks', { action: 'get', sessionId: s, projectId: w.projectA.id }, { method: 'GET' });
    expect(still.body.tasks.some((x: { id: number }) => x.id === task.id)).toBe(true);
  });

  it('keeps accepting numbers in JSON bodies and digit strings in query strings', async () => {
    const byQuery = await t.call(
      'tasks',
      { action: 'get', sessionId: s, projectId: String(w.projectA.id) },
      { method: 'GET' },
    );
    expect(byQuery.status).toBe(200);
    const hex = await t.call(
      'tasks',
      { action: 'get', sessionId: s, projectId: `0x${w.projectA.id.toString(16)}` },
      { method: 'GET' },
    );
    expect(hex.status).toBe(400);
    const byIds = await t.call(
      'profiles',
      { action: 'byIds', sessionId: s, ids: `${w.people.owner.profileId},${w.people.admin.profileId}` },
      { method: 'GET' },
    );
    expect(byIds.status).toBe(200);
    expect(byIds.body.profiles).toHaveLength(2);
    const task = (
      await t.call('tasks', { action: 'create', sessionId: s, project_id: w.projectA.id, title: 'Archive me' })
    ).body.task;
    expect((await t.call('tasks', { action: 'archive', sessionId: s, id: task.id })).status).toBe(200);
  });
});

describe('Telegram init data must be fresh', () => {
  const tmaAuth = async (initData: string, maxAge = t.config.initDataMaxAge) => {
    const app = createApp({ ...t.deps, config: { ...t.config, initDataMaxAge: maxAge } });
    const res = await app.request('/functions/v1/tma-auth', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${ANON_KEY}`,
        'content-type': 'application/json',
        'accept-language': 'en',
        'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 250)}`,
      },
      body: JSON.stringify({ initData }),
    });
    return { status: res.status, body: await res.json() };
  };

  it('keeps init data for an hour by default (INIT_DATA_MAX_AGE)', async () => {
    expect(loadConfig({}).initDataMaxAge).toBe(3600);
    expect(t.config.initDataMaxAge).toBe(3600);
    expect((await tmaAuth(signedInitData({ authDate: new Date(Date.now() - 50 * 60_000) }))).status).toBe(200);
    const old = await tmaAuth(signedInitData({ authDate: new Date(Date.now() - 61 * 60_000) }));
    expect(old.status).toBe(401);
    expect(old.body.code).toBe('init_data_expired');
  });

  it('refuses init data dated in the future beyond a minute of clock skew', async () => {
    const ahead = await tmaAuth(signedInitData({ authDate: new Date(Date.now() + 10 * 60_000) }));
    expect(ahead.status).toBe(401);
    expect(ahead.body).toMatchObject({
      code: 'init_data_from_future',
      error: expect.stringContaining('dated in the future'),
    });
    expect((await tmaAuth(signedInitData({ authDate: new Date(Date.now() + 20_000) }))).status).toBe(200);
  });

  it('refuses init data dated past the calendar, and init data with a field given twice', async () => {
    const user = JSON.stringify({ id: 700_123_456, first_name: 'Ivan' });
    const now = String(Math.floor(Date.now() / 1000));
    const fields = (authDate: string): [string, string][] => [
      ['auth_date', authDate],
      ['user', user],
      ['signature', 'test-signature'],
    ];
    // The same fields, signed as they should be, pass: the helper signs as Telegram does.
    expect((await tmaAuth(signedRawInitData(fields(now)))).status).toBe(200);
    for (const far of ['8640000000001', '99999999999999']) {
      const r = await tmaAuth(signedRawInitData(fields(far)));
      expect(r.status, far).toBe(401);
      expect(r.body.code, far).toBe('init_data_expired');
    }
    // Two dates: the signature's check reads one, the server another.
    const twice = await tmaAuth(signedRawInitData([...fields('1'), ['auth_date', now]]));
    expect(twice.status).toBe(401);
    const userTwice = await tmaAuth(
      signedRawInitData([...fields(now), ['user', JSON.stringify({ id: 700_654_321, first_name: 'Eve' })]]),
    );
    expect(userTwice.status).toBe(401);
    expect(userTwice.body.code).toBe('init_data_malformed');
  });
});
