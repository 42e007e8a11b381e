import { z } from 'zod';

/** The development anon key: public by design (the session id is the credential). */
export const DEV_ANON_KEY = 'lp-dev-anon-key';

const boolish = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no', ''])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z.string().min(1).optional(),
    DATA_DIR: z.string().default('./data'),
    ANON_KEY: z.string().min(8).default(DEV_ANON_KEY),
    BOT_TOKEN: z
      .string()
      .regex(/^\d+:[\w-]{20,}$/, 'looks like 123456:ABC-DEF… from BotFather')
      .optional(),
    BOT_USERNAME: z
      .string()
      .regex(/^\w{3,64}$/)
      .optional(),
    TELEGRAM_API_ROOT: z.url().optional(),
    MINI_APP_NAME: z
      .string()
      .regex(/^[A-Za-z0-9_]{3,64}$/, 'the Mini App short name from BotFather (letters, digits, underscore)')
      .optional(),
    CONTEST_POST_URL: z
      .string()
      .regex(/^[a-z0-9]{1,32}$/, 'a post url: the part of /post/{url} before the first hyphen')
      .optional(),
    BOT_MODE: z.enum(['polling', 'webhook', 'off']).default('polling'),
    BOT_WEBHOOK_SECRET: z
      .string()
      .regex(/^[\w-]{1,256}$/)
      .optional(),
    DEMO: boolish.optional(),
    NODE_ENV: z.string().default('development'),
    INIT_DATA_MAX_AGE: z.coerce.number().int().positive().default(3600),
    // `1`/`true`: one proxy in front (its X-Forwarded-For entry, the last, is the client); a number: that many proxies.
    TRUST_PROXY: z.union([boolish.transform((on) => (on ? 1 : 0)), z.coerce.number().int().min(0).max(20)]).optional(),
    RATE_LIMIT_FACTOR: z.coerce.number().min(0.01).max(1000).default(1),
    SERVER_SECRET: z.string().min(32, 'at least 32 characters (e.g. `openssl rand -base64 32`)').optional(),
    HTTP_HEADERS_TIMEOUT: z.coerce.number().int().positive().default(10_000),
    HTTP_REQUEST_TIMEOUT: z.coerce.number().int().positive().default(30_000),
    HTTP_MAX_CONNECTIONS: z.coerce.number().int().positive().default(5_000),
    REALTIME_STREAMS_PER_ADDRESS: z.coerce.number().int().positive().default(50),
    // On SIGTERM or SIGINT, ms that requests already accepted get to finish before their connections are cut.
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    // The job queue (the bot's notifications): an active job not done in QUEUE_EXPIRE_SECONDS runs again elsewhere;
    // upkeep (finding such jobs) every QUEUE_SUPERVISE_SECONDS; idle workers look every QUEUE_POLL_SECONDS.
    QUEUE_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    QUEUE_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    QUEUE_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(1),
    QUEUE_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
    // Notifications a second to all chats together (Telegram allows about 30).
    NOTIFY_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(30),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    // Named prepared statements on PostgreSQL (server/db/prepared-statements.ts); `off` behind a pooler
    // that cannot keep them (docs/operations.md, "Running on PostgreSQL").
    PG_PREPARED: z.enum(['on', 'off']).default('on'),
    // The search's per-person kept tasks (server/features/search/search-service.ts, SEARCH_TASK_READS);
    // `off` reads a person's tasks on every search.
    SEARCH_KEEP_TASKS: z.enum(['on', 'off']).default('on'),
    SEARCH_ONE_TRIP: z.enum(['on', 'off']).default('on'),
    STATIC_DIR: z.string().default('./dist/miniapp'),
    // The server's drawing of a cold open's first screen; `off` serves the built
    // shell and the app renders as it does without server markup. Any boolean word.
    SERVER_DRAWING: boolish.default(true),
    // Pages drawn at once at most: a burst of first visits (a post shared widely, a crawler) past
    // it gets the built shell, which the app draws itself, instead of queueing on the server.
    SERVER_DRAWING_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    // A drawing slower than this many milliseconds is not waited for: the page goes out without
    // it and the app draws itself, as it does with the drawing off. The tests' servers wait
    // longer: they check what is drawn, on a machine their own browsers keep busy.
    SERVER_DRAWING_WAIT_MS: z.coerce.number().int().min(1).max(60_000).default(1000),
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'an S3 bucket name: 3–63 lower-case letters, digits, dots and hyphens',
      )
      .optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_PUBLIC_URL: z.url().optional(),
    // /metrics for Prometheus: on the app's port for a bearer token, and/or on a port of its own
    // (no token there), which only the operator's network should reach.
    METRICS_TOKEN: z.string().min(16, 'at least 16 characters (e.g. `openssl rand -hex 24`)').optional(),
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().default('127.0.0.1'),
    TRACKER_CHAT_URL: z
      .url({ protocol: /^https?$/, error: 'an http(s) address of the AI chat to embed on /tracker' })
      .optional(),
  })
  .refine((e) => !e.S3_ACCESS_KEY_ID === !e.S3_SECRET_ACCESS_KEY, {
    path: ['S3_SECRET_ACCESS_KEY'],
    error: 'set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together',
  })
  .refine((e) => e.S3_BUCKET || !(e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID || e.S3_PUBLIC_URL), {
    path: ['S3_BUCKET'],
    error: 'S3_* variables are set but S3_BUCKET is not',
  });

/** Where uploaded images live: on disk under DATA_DIR, or in an S3-compatible bucket. */
export type StorageConfig =
  | { kind: 'disk' }
  | {
      kind: 's3';
      bucket: string;
      /** unset: AWS itself */
      endpoint?: string;
      region: string;
      /** unset: the SDK's own chain (environment, instance role) */
      credentials?: { accessKeyId: string; secretAccessKey: string };
      /** where the bucket's objects are public (a CDN); unset: the server serves them at /uploads */
      publicUrl?: string;
    };

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl?: string;
  /** name PostgreSQL statements so each connection parses them once (PG_PREPARED) */
  pgPrepared: boolean;
  /** keep each person's found tasks while the tables they come from stand (SEARCH_KEEP_TASKS) */
  searchKeepTasks: boolean;
  /** a signed-in search reads its session in its own statement (SEARCH_ONE_TRIP; features/search/functions/search.ts) */
  searchOneTrip: boolean;
  dataDir: string;
  anonKey: string;
  botToken?: string;
  botUsername?: string;
  /** the Mini App's short name (BotFather /newapp): shared links open t.me/<bot>/<app>; else t.me/<bot>?startapp */
  miniAppName?: string;
  /** the post the feed's side panel links to (the recruiting contest) */
  contestPostUrl?: string;
  telegramApiRoot?: string;
  botMode: 'polling' | 'webhook' | 'off';
  botWebhookSecret?: string;
  demo: boolean;
  production: boolean;
  initDataMaxAge: number;
  /** Proxies in front of us whose X-Forwarded-For entries are believed (0: none, use the socket's address). */
  trustProxy: number;
  /** Multiplies every rate limit (browser tests run many sessions from one address); 1 in production. */
  rateLimitFactor: number;
  /** Keys address HMACs (rate limits); unset: a random one kept in the database (server-secret.ts). */
  serverSecret?: string;
  /** Node's http server: ms to receive a request's headers, ms to receive the whole request, open connections at most. */
  http: { headersTimeout: number; requestTimeout: number; maxConnections: number };
  /** Live-updates streams one client address may hold open on one process (realtime/limits.ts). */
  realtimeStreamsPerAddress: number;
  /** On a stop signal, ms accepted requests get to finish before their connections are cut (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** the job queue's timings (server/notification-delivery/queue.ts) */
  queue: { expireSeconds: number; superviseSeconds: number; pollSeconds: number; retryDelaySeconds: number };
  /** notifications a second to all chats together */
  notifyPerSecond: number;
  staticDir: string;
  /** the server draws a cold open's first screen for the app to hydrate (SERVER_DRAWING) */
  serverDrawing: boolean;
  /** at most this many pages drawn at once (SERVER_DRAWING_CONCURRENCY) */
  serverDrawingConcurrency: number;
  /** a drawing slower than this (ms) is not waited for (SERVER_DRAWING_WAIT_MS) */
  serverDrawingWaitMs: number;
  storage: StorageConfig;
  /**
   * /metrics (server/http/metrics-route.ts): `token` serves it on the app's port to that bearer
   * token; `port` on a port of its own at `host`, without a token. Off when neither is set.
   */
  metrics: { token?: string; port?: number; host: string };
  /** The AI chat framed on /tracker (its origin joins the CSP's frame-src); unset: the page says it is not configured. */
  trackerChatUrl?: string;
  /** What start-up logs as warnings: variables set under a name of the release before (RENAMED). */
  warnings: string[];
};

/**
 * Variables renamed, by their old names. The server drawing's were `SSR…`, a name Vite's tooling
 * uses too: vitest sets SSR in every process it starts, tests' servers included. An old name is
 * read for one release, with a warning, when its new one is not set.
 */
export const RENAMED: Readonly<Record<string, string>> = {
  SSR: 'SERVER_DRAWING',
  SSR_CONCURRENCY: 'SERVER_DRAWING_CONCURRENCY',
  SSR_WAIT_MS: 'SERVER_DRAWING_WAIT_MS',
};

/** The environment with the old names read under the new ones, and a warning for each old name set. */
function withNewNames(env: Record<string, string>): { env: Record<string, string>; warnings: string[] } {
  const out = { ...env };
  const warnings: string[] = [];
  for (const [old, now] of Object.entries(RENAMED)) {
    const value = out[old];
    if (value === undefined) continue;
    delete out[old];
    // Under vitest SSR is vitest's own (1 in every process it starts), never this server's setting.
    if (old === 'SSR' && env.VITEST) continue;
    if (out[now] === undefined) {
      out[now] = value;
      warnings.push(`${old} is renamed ${now}: set ${now} instead (${old} is read until the next release)`);
    } else {
      warnings.push(`${old} is ignored: ${now} is set (${old} is its name of the release before)`);
    }
  }
  return { env: out, warnings };
}

/** Parses the environment once at start; a bad variable stops start-up with the full list. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
  const { env: named, warnings } = withNewNames(cleaned);
  const parsed = envSchema.safeParse(named);
  if (!parsed.success) {
    // A value set under an old name is named as it was set.
    const setAs = (name: string) =>
      Object.entries(RENAMED).find(([old, now]) => now === name && cleaned[old] !== undefined && !cleaned[now])?.[0];
    const lines = parsed.error.issues.map((i) => {
      const old = setAs(String(i.path[0]));
      return `  ${i.path.join('.')}${old ? ` (set as ${old})` : ''}: ${i.message}`;
    });
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  // Demo sign-in hands out sessions without Telegram: never with a real bot.
  const demo = e.BOT_TOKEN ? false : (e.DEMO ?? !production);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL,
    pgPrepared: e.PG_PREPARED === 'on',
    searchKeepTasks: e.SEARCH_KEEP_TASKS === 'on',
    searchOneTrip: e.SEARCH_ONE_TRIP === 'on',
    dataDir: e.DATA_DIR,
    anonKey: e.ANON_KEY,
    botToken: e.BOT_TOKEN,
    botUsername: e.BOT_USERNAME,
    miniAppName: e.MINI_APP_NAME,
    // The demo feed's recruiting contest is the post `rec` (server/demo/posts.ts).
    contestPostUrl: e.CONTEST_POST_URL ?? (demo ? 'rec' : undefined),
    telegramApiRoot: e.TELEGRAM_API_ROOT,
    botMode: e.BOT_MODE,
    botWebhookSecret: e.BOT_WEBHOOK_SECRET,
    demo,
    production,
    initDataMaxAge: e.INIT_DATA_MAX_AGE,
    trustProxy: e.TRUST_PROXY ?? 0,
    serverSecret: e.SERVER_SECRET,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    http: {
      headersTimeout: e.HTTP_HEADERS_TIMEOUT,
      requestTimeout: e.HTTP_REQUEST_TIMEOUT,
      maxConnections: e.HTTP_MAX_CONNECTIONS,
    },
    realtimeStreamsPerAddress: e.REALTIME_STREAMS_PER_ADDRESS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    logLevel: e.LOG_LEVEL,
    queue: {
      expireSeconds: e.QUEUE_EXPIRE_SECONDS,
      superviseSeconds: e.QUEUE_SUPERVISE_SECONDS,
      pollSeconds: e.QUEUE_POLL_SECONDS,
      retryDelaySeconds: e.QUEUE_RETRY_DELAY_SECONDS,
    },
    notifyPerSecond: e.NOTIFY_PER_SECOND,
    staticDir: e.STATIC_DIR,
    serverDrawing: e.SERVER_DRAWING,
    serverDrawingConcurrency: e.SERVER_DRAWING_CONCURRENCY,
    serverDrawingWaitMs: e.SERVER_DRAWING_WAIT_MS,
    storage: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
        }
      : { kind: 'disk' },
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT, host: e.METRICS_HOST },
    trackerChatUrl: e.TRACKER_CHAT_URL,
    warnings,
  };
}
