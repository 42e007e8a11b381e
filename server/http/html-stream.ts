import { Readable } from 'node:stream';
import { constants, createGzip } from 'node:zlib';
import type { Context } from 'hono';

/**
 * A page sent in two parts: `head` at once (so the browser starts its stylesheets) and the rest
 * when it is ready. Gzipped when the browser takes it, with the head flushed through the
 * compressor (the app's compress middleware would hold it until the end).
 */
export function streamHtml(c: Context, head: string, rest: Promise<string>, status = 200): Response {
  const headers = new Headers(c.res.headers);
  headers.set('Content-Type', 'text/html; charset=UTF-8');
  const gzip = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
  if (!gzip) {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode(head));
        controller.enqueue(encoder.encode(await rest));
        controller.close();
      },
    });
    return new Response(body, { status, headers });
  }
  headers.set('Content-Encoding', 'gzip');
  const zip = createGzip();
  zip.write(head);
  zip.flush(constants.Z_SYNC_FLUSH);
  void rest.then((text) => zip.end(text));
  return new Response(Readable.toWeb(zip) as ReadableStream<Uint8Array>, { status, headers });
}
