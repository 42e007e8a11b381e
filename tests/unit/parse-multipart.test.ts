import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { boundaryOf, parseMultipart } from '@server/http/parse-multipart.ts';

/** A body exactly as fetch (and so a browser) writes FormData. */
async function encode(form: FormData) {
  const res = new Response(form);
  const type = res.headers.get('content-type')!;
  return { type, body: Buffer.from(await res.arrayBuffer()) };
}

describe('parseMultipart', () => {
  it('reads the fields and the file fetch sends (with a name in Cyrillic), bytes for bytes', async () => {
    const bytes = randomBytes(300_000);
    const form = new FormData();
    form.append('sessionId', 'abc');
    form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'фото отпуска.jpg');
    form.append('bucket', 'posts');
    form.append('bucket', 'profiles');
    const { type, body } = await encode(form);
    const fields = parseMultipart(body, boundaryOf(type)!)!;
    expect(fields.sessionId).toBe('abc');
    expect(fields.bucket).toBe('posts'); // the first of a repeated name
    expect(Buffer.isBuffer(fields.file)).toBe(true);
    expect((fields.file as Buffer).equals(bytes)).toBe(true);
  });

  it('keeps a file holding CRLF and dashes that are not the boundary', async () => {
    const bytes = Buffer.from('a\r\n--\r\n--not-the-boundary\r\n\r\nz');
    const form = new FormData();
    form.append('file', new Blob([bytes]), 'x.bin');
    const { type, body } = await encode(form);
    expect((parseMultipart(body, boundaryOf(type)!)!.file as Buffer).equals(bytes)).toBe(true);
  });

  it('takes a quoted boundary', () => {
    expect(boundaryOf('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(boundaryOf('multipart/form-data; charset=utf-8; boundary=xyz')).toBe('xyz');
    expect(boundaryOf('multipart/form-data')).toBeUndefined();
  });

  it('finds a malformed body malformed', () => {
    const b = (s: string) => Buffer.from(s);
    expect(parseMultipart(b('no boundary here'), 'xyz')).toBeUndefined();
    expect(parseMultipart(b('--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue'), 'xyz')).toBeUndefined(); // never closed
    expect(parseMultipart(b('--xyz\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--xyz--'), 'xyz')).toBeUndefined(); // no name
    expect(parseMultipart(b('--xyz\r\nContent-Type: text/plain\r\n\r\nvalue\r\n--xyz--'), 'xyz')).toBeUndefined(); // no disposition
    expect(parseMultipart(b('--xyz--\r\n'), 'xyz')).toEqual({});
  });
});
