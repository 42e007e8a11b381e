import { defineConfig, devices } from '@playwright/test';
import {
  botWebServers,
  E2E_ANON_KEY,
  E2E_SHUTDOWN,
  E2E_SHUTDOWN_GRACE_MS,
  E2E_DRAWING_WAIT_MS,
} from '../support/test-bot.ts';

// Helpers running side by side pick their own port with E2E_PORT.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // No downloaded browsers here; these flags keep Chromium off the (closed) network.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

// Tags, not titles, say where a test runs (a renamed test keeps its place):
// - `@desktop-only`: rules, error paths and data checks a phone draws with the same components as
//   the desktop, proven once, on the desktop. The phone keeps each page's main path, its own
//   layouts (slide-overs, bottom tabs, two-screen messenger), touch, and Telegram's buttons.
//   Specs whose pages have no phone layout of their own are tagged whole, but for their
//   'on a phone' touch gestures.
// - `@screenshots`: the screenshot tour, which asserts visibility only: `npm run screenshots`,
//   not the gate.
const TOUR = process.env.SCREENSHOTS === '1';
const NOT_IN_GATE = TOUR ? [] : [/@screenshots/];

/** The built app on a live server (PGlite in memory, demo data), driven in Debian's Chromium. */
export default defineConfig({
  testDir: '.',
  outputDir: './artifacts/results',
  workers: 2,
  fullyParallel: true,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: './artifacts/report.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: chromium,
    screenshot: 'only-on-failure',
    trace: 'off',
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    // No service worker but in the specs about it (pwa-update, first-screen), which say
    // so. Under the worker every context fetched the whole precache (about 150 files) beside the
    // page, in every test, and every later open in a test got the shell instead of
    // the page the server draws, which is what a person opening a link gets. E2E_SW=allow runs the
    // whole suite under the worker.
    serviceWorkers: process.env.E2E_SW === 'allow' ? 'allow' : 'block',
    // One page per worker, reset between tests, which saves a page's start in every test
    // (support/test.ts says what is reset).
    reuseContext: process.env.E2E_REUSE_PAGE !== 'off',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
      grepInvert: NOT_IN_GATE,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      grepInvert: [/@desktop-only/, ...NOT_IN_GATE],
    },
  ],
  webServer: [
    {
      // server/main.ts, on PostgreSQL in a fresh database when the run has one (tests/support/e2e-server.ts).
      command: 'node --import tsx tests/support/e2e-server.ts',
      url: `http://127.0.0.1:${E2E_PORT}/readyz`,
      gracefulShutdown: E2E_SHUTDOWN,
      reuseExistingServer: false,
      // A loaded 2-core machine took 86 s to start it; waiting longer costs nothing when it starts fast.
      timeout: 180_000,
      cwd: '../..',
      // Every test is a new browser from 127.0.0.1: rate limits ×20 (the API tests check the real ones).
      // PUBLIC_URL is the address the browser uses, as in production (upload-addresses.spec.ts opens
      // a server of its own by another address: uploaded images load from any).
      env: {
        PORT: String(E2E_PORT),
        PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
        DATA_DIR: 'memory://',
        E2E_DATABASE: 'main',
        DEMO: '1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        ANON_KEY: E2E_ANON_KEY,
        RATE_LIMIT_FACTOR: '20',
        SERVER_DRAWING_WAIT_MS: E2E_DRAWING_WAIT_MS,
        SHUTDOWN_GRACE_MS: E2E_SHUTDOWN_GRACE_MS,
      },
    },
    // Sign-in tests: a second server with the bot, talking to a local Bot API emulator.
    ...botWebServers,
  ],
});
