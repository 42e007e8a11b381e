import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectRealtime, invalidateOnChange, onChange } from '../../miniapp/src/lib/realtime.ts';

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

describe('the realtime client', () => {
  beforeEach(() => {
    FakeEventSource.all = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('invalidates the query keys registered for a changed table, once for changes arriving together', async () => {
    const qc = new QueryClient();
    const spy = vi.spyOn(qc, 'invalidateQueries');
    invalidateOnChange('widgets', ['widgets']);
    const seen: unknown[] = [];
    const off = onChange((ev) => seen.push(ev));
    const stop = connectRealtime('sess-1', qc);
    const es = FakeEventSource.all[0];
    expect(es.url).toContain('sessionId=sess-1');
    expect(es.url).toContain('apikey=');
    es.emit('ready');
    es.emit('change', JSON.stringify({ table: 'widgets', op: 'update', id: 7 }));
    es.emit('change', JSON.stringify({ table: 'widgets', op: 'update', id: 8 }));
    expect(spy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    // Two changes arriving together refetch once.
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith({ queryKey: ['widgets'] });
    expect(seen).toEqual([{ table: 'widgets', op: 'update', id: 7 }, { table: 'widgets', op: 'update', id: 8 }]);
    off();
    stop();
    expect(es.closed).toBe(true);
  });

  it('reconnects with growing back-off and refetches everything after a reconnect', () => {
    const qc = new QueryClient();
    const spy = vi.spyOn(qc, 'invalidateQueries');
    const stop = connectRealtime('sess-2', qc);
    FakeEventSource.all[0].emit('ready');
    FakeEventSource.all[0].onerror?.();
    expect(FakeEventSource.all).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(FakeEventSource.all).toHaveLength(2);
    FakeEventSource.all[1].onerror?.();
    vi.advanceTimersByTime(1999);
    expect(FakeEventSource.all).toHaveLength(2); // the second wait is 2 s
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.all).toHaveLength(3);
    FakeEventSource.all[2].emit('ready');
    expect(spy).toHaveBeenCalledWith(); // events may have been missed while away
    stop();
  });
});
