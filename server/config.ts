import { z } from 'zod';

/** The development anon key: public by design (the session id is the credential). */
export const DEV_ANON_KEY = 'lp-dev-anon-key';

const boolish = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no', ''])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().default('./data'),
  ANON_KEY: z.string().min(8).default(DEV_ANON_KEY),
  BOT_TOKEN: z.string().regex(/^\d+:[\w-]{20,}$/, 'looks like 123456:ABC-DEF… from BotFather').optional(),
  BOT_USERNAME: z.string().regex(/^\w{3,64}$/).optional(),
  TELEGRAM_API_ROOT: z.url().optional(),
  BOT_MODE: z.enum(['polling', 'webhook', 'off']).default('polling'),
  BOT_WEBHOOK_SECRET: z.string().regex(/^[\w-]{1,256}$/).optional(),
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
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  STATIC_DIR: z.string().default('./dist/miniapp'),
});

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl?: string;
  dataDir: string;
  anonKey: string;
  botToken?: string;
  botUsername?: string;
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
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  staticDir: string;
};

/** Parses the environment once at start; a bad variable stops start-up with the full list. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
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
    dataDir: e.DATA_DIR,
    anonKey: e.ANON_KEY,
    botToken: e.BOT_TOKEN,
    botUsername: e.BOT_USERNAME,
    telegramApiRoot: e.TELEGRAM_API_ROOT,
    botMode: e.BOT_MODE,
    botWebhookSecret: e.BOT_WEBHOOK_SECRET,
    demo,
    production,
    initDataMaxAge: e.INIT_DATA_MAX_AGE,
    trustProxy: e.TRUST_PROXY ?? 0,
    serverSecret: e.SERVER_SECRET,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    http: { headersTimeout: e.HTTP_HEADERS_TIMEOUT, requestTimeout: e.HTTP_REQUEST_TIMEOUT, maxConnections: e.HTTP_MAX_CONNECTIONS },
    logLevel: e.LOG_LEVEL,
    staticDir: e.STATIC_DIR,
  };
}
