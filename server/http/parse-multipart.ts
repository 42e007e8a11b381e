/**
 * A multipart/form-data body already in memory, split with Buffer.indexOf (native) rather
 * than the platform's `Response.formData()`, whose parser runs in JavaScript: 15–20 ms of
 * the event loop for a 4 MB photo, in one piece. Only what browsers send is understood:
 * parts with `Content-Disposition: form-data; name="…"` (and `filename="…"` for files);
 * anything else makes the body malformed (undefined). A file part is a view of the body,
 * not a copy: a photo is held once while it is checked and decoded.
 */

/** The boundary named by a multipart Content-Type, quoted or not. */
export function boundaryOf(contentType: string): string | undefined {
  const m = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return m?.[1] ?? m?.[2];
}

const CRLF = 0x0d0a;

function headerParam(header: string, name: string): string | undefined {
  const m = new RegExp(`;\\s*${name}="([^"]*)"`, 'i').exec(header);
  return m?.[1];
}

/** Fields by name (the first of a repeated name), files as their bytes; undefined when malformed. */
export function parseMultipart(
  body: Buffer<ArrayBuffer>,
  boundary: string,
): Record<string, string | Buffer<ArrayBuffer>> | undefined {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const fields: Record<string, string | Buffer<ArrayBuffer>> = {};
  // The first delimiter may open the body without the CRLF before it.
  let at = body.indexOf(delimiter.subarray(2));
  if (at < 0) return undefined;
  at += delimiter.length - 2;
  for (;;) {
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return fields; // the closing `--boundary--`
    if (body.length < at + 2 || body.readUInt16BE(at) !== CRLF) return undefined;
    const headersEnd = body.indexOf('\r\n\r\n', at + 2);
    if (headersEnd < 0) return undefined;
    const next = body.indexOf(delimiter, headersEnd + 4);
    if (next < 0) return undefined;
    const headers = body.toString('utf8', at + 2, headersEnd).split('\r\n');
    const disposition = headers.find((h) => /^content-disposition:\s*form-data\s*;/i.test(h));
    const name = disposition && headerParam(disposition, 'name');
    if (name === undefined || name === '') return undefined;
    const content = body.subarray(headersEnd + 4, next);
    // The file's name and declared type are dropped: neither decides anything here.
    const isFile = headerParam(disposition!, 'filename') !== undefined;
    if (!Object.hasOwn(fields, name)) fields[name] = isFile ? content : content.toString('utf8');
    at = next + delimiter.length;
  }
}
