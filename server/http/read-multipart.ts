import type { Context } from 'hono';
import type { ErrorCode } from '@shared/errors.ts';
import { ClientClosedRequest, HttpError } from '@server/errors.ts';
import { readError, unreadIncoming } from './incoming.ts';
import { boundaryOf, parseMultipart } from './parse-multipart.ts';

/**
 * Reads at most `maxBytes` of the body, counting while it streams: a declared length over
 * the limit is refused before a byte is read, an undeclared one as soon as it passes. The
 * rest is never read here; @hono/node-server drains it briefly after the answer and then
 * closes the connection. The source is paused, not destroyed, which would take the socket
 * down before the 413 goes out. Straight from Node's request where there is one: the web
 * stream over it costs a 4 MB photo twice the event loop's time.
 */
async function readLimited(c: Context, maxBytes: number, tooLarge: ErrorCode): Promise<Buffer<ArrayBuffer>> {
  const declared = Number(c.req.header('content-length'));
  if (declared > maxBytes) throw new HttpError(tooLarge);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const incoming = unreadIncoming(c);
  if (incoming) {
    await new Promise<void>((resolve, reject) => {
      incoming.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          incoming.pause();
          incoming.removeAllListeners('data');
          reject(new HttpError(tooLarge));
          return;
        }
        chunks.push(chunk);
      });
      incoming.on('end', resolve);
      incoming.on('error', (err) => reject(readError(err)));
      // A client gone mid-upload: no answer will reach it, but the call must not hang.
      incoming.on('close', () => !incoming.readableEnded && reject(new ClientClosedRequest()));
    });
    return Buffer.concat(chunks, size);
  }
  const body = c.req.raw.body;
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) throw new HttpError(tooLarge);
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  return Buffer.concat(chunks, size);
}

/** The fields of a multipart/form-data body (files as web `File`s), its size limited as it arrives. */
export async function readMultipart(
  c: Context,
  limit: { maxBytes: number; tooLarge: ErrorCode },
): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw new HttpError('multipart_expected');
  const boundary = boundaryOf(type);
  if (!boundary) throw new HttpError('malformed_multipart');
  const fields = parseMultipart(await readLimited(c, limit.maxBytes, limit.tooLarge), boundary);
  if (!fields) throw new HttpError('malformed_multipart');
  return fields;
}
