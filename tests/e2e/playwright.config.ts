import { defineConfig, devices } from '@playwright/test';
import { botWebServers, E2E_ANON_KEY } from '../support/test-bot.ts';

// Helpers running side by side pick their own port with E2E_PORT.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // No downloaded browsers here; these flags keep Chromium off the (closed) network.
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

// Playwright greps "project file describe title": a spec listed here runs on the phone only its
// 'on a phone' tests (touch gestures).
const PHONE_SKIPPED_SPECS = ['csp', 'runtime-config', 'sessions', 'planner-deep-link', 'date-picker', 'check', 'split', 'tracker', 'about', 'network'];

const PHONE_SKIPS = new RegExp(
  [
    'planner workspace \\(en\\)',
    'archiving a task takes it out of every view',
    'a second browser sees the change live',
    'sets every kind of property, then sorts and filters the table',
    'speaks English: month names',
    'another browser sees the move live',
    "rolls a viewer's refused move back",
    'rolls back the move of a task archived meanwhile',
    "team view: 'Unassigned'",
    'retries a failing start 3 times',
    'issues a new link \\(and QR\\) before the old one expires',
    'a failed answer shows in red',
    'a vacancy that cannot be fetched',
    'a link to a task that cannot be opened',
    "shows the server's timezone error",
    'a post written to inject script renders inert',
    'an unknown region in the address shows the catalog error',
    `(?:${PHONE_SKIPPED_SPECS.join('|')})\\.spec\\.ts(?! on a phone)`,
  ].join('|'),
);

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
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
    // The phone runs every page's main paths; the server's logic and error paths, the English
    // twin of the planner workspace and the live-in-two-browsers checks are proven once, on the
    // desktop (the same calls and components): this keeps `npm test` under 15 minutes on 2 cores.
    // Whole specs whose pages have no phone layout of their own (server headers, deep links,
    // the demo sections, the about page and the network map: the same components) run on the
    // desktop only, but for their touch gestures.
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium }, grepInvert: PHONE_SKIPS },
  ],
  webServer: [
    {
      command: 'node --import tsx server/main.ts',
      url: `http://127.0.0.1:${E2E_PORT}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      cwd: '../..',
      // Every test is a new browser from 127.0.0.1: rate limits ×20 (the API tests check the real ones).
      // PUBLIC_URL is the address the browser uses, as in production: uploaded images (post covers) come from it.
      env: { PORT: String(E2E_PORT), PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`, DATA_DIR: 'memory://', DEMO: '1', LOG_LEVEL: 'warn', NODE_ENV: 'test', ANON_KEY: E2E_ANON_KEY, RATE_LIMIT_FACTOR: '20' },
    },
    // Sign-in tests: a second server with the bot, talking to a local Bot API emulator.
    ...botWebServers,
  ],
});
