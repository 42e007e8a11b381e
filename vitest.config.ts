import { defineConfig } from 'vitest/config';

// Two cores here: two forks. Unit and API tests share one database per fork (PGlite in memory,
// or a fresh PostgreSQL database cloned from a migrated template when TEST_DATABASE_URL is set);
// component tests need none: they draw the app's components in happy-dom (issue 37).
export default defineConfig({
  // @server/…, @shared/… and @app/… (tsconfig.json's paths).
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
          globalSetup: ['tests/support/global-setup.ts'],
          server: { deps: { inline: ['kysely'] } },
        },
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
