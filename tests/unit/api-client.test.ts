import { skipToken } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Call } from '@shared/contract.ts';
import * as aboutContracts from '@shared/contracts/about.ts';
import * as authContracts from '@shared/contracts/auth.ts';
import * as calendarFeedContracts from '@shared/contracts/calendar-feed.ts';
import * as careerContracts from '@shared/contracts/career.ts';
import * as catalogContracts from '@shared/contracts/catalog.ts';
import * as deadlinesContracts from '@shared/contracts/deadlines.ts';
import * as filesContracts from '@shared/contracts/files.ts';
import * as notificationsContracts from '@shared/contracts/notifications.ts';
import * as plannerContracts from '@shared/contracts/planner.ts';
import * as postsContracts from '@shared/contracts/posts.ts';
import * as profileContracts from '@shared/contracts/profile.ts';
import * as quizContracts from '@shared/contracts/quiz.ts';
import * as realtimeContracts from '@shared/contracts/realtime.ts';
import * as searchContracts from '@shared/contracts/search.ts';
import * as sessionContracts from '@shared/contracts/session.ts';
import * as uploadContracts from '@shared/contracts/image-upload.ts';
import { answerError, ApiError, buildRequest, callFunction } from '@app/lib/api-client.ts';
import { errorText, isCancellation, isSessionGone, registerSessionPages } from '@app/lib/api-errors.ts';
import { ROUTES } from '@app/app/route-table.ts';
import { callQueryKey, callQueryOptions } from '@app/lib/call-query.ts';
import * as calls from '@app/lib/calls.ts';
import { anonKey } from '@app/lib/config.ts';
import { i18next, initI18n } from '@app/lib/i18n.ts';
import { reportError, sessionRestored } from '@app/lib/query-client.ts';
import { onSessionLost } from '@app/lib/session-store.ts';
import { getToasts } from '@app/lib/toast.ts';

const isCall = (v: unknown): v is Call => !!v && typeof v === 'object' && 'fn' in v && 'method' in v;
/** Every call of a module: its single-handler calls and each action of the others. */
function callsOf(
  mod: Record<string, unknown>,
): Map<string, { fn: string; action: string | undefined; method: string }> {
  const out = new Map<string, { fn: string; action: string | undefined; method: string }>();
  for (const [name, v] of Object.entries(mod)) {
    if (isCall(v)) out.set(name, { fn: v.fn, action: v.action, method: v.method });
    else if (v && typeof v === 'object')
      for (const [action, c] of Object.entries(v))
        if (isCall(c)) out.set(`${name}.${action}`, { fn: c.fn, action: c.action, method: c.method });
  }
  return out;
}

describe("the app's calls (lib/calls.ts) and the contracts", () => {
  it('name every contract with the same function, action and method, and nothing else', () => {
    const contracts = callsOf({
      ...aboutContracts,
      ...authContracts,
      ...calendarFeedContracts,
      ...careerContracts,
      ...catalogContracts,
      ...deadlinesContracts,
      ...filesContracts,
      ...notificationsContracts,
      ...plannerContracts,
      ...postsContracts,
      ...profileContracts,
      ...quizContracts,
      ...realtimeContracts,
      ...searchContracts,
      ...sessionContracts,
      ...uploadContracts,
    });
    const refs = callsOf(calls);
    expect([...refs.keys()].sort()).toEqual([...contracts.keys()].sort());
    for (const [name, ref] of refs) expect(ref, name).toEqual(contracts.get(name));
  });
});

describe('building a request', () => {
  it('puts action and arguments in the query string of a GET, arrays comma-joined and empty values left out; the session in a header, never the address', () => {
    const req = buildRequest(
      plannerContracts.profilesCalls.byIds,
      { ids: [3, 5], extra: undefined, none: null },
      { sessionId: 's-1', language: 'en' },
    );
    expect(req.method).toBe('GET');
    expect(req.url).toBe('/functions/v1/profiles?action=byIds&ids=3%2C5');
    expect(req.body).toBeUndefined();
    expect(req.headers).toMatchObject({
      Authorization: `Bearer ${anonKey()}`,
      'Accept-Language': 'en',
      'X-Session-Id': 's-1',
    });
  });

  it('sends a POST as JSON, with no action for a single-handler function and no session when there is none', () => {
    const req = buildRequest(
      authContracts.tmaAuthCall,
      { initData: 'x=1' },
      { sessionId: null, language: 'ru', timezone: 'Europe/Moscow' },
    );
    expect(req).toMatchObject({ url: '/functions/v1/tma-auth', method: 'POST' });
    expect(JSON.parse(req.body!)).toEqual({ initData: 'x=1' });
    expect(req.headers).toMatchObject({
      'Content-Type': 'application/json',
      'Accept-Language': 'ru',
      'x-timezone': 'Europe/Moscow',
    });
  });

  it('lets the arguments name their own session (check-session asks about a given one)', () => {
    const req = buildRequest(sessionContracts.checkSessionCall, { sessionId: 'given' }, { sessionId: 'stored' });
    expect(JSON.parse(req.body!)).toEqual({ sessionId: 'given' });
  });
});

describe('answers', () => {
  beforeAll(async () => {
    await initI18n();
    await i18next.changeLanguage('en');
  });
  afterEach(() => vi.unstubAllGlobals());

  it("turns an error answer into ApiError with the server's text and code, or no text", () => {
    expect(answerError(403, { error: 'Зрители не могут менять задачи', code: 'forbidden' })).toMatchObject({
      message: 'Зрители не могут менять задачи',
      status: 403,
      code: 'forbidden',
    });
    expect(answerError(502, undefined)).toMatchObject({ message: '', status: 502, code: undefined });
  });

  it('sends the stored session and the language, and answers the parsed JSON; an unreachable server is ApiError 0', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) => new Response(JSON.stringify({ task: { id: 7 } }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const answer = await callFunction(calls.tasksCalls.create, { project_id: 1, title: 'A' }, { sessionId: 'abc' });
    expect(answer).toEqual({ task: { id: 7 } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/functions/v1/tasks');
    expect(JSON.parse(init.body as string)).toEqual({ action: 'create', project_id: 1, title: 'A' });
    expect(init.headers).toHaveProperty('Accept-Language', 'en');
    expect(init.headers).toHaveProperty('X-Session-Id', 'abc');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(callFunction(calls.rolesCall, {})).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      code: 'network',
      message: '',
    });
  });
});

describe('query keys', () => {
  it('start with the function and action, so invalidating [fn] or [fn, action] reaches them', () => {
    expect(callQueryKey(plannerContracts.tasksCalls.locate, { id: 4 })).toEqual(['tasks', 'locate', { id: 4 }]);
    expect(callQueryKey(plannerContracts.rolesCall, {})).toEqual(['roles', {}]);
  });

  it("keep a feature's own key (the boards' ['planner-data', projectId]) and wait without arguments", async () => {
    const options = callQueryOptions(calls.plannerDataCall, { projectId: 9 }, { queryKey: ['planner-data', 9] });
    expect(options.queryKey).toEqual(['planner-data', 9]);
    const waiting = callQueryOptions(calls.plannerDataCall, null, { queryKey: ['planner-data', null] });
    expect(typeof options.queryFn).toBe('function');
    expect(waiting.queryFn).toBe(skipToken);
  });
});

describe('the one error path', () => {
  const t = (key: string) => `<${key}>`;

  it("shows the server's text, else 'Cannot reach the server' or the fallback, never a bug's message", () => {
    expect(errorText(new ApiError('Только владельцы пространства могут менять роли', 403), t)).toBe(
      'Только владельцы пространства могут менять роли',
    );
    expect(errorText(new ApiError('', 0, 'network'), t)).toBe('<common.errors.network>');
    expect(errorText(new ApiError('', 500), t)).toBe('<common.errors.generic>');
    expect(errorText(new TypeError('x is undefined'), t)).toBe('<common.errors.generic>');
    expect(errorText(new ApiError('', 500), t, 'common.errors.reload_page')).toBe('<common.errors.reload_page>');
  });

  it('sends a 401 to /auth only from a page the route table says needs a session', () => {
    registerSessionPages(ROUTES.filter((r) => r.needsSession).map((r) => r.path));
    const gone = new ApiError('No session found', 401);
    for (const page of ['/planner', '/kanban', '/calendar', '/list', '/settings', '/profile', '/settings/'])
      expect(isSessionGone(gone, page), page).toBe(true);
    for (const page of ['/auth', '/tma', '/', '/anna_smirnova', '/catalog'])
      expect(isSessionGone(gone, page), page).toBe(false);
    // Any run of trailing slashes, however long (a crafted link), is the page itself.
    expect(isSessionGone(gone, `/planner${'/'.repeat(30_000)}`)).toBe(true);
    expect(isSessionGone(gone, '/'.repeat(30_000))).toBe(false);
    expect(isSessionGone(new ApiError('Forbidden', 403), '/planner')).toBe(false);
    expect(isSessionGone(new Error('401'), '/planner')).toBe(false);
  });

  it('takes a cancelled fetch for no error', () => {
    expect(isCancellation(new DOMException('aborted', 'AbortError'))).toBe(true);
    expect(isCancellation(new ApiError('', 0, 'network'))).toBe(false);
  });
});

describe('reportError, behind every query and mutation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.runAllTimers(); // the toasts expire
    vi.useRealTimers();
  });
  const texts = () => getToasts().map((x) => x.message);

  it("toasts the server's text once for failures arriving together, and nothing for a caller that shows its own", () => {
    reportError(new ApiError('Этот человек уже участник', 409), undefined, '/planner');
    reportError(new ApiError('Этот человек уже участник', 409), undefined, '/planner');
    reportError(new ApiError('Свой текст', 400), { errorToast: false }, '/planner');
    expect(texts()).toEqual(['Этот человек уже участник']);
  });

  it('forgets the session on a 401 from a session page, once, without a toast; on /auth it only fails', () => {
    const lost = vi.fn();
    const off = onSessionLost(lost);
    reportError(new ApiError('No session found', 401), undefined, '/kanban');
    reportError(new ApiError('No session found', 401), undefined, '/planner');
    expect(lost).toHaveBeenCalledTimes(1);
    expect(texts()).toEqual([]);
    sessionRestored();
    reportError(new ApiError('No session found', 401), undefined, '/auth');
    expect(lost).toHaveBeenCalledTimes(1);
    expect(texts()).toEqual(['No session found']);
    off();
  });
});
