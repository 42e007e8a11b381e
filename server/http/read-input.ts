import type { Context } from 'hono';
import { badRequest } from './errors.ts';

/**
 * A call's input: the query string merged with a JSON body (the spec sends
 * `sessionId` and `action` in the query for some calls and in the body for others).
 * Body fields win over query fields of the same name.
 */
export async function readInput(c: Context): Promise<Record<string, unknown>> {
  const query: Record<string, unknown> = { ...c.req.query() };
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return query;
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) return query; // read by the handler itself
  const text = await c.req.text();
  if (text.trim() === '') return query;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON', 'malformed_json');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object', 'malformed_json');
  }
  return { ...query, ...(body as Record<string, unknown>) };
}
