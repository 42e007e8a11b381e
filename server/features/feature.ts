import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../deps.ts';
import type { Database } from '../db/schema.ts';
import type { FunctionDef } from '../http/define-function.ts';
import type { RealtimeHub } from '../realtime/hub.ts';

/** Origins a feature shows images from (the catalog's icons), for the CSP's img-src; read again when its data changes. */
export type ImageOrigins = () => readonly string[] | Promise<readonly string[]>;

/** Whatever the hub takes for a feature's tables (the hub owns that interface). */
export type RealtimeRules = Parameters<RealtimeHub['addRules']>[0];

/**
 * A feature of the server in one place: its functions (served at /functions/v1/{name}), any
 * routes of its own, and who may hear of changes to its tables. Listed once in features/index.ts.
 */
export interface Feature {
  name: string;
  functions: FunctionDef[];
  realtimeRules?: (db: Kysely<Database>) => RealtimeRules;
  /** Routes outside /functions/v1 (files it serves), mounted before the app's own pages. */
  mount?: (app: Hono, deps: AppDeps) => void;
  /** Other sites the feature's pages show images from (the CSP's img-src lists them). */
  imageOrigins?: (deps: AppDeps) => ImageOrigins;
}

/**
 * Registers every feature's realtime rules with the hub (main.ts and the tests' app); with the
 * whole app's features, fails when a notifying table is left without a rule.
 */
export function addRealtimeRules(
  hub: RealtimeHub,
  db: Kysely<Database>,
  features: readonly Feature[],
  { complete = true } = {},
): void {
  for (const f of features) if (f.realtimeRules) hub.addRules(f.realtimeRules(db));
  if (complete) hub.assertEveryTableHasRule();
}
