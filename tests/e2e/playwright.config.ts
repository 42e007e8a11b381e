import { defineConfig, devices } from '@playwright/test';
import { botWebServers, E2E_ANON_KEY } from '../support/test-bot.ts';

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

// Playwright greps "project file describe title": a spec listed here runs on the phone only its
// 'on a phone' tests (touch gestures).
const PHONE_SKIPPED_SPECS = [
  'csp',
  'pwa-update',
  'runtime-config',
  'sessions',
  'planner-deep-link',
  'date-picker',
  'check',
  'split',
  'tracker',
  'about',
  'network',
  'upload-addresses',
];

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
    // Rules, error paths and data checks a phone draws with the same components as the desktop:
    // proven once, on the desktop. The phone keeps each page's main path, its own layouts
    // (slide-overs, bottom tabs, two-screen messenger), touch, and Telegram's buttons.
    'Cache Storage holds no page but the built shell',
    'screenshots of every view',
    'the calendar subscription: copy, webcal link, scope and a new address',
    'adds a member by profile search and changes the role',
    'a member leaves a space from the header menu',
    'list view groups seeded dates and loads more',
    'moves cards with the keyboard',
    'says what is missing: no project, no select property',
    "puts 00:00, early and late tasks under 'Other Tasks'",
    "shows the first task and '<n> more' in a crowded month cell",
    "draws the current-time line in today's hour row",
    'navigates each view with its title',
    'switches the language to English: the page reloads in English',
    'changes the time zone found by searching',
    'finds a zone by its Russian name and cancels without saving',
    'shows a failed language save in the dialog',
    'a failed sign-out is logged',
    'turns a kind of notification off and on',
    'a failed save keeps the editor open',
    "an unknown post says 'Post not found'",
    'and an old slug go to the canonical',
    'lights a "New posts" pill',
    'a text search finds a vacancy by another form',
    'filters by remote format and a salary range',
    'the job seekers tab lists people with a resume',
    'a searched type’s Load more asks the server',
    "/nobody_here says 'Profile not found'",
    'sends an anonymous visitor from /profile to /auth',
    'the contest’s owner sees who took part',
    'a visitor without a session is sent to sign in by Start',
    "searches dialogs by name and says 'Диалоги не найдены'",
    'shows lead cards with every field',
    'the info sidebar shows the group',
    "'new message' starts a dialog with a contact who had none",
    'advances every 15 s and wraps around',
    'stops the auto-advance on any manual navigation',
    'a wrong number tapped in the bot signs nobody in',
    'Cancel in the bot tells the page',
    'signing out drops the saved cache',
    'scrolls through 200 posts',
    'the demo feed shows event cards on the demo event posts',
    'sends a person with forged init data',
    "telegram-ui's iOS spinner",
    'goes to / outside Telegram',
    `(?:${PHONE_SKIPPED_SPECS.join('|')})\\.spec\\.ts(?! on a phone)`,
  ].join('|'),
);

// The planner workspace's English twin proves the English texts: its views and dialogs once
// (the screenshots, the create dialogs); the rules behind them are the Russian run's.
const DESKTOP_SKIPS = /planner workspace \(en\) (?!screenshots of every view|creates a space)/;

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
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
      grepInvert: DESKTOP_SKIPS,
    },
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
        DEMO: '1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        ANON_KEY: E2E_ANON_KEY,
        RATE_LIMIT_FACTOR: '20',
      },
    },
    // Sign-in tests: a second server with the bot, talking to a local Bot API emulator.
    ...botWebServers,
  ],
});
