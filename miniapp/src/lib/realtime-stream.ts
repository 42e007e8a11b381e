import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ChangeEvent } from '@shared/realtime.ts';
import { ApiError, callFunction } from './api-client.ts';
import { realtimeTicketCall } from './calls.ts';
import { anonKey, FUNCTIONS_BASE } from './config.ts';
import { broadestKeys, notifyChange, staleKeysOf } from './realtime.ts';

const MAX_BACKOFF_MS = 30_000;
/** Changes arriving together (a kanban move renumbers a column) refetch each query once. */
const COALESCE_MS = 50;
/**
 * A server that stops tells its streams to reconnect: spread over this long, its clients do not
 * all arrive at the next process in the same instant.
 */
const RECONNECT_JITTER_MS = 1000;

export interface RealtimeOptions {
  /**
   * The ticket call answered 401 (the session is gone: signed out elsewhere, expired). The
   * client stops; the app's session handling (the one error path) takes over.
   */
  onSessionGone?: (err: ApiError) => void;
  /**
   * The moment (the server's clock, ms) the page's data was read, for a page the server drew: the
   * first stream asks for the changes since then (the server replays them, or says `resync`), so
   * the drawn data is asked for again only where it changed.
   */
  since?: number;
}

/**
 * Keeps one EventSource open for the session: invalidates the keys each change makes
 * stale, and after a reconnect invalidates everything (events may have been missed). Behind a
 * page the server drew, the first stream asks for the changes since the drawing (`since`).
 * Each (re)connect first asks for a single-use ticket (POST /functions/v1/realtime), so the
 * stream's URL never carries the session id. A stream the server closed as `replaced` (the
 * session opened too many elsewhere) waits until this page is looked at again; one closed with
 * `reconnect` (its server is stopping) comes back at once, within a second, on a new ticket.
 */
export function connectRealtime(sessionId: string, queryClient: QueryClient, opts: RealtimeOptions = {}): () => void {
  let source: EventSource | undefined;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let connectedOnce = false;
  let parked = false;
  let askedAgain = false;
  const pending = new Map<string, QueryKey>();
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  const invalidateSoon = (key: QueryKey) => {
    pending.set(JSON.stringify(key), key);
    flushTimer ??= setTimeout(() => {
      flushTimer = undefined;
      const keys = broadestKeys([...pending.values()]);
      pending.clear();
      for (const k of keys) void queryClient.invalidateQueries({ queryKey: k });
    }, COALESCE_MS);
  };

  const retryLater = () => {
    if (stopped || parked) return;
    // A drawn page whose stream could not open: nothing tells it what changed since the drawing,
    // so everything it shows is asked for again, once.
    if (!connectedOnce && opts.since !== undefined && !askedAgain) {
      askedAgain = true;
      void queryClient.invalidateQueries();
    }
    const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt++);
    timer = setTimeout(() => void open(), delay);
  };

  // Replaced by a newer stream of the session: come back when this page is looked at again.
  const wake = () => {
    if (!parked || stopped || (typeof document !== 'undefined' && document.visibilityState === 'hidden')) return;
    parked = false;
    attempt = 0;
    void open();
  };
  const watchAttention = typeof window !== 'undefined' && typeof document !== 'undefined';
  if (watchAttention) {
    document.addEventListener('visibilitychange', wake);
    window.addEventListener('focus', wake);
  }

  const open = async () => {
    if (stopped) return;
    let ticket: string;
    try {
      ({ ticket } = await callFunction(realtimeTicketCall, {}, { sessionId }));
    } catch (err) {
      if (stopped) return;
      // The session is gone: no retries; the app handles it. Other failures retry with back-off.
      if (err instanceof ApiError && err.status === 401 && err.code !== 'invalid_api_key') {
        stopped = true;
        opts.onSessionGone?.(err);
        return;
      }
      retryLater();
      return;
    }
    if (stopped) return;
    const since = connectedOnce || opts.since === undefined ? '' : `&since=${Math.floor(opts.since)}`;
    const url = `${FUNCTIONS_BASE}/realtime?ticket=${encodeURIComponent(ticket)}&apikey=${encodeURIComponent(anonKey())}${since}`;
    const es = new EventSource(url);
    source = es;
    es.addEventListener('ready', () => {
      if (connectedOnce) void queryClient.invalidateQueries();
      connectedOnce = true;
      attempt = 0;
    });
    // The server no longer knows every change since the drawing: everything shown may be old.
    es.addEventListener('resync', () => void queryClient.invalidateQueries());
    es.addEventListener('change', (msg) => {
      let ev: ChangeEvent;
      try {
        ev = JSON.parse((msg as MessageEvent<string>).data) as ChangeEvent;
      } catch {
        return;
      }
      for (const key of staleKeysOf(ev, queryClient)) invalidateSoon(key);
      notifyChange(ev);
    });
    // Set once this stream was told how to go on: the error that follows the end of its stream is not a failure.
    let told = false;
    es.addEventListener('replaced', () => {
      told = true;
      es.close();
      parked = true;
    });
    es.addEventListener('reconnect', () => {
      if (told) return;
      told = true;
      es.close();
      attempt = 0;
      clearTimeout(timer);
      // The 'ready' of the next stream refetches what this one may have missed meanwhile.
      timer = setTimeout(() => void open(), Math.random() * RECONNECT_JITTER_MS);
    });
    es.onerror = () => {
      if (told) return;
      // Our own back-off instead of EventSource's fixed retry (a ticket is good once only).
      es.close();
      retryLater();
    };
  };
  void open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    clearTimeout(flushTimer);
    source?.close();
    if (watchAttention) {
      document.removeEventListener('visibilitychange', wake);
      window.removeEventListener('focus', wake);
    }
  };
}
