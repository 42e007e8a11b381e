import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { loadConfig, type Config } from '@server/config.ts';
import type { AppDeps } from '@server/deps.ts';
import { addRealtimeRules } from '@server/features/feature.ts';
import { features } from '@server/features/index.ts';
import { createApp, type AppOptions } from '@server/http/app.ts';
import { createLogger } from '@server/logger.ts';
import { RealtimeHub } from '@server/realtime/hub.ts';
import { createSession, hashSessionId } from '@server/services/sessions.ts';
import { createUploadStore } from '@server/storage/create-store.ts';
import type { ChangeEvent } from '@shared/realtime.ts';
import { type SseEvent, sseEvents } from './live-server.ts';
import { openTestDb } from './test-db.ts';

export const ANON_KEY = 'test-anon-key';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The real app over a test database of this file's own, called through `app.request`
 * (no server, no mocks). Closed after the file's tests.
 */
export async function createTestApp(overrides: Partial<Config> = {}, opts: AppOptions = {}) {
  const db = await openTestDb();
  const logger = createLogger('silent');
  // Uploads on disk go to a folder of this file's own (an S3 test passes `storage`).
  const dataDir = mkdtempSync(join(tmpdir(), 'lp-test-data-'));
  const config: Config = {
    // Tests call through app.request (no socket): addresses come from X-Forwarded-For.
    // SERVER_DRAWING_WAIT_MS: the tests check what the server draws, on a machine busy with other tests;
    // first-screen.test.ts checks the production limit on its own.
    ...loadConfig({
      ANON_KEY,
      NODE_ENV: 'test',
      STATIC_DIR: '/nonexistent',
      TRUST_PROXY: '1',
      DATA_DIR: dataDir,
      SERVER_DRAWING_WAIT_MS: '20000',
    }),
    demo: true,
    ...overrides,
  };
  const hub = new RealtimeHub(db, logger, {}, { streamsPerAddress: config.realtimeStreamsPerAddress });
  addRealtimeRules(hub, db.db, opts.features ?? features, { complete: !opts.features });
  await hub.start();
  const uploads = await createUploadStore(config);
  const deps: AppDeps = {
    config,
    db,
    logger,
    hub,
    uploads,
    botUsername: () => config.botUsername ?? 'legal_platform_test_bot',
  };
  const app = createApp(deps, { features, ...opts });
  afterAll(async () => {
    hub.shutdown();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Calls a function: POST with a JSON body, or GET with the input as the query. */
  async function call<T = any>(
    name: string,
    input: Record<string, unknown> = {},
    init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; key?: string | null } = {},
  ): Promise<{ status: number; body: T; headers: Headers }> {
    const method = init.method ?? 'POST';
    // English unless a test says otherwise: error texts follow Accept-Language when the caller has no setting.
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'accept-language': 'en',
      ...init.headers,
    };
    if (init.key !== null) headers.authorization = `Bearer ${init.key ?? ANON_KEY}`;
    let url = `/functions/v1/${name}`;
    let body: string | undefined;
    if (method === 'GET') {
      const qs = new URLSearchParams(
        Object.entries(input)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, String(v)]),
      ).toString();
      if (qs) url += `?${qs}`;
    } else {
      body = JSON.stringify(input);
    }
    const res = await app.request(url, { method, headers, body });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, headers: res.headers };
  }

  /** A signed-in person: user, settings, profile and an authenticated session. */
  async function signIn(name = 'Test Person', username?: string) {
    const uname = (username ?? `user_${Math.random().toString(36).slice(2, 10)}`).toLowerCase();
    const user = await db.db
      .insertInto('users')
      .values({ first_name: name, username: uname })
      .returning('id')
      .executeTakeFirstOrThrow();
    const profile = await db.db
      .insertInto('profiles')
      .values({ user_id: user.id, name, username: uname })
      .returning(['id', 'username'])
      .executeTakeFirstOrThrow();
    const sessionId = await createSession(db.db, { userId: user.id });
    return { userId: user.id, profileId: profile.id, username: profile.username, sessionId, name };
  }

  async function anonymousSession(): Promise<string> {
    return createSession(db.db, {});
  }

  /**
   * The session's live-updates stream as the app opens it: a ticket from POST
   * /functions/v1/realtime, then GET …/realtime?ticket=… (through app.request). Resolves once
   * the stream said `ready` (subscribed); `events` collects its changes from then on.
   */
  async function stream(sessionId: string, headers: Record<string, string> = {}) {
    const ticket = await call('realtime', { sessionId }, { headers });
    if (ticket.status !== 200) throw new Error(`realtime ticket: ${ticket.status} ${JSON.stringify(ticket.body)}`);
    const res = await app.request(`/functions/v1/realtime?ticket=${ticket.body.ticket}&apikey=${ANON_KEY}`, {
      headers,
    });
    if (res.status !== 200) throw new Error(`realtime stream: ${res.status} ${await res.text()}`);
    const reader = sseEvents(res.body!);
    const first = await reader.next();
    if (first?.event !== 'ready') throw new Error(`realtime stream began with ${JSON.stringify(first)}`);
    const events: ChangeEvent[] = [];
    const all: SseEvent[] = [first];
    const ended = (async () => {
      for (let ev = await reader.next(); ev; ev = await reader.next()) {
        all.push(ev);
        if (ev.event === 'change') events.push(JSON.parse(ev.data) as ChangeEvent);
      }
    })();
    return { events, all, ended, close: () => reader.cancel() };
  }

  /** The session's opaque id (sessions.id), which rows and NOTIFY payloads name it by. */
  async function sessionRef(sessionId: string): Promise<string> {
    return (
      await db.db
        .selectFrom('sessions')
        .select('id')
        .where('id_hash', '=', hashSessionId(sessionId))
        .executeTakeFirstOrThrow()
    ).id;
  }

  return { app, db, deps, config, dataDir, call, signIn, anonymousSession, stream, sessionRef };
}
