import type { ChangeEvent } from '../../shared/realtime.ts';
import type { Db } from '../db/connect.ts';
import type { Logger } from '../logger.ts';

export interface RealtimeClient {
  /** the session's opaque id (sessions.id): NOTIFY payloads never carry a session id */
  sessionRef: string;
  userId: number | null;
  send(event: ChangeEvent): void;
  /** The session ended (signed out or expired): the stream closes. */
  close(): void;
}

/**
 * Who may see a change of one table. Two shapes, so a change costs at most one query
 * whatever the number of connected streams:
 * - `client`: decided from the stream itself (its session, its user), no query;
 * - `users`: asked once per change with every connected signed-in user id; answers the
 *   ids among them who may see it (anonymous streams never see these tables).
 */
export type VisibilityRule =
  | { client: (client: RealtimeClient, change: ChangeEvent) => boolean }
  | { users: (change: ChangeEvent, userIds: number[]) => Promise<ReadonlySet<number>> };

/** The rules of a feature's tables, by table name. */
export type VisibilityRules = Record<string, VisibilityRule>;

/** Tables whose rows anybody may see (public profile pages). */
const PUBLIC: VisibilityRule = { client: () => true };

/**
 * Foundation rules: a session sees its own session row, its user's other sessions (the
 * session list in Settings) and its own user's rows.
 */
export const foundationRules: VisibilityRules = {
  sessions: { client: (client, ch) => ch.id === client.sessionRef || (client.userId !== null && ch.user_id === client.userId) },
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
  private clients = new Set<RealtimeClient>();
  private rules: VisibilityRules;
  private stop?: () => void;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    rules: VisibilityRules = {},
  ) {
    this.rules = { ...foundationRules, ...rules };
  }

  /** Features register the rules for their tables here. */
  addRules(rules: VisibilityRules): void {
    Object.assign(this.rules, rules);
  }

  async start(): Promise<void> {
    this.stop = await this.db.listen((payload) => void this.dispatch(payload));
  }

  shutdown(): void {
    this.stop?.();
    for (const c of this.clients) c.close();
    this.clients.clear();
  }

  get size(): number {
    return this.clients.size;
  }

  subscribe(client: RealtimeClient): () => void {
    this.clients.add(client);
    return () => this.clients.delete(client);
  }

  private async dispatch(payload: string): Promise<void> {
    let change: ChangeEvent;
    try {
      change = JSON.parse(payload) as ChangeEvent;
    } catch {
      this.logger.warn('realtime: unreadable notification');
      return;
    }
    const rule = this.rules[change.table];
    if (!rule) return;
    if (change.table === 'sessions') this.followSession(change);
    try {
      if ('client' in rule) {
        for (const client of this.clients) if (rule.client(client, change)) client.send(change);
        return;
      }
      // The streams connected now; one that connects while the query runs missed nothing it had.
      const clients = [...this.clients].filter((c) => c.userId !== null);
      if (!clients.length) return;
      const allowed = await rule.users(change, [...new Set(clients.map((c) => c.userId!))]);
      // userId read again: a stream signed out meanwhile gets nothing more.
      for (const client of clients) if (client.userId !== null && allowed.has(client.userId)) client.send(change);
    } catch (err) {
      this.logger.warn('realtime: rule failed', { table: change.table, err: (err as Error).message });
    }
  }

  /** Sign-in and sign-out change who a stream belongs to; a deleted session's stream ends. */
  private followSession(change: ChangeEvent): void {
    for (const client of this.clients) {
      if (change.id !== client.sessionRef) continue;
      if (change.op === 'delete') {
        client.send(change);
        client.close();
        this.clients.delete(client);
        continue;
      }
      client.userId = typeof change.user_id === 'number' ? change.user_id : null;
    }
  }
}
