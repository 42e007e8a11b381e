import { defineConfig } from 'vitest/config';

/**
 * Files that replace a module (vi.mock), a global (vi.stubGlobal) or the clock (vi.useFakeTimers)
 * for their own tests: with the module graph shared (below), a mock would reach, or miss, the
 * files run after them in the same worker, and a faked clock would run the timers an earlier
 * file's PGlite left behind (a CI run aborted "after running 10000 timers").
 */
const OWN_MODULES = [
  'tests/unit/posts/markdown-images.test.tsx',
  'tests/unit/network/layout-stepper.test.ts',
  'tests/unit/bot-runner.test.ts',
  'tests/unit/query-persist.test.ts',
  'tests/unit/realtime-client.test.ts',
  'tests/unit/api-client.test.ts',
];

// Two cores here: two forks. Unit and API tests share one database per fork (PGlite in memory,
// or a fresh PostgreSQL database cloned from a migrated template when TEST_DATABASE_URL is set);
// component tests need none: they draw the app's components in happy-dom.
export default defineConfig({
  // @server/…, @shared/…, @app/… and @migrations/… (tsconfig.json's paths).
  resolve: { tsconfigPaths: true },
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit and API',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/api/**/*.test.ts'],
          exclude: OWN_MODULES,
          globalSetup: ['tests/support/global-setup.ts'],
          server: { deps: { inline: ['kysely'] } },
          // One module graph per worker, not one per file: each file imported the whole
          // server anew, 3 to 4 s a file, more than the tests themselves took. Each file still has
          // its own database (tests/support/test-db.ts) and closes it; module state is kept per
          // database handle (answer caches, the server secret), so files do not see each other's.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'unit, own modules', include: OWN_MODULES },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/component/support/setup.ts'],
        },
      },
    ],
  },
});
