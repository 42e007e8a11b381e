import type { Context } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { KeptText } from '../db/answer-cache.ts';

/** compress()'s own threshold: below it, gzip costs more than it saves. */
export const GZIP_FROM = 1024;

export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const accepts = parseAccept(header);
  const named = accepts.find((a) => a.type.toLowerCase() === 'gzip') ?? accepts.find((a) => a.type === '*');
  return (named?.q ?? 0) > 0;
}

/**
 * An answer's text with its Content-Length. A kept answer long enough to gain from gzip goes as
 * its kept gzip (made once, server/db/answer-cache.ts) to a client that takes it: compress()
 * leaves an answer that has its Content-Encoding alone. The function host and the calendar feed
 * both send kept answers this way.
 */
export function textBody(
  c: Context,
  text: string | KeptText,
  status: ContentfulStatusCode,
  headers: Record<string, string>,
): Response {
  if (text instanceof KeptText && text.text.length >= GZIP_FROM && acceptsGzip(c.req.header('Accept-Encoding'))) {
    const gzipped = text.gzipped();
    // A Buffer is a Uint8Array; its backing store is never shared memory.
    return c.body(gzipped as Uint8Array<ArrayBuffer>, status, {
      ...headers,
      'Content-Encoding': 'gzip',
      'Content-Length': String(gzipped.byteLength),
    });
  }
  // Encoded once: its length is counted from the bytes sent, not by encoding the text twice.
  const bytes = Buffer.from(text instanceof KeptText ? text.text : text);
  return c.body(bytes as Uint8Array<ArrayBuffer>, status, { ...headers, 'Content-Length': String(bytes.byteLength) });
}
