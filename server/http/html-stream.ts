import { Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';

/**
 * Brotli at quality 5 for a drawn page when the browser takes it: a drawn planner of 300 tasks
 * (345 KB, its state mostly) is 11.4 KB where gzip makes 17.2 KB, a third less to wait for on a
 * slow line, in about the same 3 ms. Brotli's default quality (11) took 0.4 s. False: gzip only.
 */
const BROTLI_PAGES = true;
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** The page's encoding: the best the browser takes, brotli before gzip when it takes both as much. */
function encodingOf(c: Context): 'br' | 'gzip' | 'identity' {
  const supports = BROTLI_PAGES ? ['br', 'gzip'] : ['gzip'];
  return accepts(c, {
    header: 'Accept-Encoding',
    supports,
    default: 'identity',
    match: (offered, { default: none }) => {
      const q = (name: string) => offered.find((o) => o.type.toLowerCase() === name)?.q ?? 0;
      const best = Math.max(0, ...supports.map(q));
      return best > 0 ? supports.find((name) => q(name) === best)! : none;
    },
  }) as 'br' | 'gzip' | 'identity';
}

/**
 * A page sent in two parts: `head` at once (so the browser starts its stylesheets) and the rest
 * when it is ready. Compressed when the browser takes it, with the head flushed through the
 * compressor (the app's compress middleware would hold it until the end).
 */
export function streamHtml(c: Context, head: string, rest: Promise<string>, status = 200): Response {
  const headers = new Headers(c.res.headers);
  headers.set('Content-Type', 'text/html; charset=UTF-8');
  const encoding = encodingOf(c);
  if (encoding === 'identity') {
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
  headers.set('Content-Encoding', encoding);
  const zip = encoding === 'br' ? createBrotliCompress(BROTLI) : createGzip();
  zip.write(head);
  zip.flush(encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH);
  void rest.then((text) => zip.end(text));
  return new Response(Readable.toWeb(zip) as ReadableStream<Uint8Array>, { status, headers });
}
