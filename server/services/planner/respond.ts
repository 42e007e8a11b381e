import type { Context } from 'hono';

/**
 * An answer already serialised by PostgreSQL (reads.ts): sent as it is, so a list of
 * thousands of tasks is never parsed and re-stringified in Node.
 */
export function jsonText(c: Context, body: string): Response {
  return c.body(body, 200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
  });
}
