import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { HttpError } from './errors.ts';

export const MAX_JSON_BODY = 1024 * 1024;
const tooLarge = () => new HttpError('too_large');

/**
 * Reads the body straight from Node's request: building a web Request (what
 * `c.req.text()` does under @hono/node-server) costs more than the rest of a small call.
 */
function readIncoming(incoming: IncomingMessage, limit: number): Promise<string> {
  const declared = Number(incoming.headers['content-length'] ?? 0);
  if (declared > limit) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    incoming.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        incoming.pause();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    incoming.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    incoming.on('error', reject);
  });
}

async function readBody(c: Context): Promise<string> {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming && !incoming.readableEnded && incoming.readable) return readIncoming(incoming, MAX_JSON_BODY);
  const text = await c.req.text(); // app.request() in tests
  if (Buffer.byteLength(text) > MAX_JSON_BODY) throw tooLarge();
  return text;
}

/**
 * A call's input: the query string merged with a JSON body (the spec sends
 * `sessionId` and `action` in the query for some calls and in the body for others).
 * Body fields win over query fields of the same name.
 */
export async function readInput(c: Context): Promise<Record<string, unknown>> {
  const query: Record<string, unknown> = { ...c.req.query() };
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return query;
  if ((c.req.header('content-type') ?? '').startsWith('multipart/form-data')) return query; // read by the host for calls that take files (read-multipart.ts)
  const text = await readBody(c);
  if (text.trim() === '') return query;
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
