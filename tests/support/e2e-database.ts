import { adminQuery, databaseUrlFor } from './pg-admin.ts';

/**
 * The browser tests' servers run on PostgreSQL when the run has one (TEST_DATABASE_URL,
 * as CI), each in a fresh database of its own: a query there costs the CPU the browsers share
 * less than PGlite's WebAssembly does (a fresh PGlite server took 11.5 s to start here).
 * Without one, the servers run on PGlite as configured (`npm test` on a fresh machine). Named for the suite's port, so runs side by side do not meet.
 */
const e2eDatabaseName = (name: string) => `lp_e2e_${Number(process.env.E2E_PORT ?? 3199)}_${name.replace(/\W/g, '_')}`;

/** A fresh, empty database (what was left by an earlier run of the same name is dropped first); `{}` without PostgreSQL. */
export async function freshE2eDatabase(
  name: string,
): Promise<{ env: { DATABASE_URL?: string }; drop: () => Promise<void> }> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) return { env: {}, drop: async () => {} };
  const db = e2eDatabaseName(name);
  await adminQuery(pgUrl, `drop database if exists ${db} with (force)`);
  await adminQuery(pgUrl, `create database ${db}`);
  return {
    env: { DATABASE_URL: databaseUrlFor(pgUrl, db) },
    drop: () => adminQuery(pgUrl, `drop database if exists ${db} with (force)`).then(() => {}),
  };
}
