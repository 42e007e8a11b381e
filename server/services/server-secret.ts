import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/schema.ts';

const SECRET_NAME = 'address-hmac';
const cache = new WeakMap<Kysely<Database>, Promise<Buffer>>();
/** SERVER_SECRET as bytes, made once: the same Buffer on every call, as keyed() keeps keys per secret. */
const configuredSecrets = new Map<string, Promise<Buffer>>();

/**
 * The key of address HMACs: SERVER_SECRET when set, else one made at random on the first
 * start and kept in the database (`server_secrets`), so every process on that database
 * agrees without configuration. Read once per database handle.
 */
export function serverSecret(db: Kysely<Database>, configured?: string): Promise<Buffer> {
  if (configured) {
    let bytes = configuredSecrets.get(configured);
    if (!bytes) configuredSecrets.set(configured, (bytes = Promise.resolve(Buffer.from(configured, 'utf8'))));
    return bytes;
  }
  let secret = cache.get(db);
  if (!secret) {
    secret = loadOrCreate(db);
    secret.catch(() => cache.delete(db)); // a failed read is tried again on the next call
    cache.set(db, secret);
  }
  return secret;
}

async function loadOrCreate(db: Kysely<Database>): Promise<Buffer> {
  // Two processes starting together: one insert wins, both read the winner.
  await db
    .insertInto('server_secrets')
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}

/**
 * An address, a session id, a user id or a feed's token as stored for rate limits: an HMAC under the server's secret,
 * so a leaked table names no address (a plain hash of an IPv4 address is undone by trying
 * all 2^32 of them).
 */
export function keyed(secret: Buffer, kind: 'address' | 'session' | 'user' | 'token', value: string): string {
  if (kind !== 'user') return hmac(secret, kind, value);
  // A person's key is asked on each of their counted calls (the search: every keystroke), so it
  // is kept per secret; a user id is no secret. Addresses, sessions and tokens are not kept.
  let keys = userKeys.get(secret);
  if (!keys) userKeys.set(secret, (keys = new LRUCache({ max: KEPT_USER_KEYS })));
  let key = keys.get(value);
  if (key === undefined) keys.set(value, (key = hmac(secret, kind, value)));
  return key;
}

const hmac = (secret: Buffer, kind: string, value: string) =>
  createHmac('sha256', secret).update(`${kind}:${value}`).digest('base64url');

const KEPT_USER_KEYS = 10_000;
const userKeys = new WeakMap<Buffer, LRUCache<string, string>>();
