/**
 * A browser-test server (the suite's own, from playwright.config.ts): `server/main.ts` in a fresh
 * PostgreSQL database named by E2E_DATABASE when the run has PostgreSQL, else as configured. The
 * database is dropped when the server has shut down (it ends with `process.exit` once its pool is
 * closed, server/main.ts).
 */
import { freshE2eDatabase } from './e2e-database.ts';

const name = process.env.E2E_DATABASE;
if (name) {
  const db = await freshE2eDatabase(name);
  Object.assign(process.env, db.env);
  const exit = process.exit.bind(process);
  process.exit = ((code?: number) => void db.drop().finally(() => exit(code))) as typeof process.exit;
}
await import('../../server/main.ts');
