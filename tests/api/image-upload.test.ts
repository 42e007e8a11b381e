import { readdirSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createApp } from '@server/http/app.ts';
import { claimUpload, purgeUnattachedUploads } from '@server/features/uploads/uploads-service.ts';
import { createUploadStore } from '@server/storage/create-store.ts';
import { imageSrcSet, variantsOf } from '@shared/uploads.ts';
import type { UploadStore } from '@server/storage/upload-store.ts';
import { bombPng, noisePng, phoneJpeg, solid } from '../support/images.ts';
import { serveApp } from '../support/live-server.ts';
import { startS3Emulator } from '../support/s3-emulator.ts';
import { ANON_KEY, createTestApp } from '../support/test-app.ts';

// Limits on uploads per person are tested in upload-limits.test.ts; here one person uploads many.
const t = await createTestApp({ rateLimitFactor: 100 });
const s3 = await startS3Emulator();
afterAll(() => s3.close());
const s3Uploads = await createUploadStore({ ...t.config, storage: s3.storage });

/** One database, the same app over each store. */
const drivers: { name: string; app: Hono; store: UploadStore; keys: () => Promise<string[]> }[] = [
  {
    name: 'disk',
    app: t.app,
    store: t.deps.uploads,
    async keys() {
      const root = join(t.dataDir, 'uploads');
      try {
        return (readdirSync(root, { recursive: true }) as string[])
          .filter((p) => statSync(join(root, p)).isFile())
          .sort();
      } catch {
        return [];
      }
    },
  },
  { name: 's3', app: createApp({ ...t.deps, uploads: s3Uploads }), store: s3Uploads, keys: () => s3.keys() },
];

const me = await t.signIn('Uploader');
const other = await t.signIn('Someone Else');
const blob = (bytes: Uint8Array, type = 'image/jpeg') => new Blob([new Uint8Array(bytes)], { type });

interface UploadFields {
  file?: Blob;
  name?: string;
  bucket?: string;
  folder?: string;
  sessionId?: string | null;
}

async function upload(app: Hono, f: UploadFields, lang = 'en') {
  const form = new FormData();
  if (f.file) form.append('file', f.file, f.name ?? 'photo.jpg');
  form.append('bucket', f.bucket ?? 'posts');
  form.append('folder', f.folder ?? 'covers');
  if (f.sessionId !== null) form.append('sessionId', f.sessionId ?? me.sessionId);
  const res = await app.request('/functions/v1/image-upload', {
    method: 'POST',
    headers: { authorization: `Bearer ${ANON_KEY}`, 'accept-language': lang },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { url?: string; error?: string; code?: string } };
}

const uploadRows = async () =>
  (
    await t.db.db
      .selectFrom('uploads')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

/** The stored image behind a URL, read back through the server's /uploads route. */
async function served(app: Hono, url: string) {
  const res = await app.request(new URL(url, 'http://any.host').pathname);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

const pixel = async (img: Buffer, x: number, y: number) => {
  const { data } = await sharp(img)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data];
};

const jpeg = await phoneJpeg();
const png = await solid(900, 500).png().toBuffer();
const gif = await solid(300, 200).gif().toBuffer();
const webp = await solid(2400, 800).webp().toBuffer();
const avif = await solid(320, 240).avif().toBuffer();
const sixMb = await noisePng(6 * 1024 * 1024);
const bomb = bombPng();
const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));

/** 50 MB sent to a live server as fast as it takes them; resolves with its answer. */
function sendFiftyMegabytes(base: string, declareLength: boolean): Promise<{ status: number; body: string }> {
  const total = 50 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      authorization: `Bearer ${ANON_KEY}`,
      'content-type': 'multipart/form-data; boundary=b',
      'accept-language': 'en',
    };
    if (declareLength) headers['content-length'] = String(total);
    const req = request(`${base}/functions/v1/image-upload`, { method: 'POST', headers });
    let answered = false;
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => {
        answered = true;
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    // The server closes the connection once it has answered: a write after that fails, harmlessly.
    req.on('error', (err) => !answered && reject(err));
    const chunk = Buffer.alloc(64 * 1024, 1);
    let written = 0;
    const pump = () => {
      while (!answered && written < total) {
        written += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe('image-upload on a live server', () => {
  it('answers 413 to a 50 MB body, declared or streamed, and stays up', async () => {
    const live = await serveApp(t.app);
    try {
      for (const declared of [true, false]) {
        const r = await sendFiftyMegabytes(live.url, declared);
        expect(r.status, `declared ${declared}`).toBe(413);
        expect(JSON.parse(r.body)).toMatchObject({ code: 'file_too_large', error: 'File size must be less than 5MB' });
      }
      expect((await fetch(`${live.url}/healthz`)).status).toBe(200);
    } finally {
      await live.close();
    }
  });
});

describe('image-upload on S3 with S3_PUBLIC_URL', () => {
  it('answers the bucket’s own address, where the object is WebP and cached for good', async () => {
    const publicUrl = `${s3.endpoint}/${s3.bucket}`;
    const store = await createUploadStore({ ...t.config, storage: { ...s3.storage, publicUrl } });
    const r = await upload(createApp({ ...t.deps, uploads: store }), { file: blob(jpeg) });
    expect(r.body.url?.startsWith(`${publicUrl}/posts/covers/`)).toBe(true);
    const res = await fetch(r.body.url!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe('webp');
    // The smaller copies the app's srcset names are at the bucket's address too (nothing asks the server for them).
    const copies = variantsOf(r.body.url!);
    expect(copies.map((c) => c.width)).toEqual([480, 960]);
    for (const copy of copies) expect((await fetch(copy.key)).status, copy.key).toBe(200);
  });
});

describe.each(drivers)('image-upload on the $name store', ({ app, store, keys }) => {
  describe('refuses bad input with a clear 4xx, and stores nothing', () => {
    const cases: [string, UploadFields, number, string, string?][] = [
      ['no file', {}, 400, 'invalid_input', 'file: is required'],
      ['an empty file', { file: blob(new Uint8Array(0)) }, 400, 'not_an_image', 'Please upload an image file'],
      [
        'text renamed .jpg',
        { file: blob(Buffer.from('just some words, not a picture')) },
        400,
        'not_an_image',
        'Please upload an image file',
      ],
      ['HTML renamed .jpg', { file: blob(html) }, 400, 'not_an_image', 'Please upload an image file'],
      [
        'SVG sent as an image',
        { file: blob(svg, 'image/svg+xml'), name: 'logo.svg' },
        400,
        'not_an_image',
        'Please upload an image file',
      ],
      ['SVG renamed .jpg', { file: blob(svg) }, 400, 'not_an_image', 'Please upload an image file'],
      ['a PDF renamed .jpg', { file: blob(pdf) }, 400, 'not_an_image', 'Please upload an image file'],
      ['a truncated JPEG', { file: blob(truncated) }, 400, 'image_unreadable'],
      [
        'a 6 MB image',
        { file: blob(sixMb, 'image/png'), name: 'big.png' },
        413,
        'file_too_large',
        'File size must be less than 5MB',
      ],
      [
        'a 20,000×20,000 PNG of a few KB',
        { file: blob(bomb, 'image/png'), name: 'bomb.png' },
        400,
        'image_too_many_pixels',
        'The image is too large: at most 60 megapixels',
      ],
      ['a bucket outside the list', { file: blob(jpeg), bucket: 'private' }, 400, 'invalid_input'],
      ['a folder outside the list', { file: blob(jpeg), folder: 'documents' }, 400, 'invalid_input'],
      [
        'a folder of the other bucket',
        { file: blob(jpeg), bucket: 'posts', folder: 'avatars' },
        400,
        'invalid_input',
        'folder: this folder is not in this bucket (posts: covers, events; profiles: avatars, covers)',
      ],
      ['path characters in the bucket', { file: blob(jpeg), bucket: '../../etc' }, 400, 'invalid_input'],
      ['path characters in the folder', { file: blob(jpeg), folder: 'covers/../../../tmp' }, 400, 'invalid_input'],
      ['path characters in the session id', { file: blob(jpeg), sessionId: '../../sessions/x' }, 400, 'invalid_input'],
      ['no session', { file: blob(jpeg), sessionId: null }, 401, 'no_session', 'No session found'],
      [
        'an unknown session',
        { file: blob(jpeg), sessionId: '00000000-0000-4000-8000-000000000000' },
        401,
        'no_session',
        'No session found',
      ],
    ];
    it.each(cases)('%s', async (_name, fields, status, code, text) => {
      const [before, rows] = [await keys(), await uploadRows()];
      const r = await upload(app, fields);
      expect(r.status, JSON.stringify(r.body)).toBe(status);
      expect(r.body.code).toBe(code);
      if (text) expect(r.body.error).toBe(text);
      expect(r.body.error?.length).toBeGreaterThan(5);
      expect(await keys()).toEqual(before);
      expect(await uploadRows()).toBe(rows);
    });

    it('refuses an anonymous session with 401', async () => {
      const r = await upload(app, { file: blob(jpeg), sessionId: await t.anonymousSession() });
      expect(r).toMatchObject({ status: 401, body: { code: 'no_session', error: 'No session found' } });
    });

    it('says it in the caller’s language', async () => {
      const r = await upload(app, { file: blob(pdf) }, 'ru');
      expect(r.body.error).toBe('Пожалуйста, загрузите изображение');
      const big = await upload(app, { file: blob(sixMb) }, 'ru');
      expect(big.body.error).toBe('Размер файла должен быть меньше 5 МБ');
      // A saved setting wins over the browser's Accept-Language.
      const russian = await t.signIn('Говорящий по-русски');
      await t.db.db
        .insertInto('user_settings')
        .values({ user_id: russian.userId, language: 'ru' })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ language: 'ru' }))
        .execute();
      const own = await upload(app, { file: blob(html), sessionId: russian.sessionId }, 'en');
      expect(own.body.error).toBe('Пожалуйста, загрузите изображение');
    });

    it('refuses a JSON body, and stays up for the next call', async () => {
      const res = await app.request('/functions/v1/image-upload', {
        method: 'POST',
        headers: { authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json', 'accept-language': 'en' },
        body: JSON.stringify({ sessionId: me.sessionId, bucket: 'posts', folder: 'covers', file: 'aGVsbG8=' }),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'multipart_expected' });
      const garbled = await app.request('/functions/v1/image-upload', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${ANON_KEY}`,
          'content-type': 'multipart/form-data; boundary=xyz',
          'accept-language': 'en',
        },
        body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nnever closed',
      });
      expect(garbled.status).toBe(400);
      expect(await garbled.json()).toMatchObject({ code: 'malformed_multipart' });
      expect((await upload(app, { file: blob(png) })).status).toBe(200);
    });

    it('cuts a body that goes past the limit while it streams, without reading the rest', async () => {
      let sent = 0;
      const chunk = new Uint8Array(64 * 1024);
      const head = new TextEncoder().encode(
        `--b\r\nContent-Disposition: form-data; name="file"; filename="x.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      );
      const endless = new ReadableStream<Uint8Array>({
        pull(ctl) {
          if (sent === 0) ctl.enqueue(head);
          sent += chunk.byteLength;
          if (sent > 50 * 1024 * 1024) ctl.close();
          else ctl.enqueue(chunk);
        },
      });
      const res = await app.request('/functions/v1/image-upload', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${ANON_KEY}`,
          'content-type': 'multipart/form-data; boundary=b',
          'accept-language': 'en',
        },
        body: endless,
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ code: 'file_too_large', error: 'File size must be less than 5MB' });
      expect(sent).toBeLessThan(6 * 1024 * 1024);
    });

    it('refuses a declared length over the limit before reading the body', async () => {
      const res = await app.request('/functions/v1/image-upload', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${ANON_KEY}`,
          'content-type': 'multipart/form-data; boundary=b',
          'content-length': String(50 * 1024 * 1024),
        },
        body: '--b--',
      });
      expect(res.status).toBe(413);
    });
  });

  describe('stores every accepted image as a new WebP', () => {
    it('turns a phone JPEG upright and drops its EXIF, GPS, camera and author', async () => {
      const r = await upload(app, { file: blob(jpeg), name: '../../../etc/passwd.jpg' });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.url).toMatch(/\/posts\/covers\/[0-9a-f-]{36}\/full\.webp$/);
      expect(r.body.url).not.toContain('passwd');
      const { res, bytes } = await served(app, r.body.url!);
      expect(res.status).toBe(200);
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 300, height: 600 });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes('TestCam')).toBe(false);
      expect(bytes.includes('Ivanov')).toBe(false);
      // Stored left half red: shown upright (90° clockwise), red is on top.
      const [top, bottom] = [await pixel(bytes, 150, 50), await pixel(bytes, 150, 550)];
      expect(top[0]).toBeGreaterThan(200);
      expect(top[2]).toBeLessThan(60);
      expect(bottom[2]).toBeGreaterThan(200);
      expect(bottom[0]).toBeLessThan(60);
    });

    // The image, then its smaller copies (width × height each), as the app's srcset names them.
    const sizes: [string, Buffer, string, string, number, number, [number, number][]][] = [
      [
        'PNG as an avatar: 400×400, cropped',
        png,
        'profiles',
        'avatars',
        400,
        400,
        [
          [96, 96],
          [192, 192],
        ],
      ],
      ['GIF as a profile cover: 1200×400', gif, 'profiles', 'covers', 1200, 400, [[600, 200]]],
      [
        'WebP as a post cover: at most 1600 wide',
        webp,
        'posts',
        'covers',
        1600,
        533,
        [
          [480, 160],
          [960, 320],
        ],
      ],
      [
        'AVIF as an event cover: never enlarged',
        avif,
        'posts',
        'events',
        320,
        240,
        [
          [320, 240],
          [320, 240],
        ],
      ],
    ];
    it.each(sizes)('%s', async (_name, bytes, bucket, folder, width, height, copies) => {
      const r = await upload(app, { file: blob(bytes, 'application/octet-stream'), name: 'image', bucket, folder });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.url).toContain(`/${bucket}/${folder}/`);
      const meta = await sharp((await served(app, r.body.url!)).bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height });
      const variants = variantsOf(r.body.url!);
      expect(variants).toHaveLength(copies.length);
      for (const [i, v] of variants.entries()) {
        const { res, bytes: copy } = await served(app, v.key);
        expect(res.status, v.key).toBe(200);
        expect(await sharp(copy).metadata(), v.key).toMatchObject({
          format: 'webp',
          width: copies[i][0],
          height: copies[i][1],
        });
        expect(imageSrcSet(r.body.url)).toContain(`${v.key} ${v.width}w`);
      }
      const row = await t.db.db
        .selectFrom('uploads')
        .selectAll()
        .where('key', '=', store.keyOf(r.body.url!)!)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ profile_id: me.profileId, bucket, folder, attached_at: null });
      expect(await keys()).toContain(row.key);
    });

    it('serves the stored file as WebP, nosniff, cached for good; 404 for anything else', async () => {
      const r = await upload(app, { file: blob(png) });
      const { res } = await served(app, r.body.url!);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const path = new URL(r.body.url!, 'http://any.host').pathname;
      for (const bad of [
        path.replace(/[0-9a-f]{8}-/, '00000000-'),
        path.replace('.webp', '.png'),
        path.replace('full.webp', '123.webp'), // a width no image has a copy at
        path.replace('/full.webp', '.webp'),
        '/uploads/posts/covers/../../../package.json',
        '/uploads/posts/covers/%2e%2e%2f%2e%2e%2fpackage.json',
        '/uploads/..%2f..%2fpackage.json',
        '/uploads/',
      ]) {
        expect((await app.request(bad)).status, bad).toBe(404);
      }
    });
  });

  describe('claimUpload: later calls take only the caller’s own uploads', () => {
    it('attaches the caller’s own upload, and refuses anyone else’s and addresses from elsewhere', async () => {
      const mine = (await upload(app, { file: blob(png), bucket: 'profiles', folder: 'avatars' })).body.url!;
      const theirs = (
        await upload(app, { file: blob(png), bucket: 'profiles', folder: 'avatars', sessionId: other.sessionId })
      ).body.url!;
      const db = t.db.db;
      const claim = (url: string, profileId = me.profileId, folder: 'avatars' | 'covers' = 'avatars') =>
        claimUpload(db, store, { profileId, url, bucket: 'profiles', folder });
      await expect(claim(theirs)).rejects.toMatchObject({ code: 'not_your_upload', status: 400 });
      await expect(claim(mine, me.profileId, 'covers')).rejects.toMatchObject({ code: 'not_your_upload' });
      await expect(claim(`https://evil.example${new URL(mine, 'http://any.host').pathname}`)).rejects.toMatchObject({
        code: 'not_your_upload',
      });
      await expect(claim('https://evil.example/avatar.png')).rejects.toMatchObject({ code: 'not_your_upload' });
      await expect(claim(`${mine}?x=1`)).rejects.toMatchObject({ code: 'not_your_upload' });
      // A copy is not an image of its own to attach.
      await expect(claim(mine.replace('full.webp', '96.webp'))).rejects.toMatchObject({ code: 'not_your_upload' });
      await claim(mine);
      await claim(mine); // again: still the caller's
      const row = await db
        .selectFrom('uploads')
        .select('attached_at')
        .where('key', '=', store.keyOf(mine)!)
        .executeTakeFirstOrThrow();
      expect(row.attached_at).toBeInstanceOf(Date);
    });
  });

  describe('the clean-up', () => {
    it('removes uploads never attached within a day, row and object, once, even when two run at once', async () => {
      const db = t.db.db;
      const stale = (await upload(app, { file: blob(png) })).body.url!;
      const kept = (await upload(app, { file: blob(png) })).body.url!;
      const fresh = (await upload(app, { file: blob(png) })).body.url!;
      await claimUpload(db, store, { profileId: me.profileId, url: kept, bucket: 'posts', folder: 'covers' });
      const aged = [store.keyOf(stale)!, store.keyOf(kept)!];
      await db
        .updateTable('uploads')
        .set({ created_at: new Date(Date.now() - 25 * 3600_000) })
        .where('key', 'in', aged)
        .execute();

      const [a, b] = await Promise.all([purgeUnattachedUploads(db, store), purgeUnattachedUploads(db, store)]);
      expect(a.failed.concat(b.failed)).toEqual([]);
      expect(a.removed + b.removed).toBeGreaterThanOrEqual(1);
      const left = await keys();
      expect(left).not.toContain(store.keyOf(stale));
      expect(left).toContain(store.keyOf(kept));
      expect(left).toContain(store.keyOf(fresh));
      expect((await served(app, stale)).res.status).toBe(404);
      // Its copies went with it; the kept one's stay.
      for (const v of variantsOf(stale)) expect((await served(app, v.key)).res.status, v.key).toBe(404);
      for (const v of variantsOf(kept)) expect((await served(app, v.key)).res.status, v.key).toBe(200);
      expect(left.filter((k) => k.startsWith(store.keyOf(stale)!.replace('/full.webp', '')))).toEqual([]);
      expect(
        await db.selectFrom('uploads').select('key').where('key', '=', store.keyOf(stale)!).executeTakeFirst(),
      ).toBeUndefined();
      expect(await purgeUnattachedUploads(db, store)).toEqual({ removed: 0, failed: [] });
    });
  });
});
