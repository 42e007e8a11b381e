import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Call } from '@shared/contract.ts';
import { HttpError } from '@server/errors.ts';
import type { AppDeps } from '../deps.ts';
import { claimKey, dropClaim, keepAnswer } from '../services/idempotent-answers.ts';
import { RATE_LIMITS } from '../services/rate-limit.ts';
import { keyed, serverSecret } from '../services/server-secret.ts';
import { enforceRateLimit } from './enforce-rate-limit.ts';

/**
 * Exactly-once writes (docs/planner-api.md, "Changes sent again"). A call whose contract says
 * `idempotent` takes this header, a UUID the app makes once per change: the app queues changes
 * made offline and sends them again when back online, and a change whose answer was lost (it
 * reached the server, the connection died before the answer) must not be applied twice.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on an answer given from the kept answers, without running the call. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The request's key, lowercase, when it sent one. A call that does not take one refuses it
 * rather than ignoring it: the client that sends a key counts on a repeat not running twice, and
 * running it anyway would break that silently; a refusal shows the mistake the first time.
 */
export function idempotencyKeyOf(c: Context, call: Call): string | undefined {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return undefined;
  if (!call.idempotent) throw new HttpError('idempotency_key_unsupported');
  if (!UUID.test(key)) throw new HttpError('idempotency_key_invalid');
  return key.toLowerCase();
}

/**
 * What a repeat must match: the function, the action and the input without the session (which
 * may come in the body or the header). Keys sorted: the app keeps a queued change as data and
 * writes its body again after a reload, perhaps in another order.
 */
export function requestHash(call: Call, input: Record<string, unknown>): string {
  const { sessionId: _session, ...rest } = input;
  return createHash('sha256')
    .update(JSON.stringify([call.fn, call.action ?? null, sorted(rest)]))
    .digest('base64url');
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(object)
      .sort()
      .map((k) => [k, sorted(object[k])]),
  );
}

/** What the host answers: the call's own answer, or the first answer to the same key. */
export interface Written extends Answered {
  status: ContentfulStatusCode;
  replayed: boolean;
}

/** The call's answer as the host made it: the handler's value, its JSON text, and whether it read the session. */
interface Answered {
  answer: unknown;
  body: string;
  readSession: boolean;
}

/**
 * Runs an `idempotent` call at most once per session and key. A repeat of the same change gets
 * the first answer without running it again or being counted; the same key with another change
 * is refused (422), and a repeat while the first still runs too (409), so the two never run
 * together. Only a success is kept: a refusal changed nothing, so its claim is dropped and a
 * repeat runs again (a 429's too, once the window has passed). A key is the session's own:
 * another session's same key is another change. Without a key or a session the call just runs
 * (without a session it is refused by the handler).
 */
export async function runOnce(
  c: Context,
  deps: AppDeps,
  call: Call,
  input: Record<string, unknown>,
  sessionId: string | undefined,
  key: string | undefined,
  run: () => Promise<Answered>,
): Promise<Written> {
  const ran = async (): Promise<Written> => ({ ...(await run()), status: 200, replayed: false });
  const count = () => enforceRateLimit(deps, c, RATE_LIMITS.plannerWrite, sessionId);
  if (key === undefined || sessionId === undefined) {
    await count();
    return ran();
  }
  const db = deps.db.db;
  const secret = await serverSecret(db, deps.config.serverSecret);
  // Lowercase: the host takes a session id in either case, and it is one session.
  const held = await claimKey(db, keyed(secret, 'session', sessionId.toLowerCase()), key, requestHash(call, input));
  if (held.kind === 'answered') {
    // Only successes are kept (keepAnswer below), so the status is a 2xx with a body.
    const status = held.status as ContentfulStatusCode;
    return { answer: held.answer, body: held.answer, readSession: true, status, replayed: true };
  }
  if (held.kind === 'in_flight') throw new HttpError('idempotency_key_in_flight');
  if (held.kind === 'reused') throw new HttpError('idempotency_key_reused');
  const { claim } = held;
  let written: Written;
  try {
    // Counted only now: a repeat answered above is no new write.
    await count();
    written = await ran();
  } catch (err) {
    await dropClaim(db, claim).catch((e: Error) =>
      deps.logger.warn('could not drop an idempotency claim', { requestId: c.get('requestId'), err: e.message }),
    );
    throw err;
  }
  // The change is made: its answer goes out even when keeping it fails (a repeat then runs again
  // once the claim's lease is over).
  await keepAnswer(db, claim, written.status, written.body).catch((e: Error) =>
    deps.logger.warn('could not keep an idempotent answer', { requestId: c.get('requestId'), err: e.message }),
  );
  return written;
}
