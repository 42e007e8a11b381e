import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { plannerKeys } from '@app/features/planner/api/query-keys.ts';
import { broadestKeys, invalidateOnChange, onChange } from '@app/lib/realtime.ts';
import { connectRealtime } from '@app/lib/realtime-stream.ts';

/** A stand-in for the browser's EventSource: the test plays the server's part. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  listeners = new Map<string, Array<(e: { data: string }) => void>>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, fn: (e: { data: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  emit(type: string, data = '') {
    for (const fn of this.listeners.get(type) ?? []) fn({ data });
  }
  close() {
    this.closed = true;
  }
}

/** The ticket call as the server answers it: `answer` decides per call (default: a fresh ticket). */
let ticketCalls: Array<{ url: string; body: unknown; session: string | undefined }> = [];
let answer: (n: number) => Response | Promise<Response> = (n) =>
  Response.json({ ticket: `ticket-${n}`, expiresIn: 30 });
/** Lets the ticket call's promise chain run (the EventSource opens once it answered). */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('the realtime client', () => {
  beforeEach(() => {
    FakeEventSource.all = [];
    ticketCalls = [];
    answer = (n) => Response.json({ ticket: `ticket-${n}`, expiresIn: 30 });
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const session = (init.headers as Record<string, string> | undefined)?.['X-Session-Id'];
        ticketCalls.push({ url, body: JSON.parse(String(init.body)), session });
        return answer(ticketCalls.length);
      }),
    );
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('invalidates the query keys registered for a changed table, once for changes arriving together', async () => {
    const qc = new QueryClient();
    const spy = vi.spyOn(qc, 'invalidateQueries');
    invalidateOnChange('users', ['widgets']);
    const seen: unknown[] = [];
    const off = onChange((ev) => seen.push(ev));
    const stop = connectRealtime('sess-1', qc);
    await settle();
    const es = FakeEventSource.all[0];
    expect(es.url).toContain('ticket=ticket-1');
    expect(es.url).toContain('apikey=');
    expect(es.url).not.toContain('sess-1');
    es.emit('ready');
    es.emit('change', JSON.stringify({ table: 'users', op: 'update', id: 7 }));
    es.emit('change', JSON.stringify({ table: 'users', op: 'update', id: 8 }));
    expect(spy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    // Two changes arriving together refetch once.
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith({ queryKey: ['widgets'] });
    expect(seen).toEqual([
      { table: 'users', op: 'update', id: 7 },
      { table: 'users', op: 'update', id: 8 },
    ]);
    off();
    stop();
    expect(es.closed).toBe(true);
  });

  it('reconnects with growing back-off and refetches everything after a reconnect', async () => {
    const qc = new QueryClient();
    const spy = vi.spyOn(qc, 'invalidateQueries');
    const stop = connectRealtime('sess-2', qc);
    await settle();
    FakeEventSource.all[0].emit('ready');
    FakeEventSource.all[0].onerror?.();
    expect(FakeEventSource.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeEventSource.all).toHaveLength(2);
    FakeEventSource.all[1].onerror?.();
    await vi.advanceTimersByTimeAsync(1999);
    expect(FakeEventSource.all).toHaveLength(2); // the second wait is 2 s
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.all).toHaveLength(3);
    FakeEventSource.all[2].emit('ready');
    expect(spy).toHaveBeenCalledWith(); // events may have been missed while away
    stop();
  });

  it("refetches only the changed task's project: project 3's data, not project 4's", async () => {
    const qc = new QueryClient();
    const fetched: number[] = [];
    // Observed queries, as open boards hold them: only observed queries refetch on invalidation.
    const unsubscribe = [3, 4].map((projectId) =>
      new QueryObserver(qc, {
        queryKey: plannerKeys.plannerDataOf(projectId),
        queryFn: async () => (fetched.push(projectId), { projectId }),
      }).subscribe(() => {}),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(fetched.sort()).toEqual([3, 4]);
    fetched.length = 0;
    const spy = vi.spyOn(qc, 'invalidateQueries');
    const stop = connectRealtime('sess-3', qc);
    await settle();
    const es = FakeEventSource.all[0];
    es.emit('ready');
    es.emit('change', JSON.stringify({ table: 'tasks', op: 'update', id: 7, project_id: 3 }));
    await vi.advanceTimersByTimeAsync(50);
    expect(spy.mock.calls.map(([f]) => f?.queryKey)).toEqual([['planner-data', 3]]);
    expect(fetched).toEqual([3]);
    expect(qc.getQueryState(plannerKeys.plannerDataOf(4))?.isInvalidated).toBe(false);
    for (const off of unsubscribe) off();
    stop();
  });

  it('maps each planner table to the keys its event names, broad only where the event lacks the id', async () => {
    const qc = new QueryClient();
    const spy = vi.spyOn(qc, 'invalidateQueries');
    const stop = connectRealtime('sess-4', qc);
    await settle();
    const es = FakeEventSource.all[0];
    const keysFor = (ev: object) => {
      spy.mockClear();
      es.emit('change', JSON.stringify(ev));
      vi.advanceTimersByTime(50);
      return spy.mock.calls.map(([f]) => f?.queryKey);
    };
    es.emit('ready');
    expect(keysFor({ table: 'projects', op: 'update', id: 5, space_id: 2 })).toEqual([
      ['projects', 2],
      ['projects', null],
      ['planner-data', 5],
    ]);
    expect(keysFor({ table: 'property_values', op: 'insert', id: 1, space_id: 2, project_id: 5 })).toEqual([
      ['projects', 2],
      ['projects', null],
      ['planner-data', 5],
    ]);
    expect(
      keysFor({
        table: 'members',
        op: 'insert',
        id: 1,
        object_type: 'project',
        space_id: 2,
        project_id: 5,
        task_id: null,
        profile_id: 9,
      }),
    ).toEqual([
      ['members', 'project', 5],
      ['projects', 2],
      ['projects', null],
      ['planner-data', 5],
    ]);
    // A space's slots reach every project of the space, which the event does not list.
    expect(keysFor({ table: 'properties', op: 'update', id: 1, space_id: 2, project_id: null })).toEqual([
      ['spaces'],
      ['projects', 2],
      ['projects', null],
      ['planner-data'],
    ]);
    expect(keysFor({ table: 'properties', op: 'update', id: 1, space_id: null, project_id: 5 })).toEqual([
      ['projects'],
      ['planner-data', 5],
    ]);
    // An event without the id falls back to the broad key.
    expect(keysFor({ table: 'tasks', op: 'update', id: 7 })).toEqual([['planner-data']]);
    stop();
  });

  it('coalesces a narrow key into a broader one pending at the same time', () => {
    expect(broadestKeys([['planner-data', 3], ['spaces'], ['planner-data'], ['projects', 2]])).toEqual([
      ['spaces'],
      ['planner-data'],
      ['projects', 2],
    ]);
  });

  it('asks for a new single-use ticket before each connect, with the session in a header only', async () => {
    const stop = connectRealtime('sess-5', new QueryClient());
    await settle();
    expect(ticketCalls).toEqual([{ url: '/functions/v1/realtime', body: {}, session: 'sess-5' }]);
    FakeEventSource.all[0].onerror?.();
    expect(FakeEventSource.all[0].closed).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(ticketCalls).toHaveLength(2);
    expect(FakeEventSource.all.map((es) => new URL(es.url, 'http://x').searchParams.get('ticket'))).toEqual([
      'ticket-1',
      'ticket-2',
    ]);
    stop();
  });

  it("behind a drawn page, asks the first stream for the changes since the drawing and refetches nothing else; 'resync' refetches everything", async () => {
    const qc = new QueryClient();
    const spy = vi.spyOn(qc, 'invalidateQueries');
    const stop = connectRealtime('sess-drawn', qc, { since: 1764460800123 });
    await settle();
    const first = FakeEventSource.all[0];
    expect(first.url).toContain('since=1764460800123');
    first.emit('ready');
    expect(spy).not.toHaveBeenCalled();
    first.emit('resync', '{}');
    expect(spy).toHaveBeenCalledWith();
    // A later stream refetches everything on its 'ready' as always, and asks for no moment.
    first.onerror?.();
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeEventSource.all[1].url).not.toContain('since=');
    stop();
  });

  it('behind a drawn page whose stream cannot open, refetches everything once, since nothing says what changed', async () => {
    answer = () => Response.json({ error: 'Internal error' }, { status: 503 });
    const qc = new QueryClient();
    const spy = vi.spyOn(qc, 'invalidateQueries');
    const stop = connectRealtime('sess-drawn-2', qc, { since: 1764460800123 });
    await settle();
    expect(spy).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(ticketCalls.length).toBeGreaterThan(1);
    expect(spy).toHaveBeenCalledTimes(1);
    stop();
  });

  it('retries a failed ticket call with the same back-off', async () => {
    answer = (n) =>
      n < 3
        ? Response.json({ error: 'Internal error' }, { status: n === 1 ? 500 : 503 })
        : Response.json({ ticket: `ticket-${n}`, expiresIn: 30 });
    const stop = connectRealtime('sess-6', new QueryClient());
    await settle();
    expect(ticketCalls).toHaveLength(1);
    expect(FakeEventSource.all).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(ticketCalls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(ticketCalls).toHaveLength(2); // the second wait is 2 s
    await vi.advanceTimersByTimeAsync(1);
    expect(ticketCalls).toHaveLength(3);
    expect(FakeEventSource.all).toHaveLength(1);
    expect(FakeEventSource.all[0].url).toContain('ticket=ticket-3');
    stop();
  });

  it('stops on a 401 for the ticket (the session is gone) and hands it to the app', async () => {
    answer = () => Response.json({ error: 'No session found', code: 'no_session' }, { status: 401 });
    const gone: unknown[] = [];
    const stop = connectRealtime('sess-7', new QueryClient(), { onSessionGone: (err) => gone.push(err) });
    await settle();
    expect(gone).toEqual([expect.objectContaining({ status: 401, code: 'no_session' })]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ticketCalls).toHaveLength(1); // no retries
    expect(FakeEventSource.all).toHaveLength(0);
    stop();
  });

  it('opens nothing when stopped while the ticket was on its way', async () => {
    let release: (r: Response) => void = () => {};
    answer = () => new Promise<Response>((resolve) => (release = resolve));
    const stop = connectRealtime('sess-8', new QueryClient());
    await settle();
    stop();
    release(Response.json({ ticket: 'late', expiresIn: 30 }));
    await settle();
    expect(FakeEventSource.all).toHaveLength(0);
  });

  it('does not reconnect a stream the server replaced with a newer one of the session', async () => {
    const stop = connectRealtime('sess-9', new QueryClient());
    await settle();
    const es = FakeEventSource.all[0];
    es.emit('ready');
    es.emit('replaced', '{}');
    es.onerror?.(); // the server ends the stream after saying so
    expect(es.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.all).toHaveLength(1);
    expect(ticketCalls).toHaveLength(1);
    stop();
  });
  it('reconnects at once, within a second, when its server stops, on a new ticket, and refetches then', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.4);
    const qc = new QueryClient();
    const spy = vi.spyOn(qc, 'invalidateQueries');
    const stop = connectRealtime('sess-10', qc);
    await settle();
    // Two failures first: the back-off has grown to 4 s, which a stopping server's clients must not wait.
    FakeEventSource.all[0].onerror?.();
    await vi.advanceTimersByTimeAsync(1000);
    FakeEventSource.all[1].onerror?.();
    await vi.advanceTimersByTimeAsync(2000);
    const es = FakeEventSource.all[2];
    es.emit('ready');
    spy.mockClear();
    es.emit('reconnect', '{}');
    es.onerror?.(); // the server ends the stream after saying so: not a failure, no second connection
    expect(es.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(399);
    expect(FakeEventSource.all).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.all).toHaveLength(4);
    expect(ticketCalls).toHaveLength(4); // a ticket is good once: a new one for the new stream
    expect(FakeEventSource.all[3].url).toContain('ticket=ticket-4');
    expect(spy).not.toHaveBeenCalled();
    FakeEventSource.all[3].emit('ready');
    expect(spy).toHaveBeenCalledWith(); // what changed while it was away
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.all).toHaveLength(4);
    stop();
  });

  it('spreads the reconnects of a stopping server over at most a second', async () => {
    const waits: number[] = [];
    for (const random of [0, 0.999]) {
      vi.spyOn(Math, 'random').mockReturnValue(random);
      FakeEventSource.all = [];
      const stop = connectRealtime('sess-11', new QueryClient());
      await settle();
      const started = Date.now();
      FakeEventSource.all[0].emit('ready');
      FakeEventSource.all[0].emit('reconnect', '{}');
      while (FakeEventSource.all.length < 2) await vi.advanceTimersByTimeAsync(1);
      waits.push(Date.now() - started);
      stop();
    }
    expect(waits[0]).toBeLessThanOrEqual(1);
    expect(waits[1]).toBeGreaterThan(900);
    expect(waits[1]).toBeLessThanOrEqual(1000);
  });
});
