/** The fixed test bot: tests sign init data with this token, the test servers check with it. */
export const TEST_BOT_TOKEN = '123456:TEST-bot-token-for-offline-tests';
export const TEST_BOT_USERNAME = 'legal_platform_test_bot';
/**
 * Both browser-test servers run with this key, not the default: the app is built with no
 * key at all, so every browser test proves the page takes the server's key at run time.
 */
export const E2E_ANON_KEY = 'e2e-anon-key-not-the-default';

// The browser tests' second server runs with the bot (webhook mode) against a local Bot
// API emulator; both take ports beside E2E_PORT so helpers running side by side don't clash.
const base = Number(process.env.E2E_PORT ?? 3199);
export const E2E_BOT_PORT = Number(process.env.E2E_BOT_PORT ?? base + 100);
export const E2E_TG_PORT = Number(process.env.E2E_TG_PORT ?? base + 200);
export const E2E_BOT_URL = `http://127.0.0.1:${E2E_BOT_PORT}`;
export const E2E_TG_URL = `http://127.0.0.1:${E2E_TG_PORT}`;
export const E2E_WEBHOOK_SECRET = 'e2e-webhook-secret';
/** The bot server's AI chat for /tracker; the tracker test answers it with a stand-in page. */
export const E2E_TRACKER_CHAT_URL = 'https://assistant.example/embed/legal?lang=ru';

/**
 * SERVER_DRAWING_WAIT_MS of both browser-test servers: the specs check what the server draws, while two
 * browsers keep both cores busy; a drawing past production's 1 s went out undrawn (tma.spec.ts,
 * once in a gate run).
 */
export const E2E_DRAWING_WAIT_MS = '20000';

/** The suite's servers stop as in production, so the database each ran in is dropped after (tests/support/e2e-server.ts). */
export const E2E_SHUTDOWN = { signal: 'SIGTERM' as const, timeout: 10_000 };
/**
 * Their grace for requests still running at the stop (SHUTDOWN_GRACE_MS): well inside the 10 s
 * Playwright waits, with the job queue's own wait after it, so the database is still dropped.
 */
export const E2E_SHUTDOWN_GRACE_MS = '2000';

/** Playwright webServer entries: the Bot API emulator, then the server with the bot. */
export const botWebServers: Array<{
  command: string;
  url: string;
  reuseExistingServer: boolean;
  timeout: number;
  gracefulShutdown?: typeof E2E_SHUTDOWN;
  cwd: string;
  env: Record<string, string>;
}> = [
  {
    command: 'node --import tsx tests/support/bot-api-emulator.ts',
    url: `${E2E_TG_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 90_000,
    cwd: '../..',
    env: { E2E_TG_PORT: String(E2E_TG_PORT) },
  },
  {
    command: 'node --import tsx tests/support/e2e-server.ts',
    url: `${E2E_BOT_URL}/readyz`,
    gracefulShutdown: E2E_SHUTDOWN,
    reuseExistingServer: false,
    timeout: 180_000,
    cwd: '../..',
    env: {
      PORT: String(E2E_BOT_PORT),
      PUBLIC_URL: E2E_BOT_URL,
      DATA_DIR: 'memory://',
      E2E_DATABASE: 'bot',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ANON_KEY: E2E_ANON_KEY,
      BOT_TOKEN: TEST_BOT_TOKEN,
      BOT_USERNAME: TEST_BOT_USERNAME,
      BOT_MODE: 'webhook',
      BOT_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
      TELEGRAM_API_ROOT: E2E_TG_URL,
      RATE_LIMIT_FACTOR: '20',
      SERVER_DRAWING_WAIT_MS: E2E_DRAWING_WAIT_MS,
      TRACKER_CHAT_URL: E2E_TRACKER_CHAT_URL,
      SHUTDOWN_GRACE_MS: E2E_SHUTDOWN_GRACE_MS,
    },
  },
];
