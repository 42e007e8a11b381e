import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ChangeEvent, ChangeEventOf, RealtimeTable } from '@shared/realtime.ts';
import type { RealtimeOptions } from './realtime-stream.ts';

/**
 * Live changes: features register here what a change makes stale (their query-key modules load
 * with their pages); the stream itself (realtime-stream.ts) is a chunk of its own, opened once
 * the app has started, so the entry carries only this registry.
 */

type Listener = (ev: ChangeEvent) => void;

/**
 * The query keys one change makes stale, worked out from the ids the event carries
 * (the NOTIFY triggers' extra columns), so a task change refetches its own project's
 * data and not every project's. `cache` lets a feature see that it holds the change already
 * (its own write, answered and put in the cache) and name no key.
 */
export type StaleKeys<T extends RealtimeTable = RealtimeTable> = (
  ev: ChangeEventOf<T>,
  cache: QueryClient,
) => readonly QueryKey[];

const tableKeys = new Map<string, Array<(ev: ChangeEvent, cache: QueryClient) => readonly QueryKey[]>>();
/**
 * Features register, per table, the keys a change makes stale: a function of the event (typed
 * by the table's trigger columns, shared/realtime.ts), or fixed keys.
 */
export function invalidateOnChange<T extends RealtimeTable>(table: T, ...stale: Array<StaleKeys<T> | QueryKey>): void {
  const fns = stale.map((s) =>
    typeof s === 'function'
      ? (ev: ChangeEvent, cache: QueryClient) => s(ev as unknown as ChangeEventOf<T>, cache)
      : () => [s],
  );
  tableKeys.set(table, [...(tableKeys.get(table) ?? []), ...fns]);
}

/** The keys a change makes stale, as the features registered them. */
export function staleKeysOf(ev: ChangeEvent, cache: QueryClient): QueryKey[] {
  return (tableKeys.get(ev.table) ?? []).flatMap((keysOf) => {
    try {
      return keysOf(ev, cache);
    } catch {
      return []; // one feature's bad mapping must not stop the others' refetches
    }
  });
}

const isPrefix = (prefix: QueryKey, key: QueryKey) =>
  prefix.every((p, i) => JSON.stringify(p) === JSON.stringify(key[i]));

/**
 * Drops keys a broader pending key already covers: invalidating ['planner-data'] and then
 * ['planner-data', 3] would cancel the first refetch of project 3 and start another.
 */
export function broadestKeys(keys: QueryKey[]): QueryKey[] {
  return keys.filter((k) => !keys.some((other) => other.length < k.length && isPrefix(other, k)));
}

const listeners = new Set<Listener>();
/** Listens to every change this session may see (the auth page waits for is_auth). */
export function onChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener of a change (the stream calls it). */
export function notifyChange(ev: ChangeEvent): void {
  for (const l of listeners) l(ev);
}

/** Opens the session's stream (realtime-stream.ts) once its chunk has loaded; answers the closer. */
export function connectRealtimeSoon(
  sessionId: string,
  queryClient: QueryClient,
  opts: RealtimeOptions = {},
): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  void import('./realtime-stream.ts')
    .then((m) => {
      if (!stopped) stop = m.connectRealtime(sessionId, queryClient, opts);
    })
    .catch((err) => console.warn('Realtime not started', err));
  return () => {
    stopped = true;
    stop?.();
  };
}
