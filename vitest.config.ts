import { defineConfig } from 'vitest/config';

// Two cores here: two forks, each with its own database (PGlite in memory, or a fresh
// PostgreSQL database cloned from a migrated template when TEST_DATABASE_URL is set).
export default defineConfig({
  // @server/…, @shared/… and @app/… (tsconfig.json's paths).
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/api/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    server: { deps: { inline: ['kysely'] } },
  },
});
