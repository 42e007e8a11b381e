import { type ChangeEvent, type ChangeEventOf, REALTIME_COLUMNS, type RealtimeTable } from '@shared/realtime.ts';
import type { Db } from '../db/connect.ts';
import type { Logger } from '../logger.ts';
import { REALTIME_LIMITS, type RealtimeLimits } from './limits.ts';
import { metricsOf } from '../metrics/metrics.ts';

/**
 * Why the hub ends a stream: its session ended, a newer stream of the session took its place,
 * or this process is stopping and the client should connect again at once (to another process).
 */
export type CloseReason = 'ended' | 'replaced' | 'reconnect';

export interface RealtimeClient {
  /** the session's opaque id (sessions.id): NOTIFY payloads never carry a session id */
  sessionRef: string;
  userId: number | null;
  /** The client's address (http/client-info.ts), counted for the per-address limit; probes in tests have none. */
  address?: string;
  /** Queues the event for the stream; never waits for its socket. */
  send(event: ChangeEvent): void;
  /** The stream closes: the session ended (signed out or expired), a newer stream replaced it, or the process stops. */
  close(reason?: CloseReason): void;
  /** Bytes waiting for this stream's socket. */
  queuedBytes?(): number;
  /**
   * The hub no longer knows every change since the moment the stream asked about (`subscribe`'s
   * `since`): the client should ask again for everything it shows.
   */
  resync?(): void;
}

/** A change as this process heard it, with when (its clock, ms), for streams that ask what they missed. */
interface HeardChange {
  at: number;
  change: ChangeEvent;
}

/**
 * Who may see a change of one table. Two shapes, so a change costs at most one query
 * whatever the number of connected streams:
 * - `client`: decided from the stream itself (its session, its user), no query;
 * - `users`: asked once per change with every connected signed-in user id; answers the
 *   ids among them who may see it, or a wider set of ids that holds them (the hub looks up its
 *   streams' users only); anonymous streams never see these tables.
 */
export type VisibilityRule<T extends RealtimeTable = RealtimeTable> =
  | { client: (client: RealtimeClient, change: ChangeEventOf<T>) => boolean }
  | { users: (change: ChangeEventOf<T>, userIds: number[]) => Promise<ReadonlySet<number>> };

/** The rules of a feature's tables, by table name; each rule reads only its table's trigger columns. */
export type VisibilityRules = { [T in RealtimeTable]?: VisibilityRule<T> };

/** The tables that notify (shared/realtime.ts) and that no rule covers. */
export function tablesWithoutRule(rules: VisibilityRules): RealtimeTable[] {
  return (Object.keys(REALTIME_COLUMNS) as RealtimeTable[]).filter((t) => !rules[t]);
}

/** Tables whose rows anybody may see (public profile pages). */
const PUBLIC = { client: () => true };

/**
 * Foundation rules: a session sees its own session row, its user's other sessions (the
 * session list in Settings) and its own user's rows.
 */
export const foundationRules: VisibilityRules = {
  sessions: {
    client: (client, ch) => ch.id === client.sessionRef || (client.userId !== null && ch.user_id === client.userId),
  },
  // Confirm, Cancel or a wrong number in the bot: only the session that asked for the link hears of it.
  sign_in_tokens: { client: (client, ch) => ch.session_ref === client.sessionRef },
  users: { client: (client, ch) => client.userId !== null && ch.id === client.userId },
  user_settings: { client: (client, ch) => client.userId !== null && ch.user_id === client.userId },
  profiles: PUBLIC,
};

/**
 * One LISTEN per process fans row changes out to this process's SSE clients.
 * PostgreSQL carries the change between processes, so any number of servers work.
 */
export class RealtimeHub {
  /** In subscription order: the first of a session is its oldest. */
  private clients = new Set<RealtimeClient>();
  private perAddress = new Map<string, number>();
  private rules: VisibilityRules;
  private stop?: () => void;
  private stopping = false;
  /** When this process began to listen: it knows no change from before. */
  private listeningSince = Number.POSITIVE_INFINITY;
  /** The changes of the last `limits.replayMs`, oldest first (at most `limits.replayEvents`). */
  private heard: HeardChange[] = [];
  /** The moment before which `heard` may lack changes (the window's start, or a change dropped for room). */
  private heardFrom = Number.POSITIVE_INFINITY;
  readonly limits: RealtimeLimits;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    rules: VisibilityRules = {},
    limits: Partial<RealtimeLimits> = {},
  ) {
    this.rules = { ...foundationRules, ...rules };
    this.limits = { ...REALTIME_LIMITS, ...limits };
  }

  /** Features register the rules for their tables here. */
  addRules(rules: VisibilityRules): void {
    Object.assign(this.rules, rules);
  }

  /**
   * Start-up: every table that notifies (shared/realtime.ts) has a rule. Without one its
   * changes would reach nobody, silently; the server refuses to start instead.
   */
  assertEveryTableHasRule(): void {
    const missing = tablesWithoutRule(this.rules);
    if (missing.length)
      throw new Error(
        `realtime: no visibility rule for ${missing.join(', ')} (add it in server/features/*/register.ts)`,
      );
  }

  async start(): Promise<void> {
    this.stop = await this.db.listen((payload) => this.dispatch(payload));
    this.listeningSince = this.heardFrom = Date.now();
  }

  /**
   * Ends every stream and listens no more. A process that stops says `reconnect`, so its clients
   * come back at once (through the load balancer, to another process) instead of backing off.
   */
  shutdown(reason: CloseReason = 'ended'): void {
    this.stopping = true;
    this.stop?.();
    this.stop = undefined;
    for (const c of this.clients) c.close(reason);
    this.clients.clear();
    this.perAddress.clear();
  }

  /** The process is stopping: a new stream is told to reconnect elsewhere rather than started. */
  get closing(): boolean {
    return this.stopping;
  }

  get size(): number {
    return this.clients.size;
  }

  /** Whether one more stream from this address fits (streamsPerAddress). Ask right before subscribe, with no await between. */
  hasRoomFor(address: string): boolean {
    return (this.perAddress.get(address) ?? 0) < this.limits.streamsPerAddress;
  }

  /** Streams of this session connected to this process. */
  streamsOf(sessionRef: string): number {
    let n = 0;
    for (const c of this.clients) if (c.sessionRef === sessionRef) n++;
    return n;
  }

  /** Bytes waiting for every stream's socket together. */
  queuedBytes(): number {
    let n = 0;
    for (const c of this.clients) n += c.queuedBytes?.() ?? 0;
    return n;
  }

  /**
   * Adds a stream. A session keeps at most streamsPerSession: its oldest ones close (told
   * `replaced`). The per-address limit is the caller's to check first (hasRoomFor), so that
   * it can answer 429 before the stream starts. Answers the unsubscribe.
   */
  subscribe(client: RealtimeClient, since?: number): () => void {
    // Began before the process started to stop (the ticket was being redeemed): ends as the others did.
    if (this.stopping) {
      client.close('reconnect');
      return () => {};
    }
    let excess = this.streamsOf(client.sessionRef) + 1 - this.limits.streamsPerSession;
    for (const c of this.clients) {
      if (excess <= 0) break;
      if (c.sessionRef !== client.sessionRef) continue;
      this.remove(c);
      c.close('replaced');
      excess--;
    }
    this.clients.add(client);
    if (client.address !== undefined)
      this.perAddress.set(client.address, (this.perAddress.get(client.address) ?? 0) + 1);
    if (since !== undefined) void this.replay(client, since);
    return () => this.remove(client);
  }

  /**
   * A page the server drew shows its data as read at `since`; its stream opens a moment later. The
   * changes heard in between that this stream's person may see are sent to it first, so the page
   * asks again for those alone instead of for everything it shows. The process's clock and the
   * drawing's may differ a little (another process drew it): changes up to `limits.replaySkewMs`
   * earlier are sent too, which costs at most a needless refetch. A moment the hub cannot answer for (before
   * it listened, or past its window) gets `resync`: the client asks again for everything.
   */
  private async replay(client: RealtimeClient, since: number): Promise<void> {
    // After what the stream says first (`ready`), which its route sends once subscribed.
    await Promise.resolve();
    const from = since - this.limits.replaySkewMs;
    if (from < this.heardFrom || from < Date.now() - this.limits.replayMs) {
      client.resync?.();
      return;
    }
    const missed = this.heard.filter((h) => h.at >= from).map((h) => h.change);
    // Each change whose rule asks the database is one statement for this stream: past a few
    // dozen, asking again for everything costs less than deciding each.
    const asking = missed.filter((ch) => {
      const rule = this.rules[ch.table as RealtimeTable];
      return !!rule && 'users' in rule;
    }).length;
    if (asking > this.limits.replayQueries) {
      client.resync?.();
      return;
    }
    for (const change of missed) {
      if (!this.clients.has(client)) return;
      const rule = this.rules[change.table as RealtimeTable] as VisibilityRule | undefined;
      try {
        if (!rule) continue;
        if ('client' in rule) {
          if (rule.client(client, change as ChangeEventOf<RealtimeTable>)) client.send(change);
        } else if (client.userId !== null) {
          const allowed = await rule.users(change as ChangeEventOf<RealtimeTable>, [client.userId]);
          if (client.userId !== null && allowed.has(client.userId)) client.send(change);
        }
      } catch (err) {
        // Not knowing who may see it, the stream is told to ask again for everything.
        this.logger.warn('realtime: replay rule failed', { table: change.table, err: (err as Error).message });
        client.resync?.();
        return;
      }
    }
  }

  /** Keeps a heard change for `replay`, and forgets those past the window. */
  private remember(change: ChangeEvent): void {
    const now = Date.now();
    this.heard.push({ at: now, change });
    const windowStart = now - this.limits.replayMs;
    let drop = 0;
    while (
      drop < this.heard.length &&
      (this.heard[drop]!.at < windowStart || this.heard.length - drop > this.limits.replayEvents)
    )
      drop++;
    if (drop > 0) {
      this.heardFrom = Math.max(this.heardFrom, this.heard[drop - 1]!.at + 1);
      this.heard.splice(0, drop);
    }
  }

  private remove(client: RealtimeClient): void {
    if (!this.clients.delete(client) || client.address === undefined) return;
    const n = (this.perAddress.get(client.address) ?? 1) - 1;
    if (n > 0) this.perAddress.set(client.address, n);
    else this.perAddress.delete(client.address);
  }

  /**
   * The changes go out in the order PostgreSQL notified them, its commit order: a change whose
   * rule asks the database is decided at once, beside the ones after it, but no later change is
   * sent before it. Sent as they were decided, a task created and then its space changed could
   * reach a stream the other way round under load, and a reader waiting for the space's change
   * would miss the task (tests/api/realtime-fanout.test.ts).
   */
  private delivered: Promise<void> = Promise.resolve();

  private dispatch(payload: string): void {
    const decided = this.decide(payload);
    this.delivered = this.delivered.then(async () => (await decided)?.());
  }

  /** Who gets the change, as a send to run in its turn; never rejects, so one failed rule stops no later change. */
  private async decide(payload: string): Promise<(() => void) | undefined> {
    const notifiedAt = performance.now();
    let change: ChangeEvent;
    try {
      change = JSON.parse(payload) as ChangeEvent;
    } catch {
      this.logger.warn('realtime: unreadable notification');
      return undefined;
    }
    const rule = this.rules[change.table as RealtimeTable] as VisibilityRule | undefined;
    if (!rule) return undefined;
    this.remember(change);
    if (change.table === 'sessions') this.followSession(change);
    try {
      if ('client' in rule)
        return () => {
          for (const client of this.clients)
            if (rule.client(client, change as ChangeEventOf<RealtimeTable>)) client.send(change);
          this.observe(change, notifiedAt);
        };
      // The streams connected now; one that connects while the query runs missed nothing it had.
      const clients: RealtimeClient[] = [];
      const userIds = new Set<number>();
      for (const c of this.clients)
        if (c.userId !== null) {
          clients.push(c);
          userIds.add(c.userId);
        }
      if (!clients.length) return undefined;
      const allowed = await rule.users(change as ChangeEventOf<RealtimeTable>, [...userIds]);
      // userId read again when sent: a stream signed out meanwhile gets nothing more.
      return () => {
        for (const client of clients) if (client.userId !== null && allowed.has(client.userId)) client.send(change);
        this.observe(change, notifiedAt);
      };
    } catch (err) {
      this.logger.warn('realtime: rule failed', { table: change.table, err: (err as Error).message });
      return undefined;
    }
  }

  /**
   * The change's time from its notification to its last stream's write, taken after this turn's
   * deferred writes too: Node's `res.write` corks a socket and writes on the next tick, so a
   * clock read right after the sends stopped before most of the sockets were written.
   */
  private observe(change: ChangeEvent, notifiedAt: number): void {
    const metrics = metricsOf(this.db.db);
    if (metrics)
      setImmediate(() =>
        metrics.realtimeChanges.observe({ table: change.table }, (performance.now() - notifiedAt) / 1000),
      );
  }

  /** Sign-in and sign-out change who a stream belongs to; a deleted session's stream ends. */
  private followSession(change: ChangeEvent): void {
    for (const client of this.clients) {
      if (change.id !== client.sessionRef) continue;
      if (change.op === 'delete') {
        client.send(change);
        this.remove(client);
        client.close('ended');
        continue;
      }
      client.userId = typeof change.user_id === 'number' ? change.user_id : null;
    }
  }
}
