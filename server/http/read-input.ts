import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { ClientClosedRequest, HttpError } from '@server/errors.ts';
import { readError, unreadIncoming } from './incoming.ts';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from './json-depth.ts';

/**
 * A call's JSON body at most: the largest real input (a task with 100 subtasks and a long
 * description) is far below it. Uploads opt out of the JSON body (`ownBody`) and set their own.
 */
export const MAX_JSON_BODY = 128 * 1024;
const tooLarge = () => new HttpError('too_large');

/**
 * Reads the body straight from Node's request: building a web Request (what
 * `c.req.text()` does under @hono/node-server) costs more than the rest of a small call.
 * A client that goes away before the end is a ClientClosedRequest (logged as such, not a 500).
 */
function readIncoming(incoming: IncomingMessage, limit: number): Promise<string> {
  const declared = Number(incoming.headers['content-length'] ?? 0);
  if (declared > limit) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let ended = false;
    incoming.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        incoming.pause();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    incoming.on('end', () => {
      ended = true;
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    incoming.on('error', (err) => reject(readError(err)));
    incoming.on('close', () => {
      if (!ended) reject(new ClientClosedRequest());
    });
  });
}

async function readBody(c: Context): Promise<string> {
  const incoming = unreadIncoming(c);
  if (incoming) return readIncoming(incoming, MAX_JSON_BODY);
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > MAX_JSON_BODY) throw tooLarge();
  const text = await c.req.text(); // app.request() in tests
  if (Buffer.byteLength(text) > MAX_JSON_BODY) throw tooLarge();
  return text;
}

/** No body at all: a zero length, or neither a length nor chunks (nor, under app.request, a body stream). */
function hasNoBody(c: Context): boolean {
  const length = c.req.header('content-length');
  if (length === '0') return true;
  if (length !== undefined || c.req.header('transfer-encoding') !== undefined) return false;
  return c.req.raw.body === null;
}

const isJson = (contentType: string | undefined) => /^application\/json\s*(;|$)/i.test(contentType ?? '');

/**
 * A call's input: the query string merged with a JSON body (the spec sends
 * `sessionId` and `action` in the query for some calls and in the body for others).
 * Body fields win over query fields of the same name. A body must be JSON (415 otherwise),
 * at most 128 KB (413, before anything is parsed) and at most 64 levels deep (400, found
 * without parsing). `ownBody`: the function reads its body itself (uploads); only the
 * query is read here.
 */
export async function readInput(c: Context, opts: { ownBody?: boolean } = {}): Promise<Record<string, unknown>> {
  const query: Record<string, unknown> = { ...c.req.query() };
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || opts.ownBody) return query;
  if (!isJson(c.req.header('content-type'))) {
    if (hasNoBody(c)) return query;
    throw new HttpError('unsupported_media_type');
  }
  const text = await readBody(c);
  if (text.trim() === '') return query;
  if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) throw new HttpError('too_deep');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError('malformed_json');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError('body_not_object');
  }
  return { ...query, ...(body as Record<string, unknown>) };
}
