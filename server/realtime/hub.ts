import type { ChangeEvent } from '../../shared/realtime.ts';
import type { Db } from '../db/connect.ts';
import type { Logger } from '../logger.ts';

export interface RealtimeClient {
  sessionId: string;
  userId: number | null;
  send(event: ChangeEvent): void;
  /** The session ended (signed out or expired): the stream closes. */
  close(): void;
}

/**
 * Decides whether a client may see a change. A rule returns true/false, or a promise
 * for rules that must look at the database (membership of a space, say).
 */
export type VisibilityRule = (client: RealtimeClient, change: ChangeEvent) => boolean | Promise<boolean>;

/** Tables whose rows anybody may see (public profile pages). */
const PUBLIC = () => true;

/** Foundation rules: a session sees its own session row and its own user's rows. */
export const foundationRules: Record<string, VisibilityRule> = {
  sessions: (client, ch) => ch.session_id === client.sessionId,
  // Cancel in the bot: only the session that asked for the link hears of it.
  sign_in_tokens: (client, ch) => ch.session_id === client.sessionId,
  users: (client, ch) => client.userId !== null && ch.id === client.userId,
  user_settings: (client, ch) => client.userId !== null && ch.user_id === client.userId,
  profiles: PUBLIC,
};

/**
 * One LISTEN per process fans row changes out to this process's SSE clients.
 * PostgreSQL carries the change between processes, so any number of servers work.
 */
export class RealtimeHub {
  private clients = new Set<RealtimeClient>();
  private rules: Record<string, VisibilityRule>;
  private stop?: () => void;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    rules: Record<string, VisibilityRule> = {},
  ) {
    this.rules = { ...foundationRules, ...rules };
  }

  /** Features register the rules for their tables here. */
  addRules(rules: Record<string, VisibilityRule>): void {
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
    for (const client of this.clients) {
      try {
        if (change.table === 'sessions' && change.session_id === client.sessionId) {
          // Sign-in and sign-out change who this stream belongs to.
          if (change.op === 'delete') {
            client.send(change);
            client.close();
            continue;
          }
          client.userId = typeof change.user_id === 'number' ? change.user_id : null;
        }
        if (await rule(client, change)) client.send(change);
      } catch (err) {
        this.logger.warn('realtime: rule failed', { table: change.table, err: (err as Error).message });
      }
    }
  }
}
