import { describe, expect, it } from 'vitest';
import { up as relativeUploadUrls } from '@migrations/202611260300_relative_upload_urls.ts';
import { saveUpload } from '@server/features/uploads/uploads-service.ts';
import { postTextColumns } from '@server/features/posts/markdown/post-texts.ts';
import type { UploadBucket, UploadFolder } from '@shared/uploads.ts';
import { solid } from '../support/images.ts';
import { ANON_KEY, createTestApp } from '../support/test-app.ts';

/**
 * Uploads' addresses are relative (`/uploads/…`), so an image loads from whatever
 * address the app is opened by (127.0.0.1 while PUBLIC_URL says localhost; www and not).
 */
const PUBLIC_URL = 'https://legal.example.com';
const t = await createTestApp({ publicUrl: PUBLIC_URL, rateLimitFactor: 100 });
const me = await t.signIn('Анна Адресова');
const RELATIVE = /^\/uploads\/(posts|profiles)\/[a-z]+\/[0-9a-f-]{36}\/full\.webp$/;

const saved = async (bucket: UploadBucket, folder: UploadFolder) =>
  (
    await saveUpload(t.db.db, t.deps.uploads, {
      profileId: me.profileId,
      bucket,
      folder,
      image: { full: new Uint8Array([1]), variants: [] },
      contentType: 'image/webp',
    })
  ).url;

describe('an upload’s address', () => {
  it('is answered relative, and the image is served there', async () => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(await solid(300, 200).png().toBuffer())], { type: 'image/png' }),
      'a.png',
    );
    form.append('bucket', 'posts');
    form.append('folder', 'covers');
    form.append('sessionId', me.sessionId);
    const res = await t.app.request('/functions/v1/image-upload', {
      method: 'POST',
      headers: { authorization: `Bearer ${ANON_KEY}` },
      body: form,
    });
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(RELATIVE);
    expect((await t.app.request(url)).headers.get('content-type')).toBe('image/webp');
  });

  it('is accepted in the absolute form an older app sends, and stored relative (profile, post, event)', async () => {
    const avatar = await saved('profiles', 'avatars');
    const cover = await saved('profiles', 'covers');
    const edit = await t.call('profile-edit', {
      sessionId: me.sessionId,
      profileId: me.profileId,
      profileData: { avatar: PUBLIC_URL + avatar, cover: PUBLIC_URL + cover },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(
      await t.db.db
        .selectFrom('profiles')
        .select(['avatar', 'cover'])
        .where('id', '=', me.profileId)
        .executeTakeFirst(),
    ).toEqual({ avatar, cover });

    const postCover = await saved('posts', 'covers');
    const image = await saved('posts', 'content');
    const created = await t.call('posts', {
      action: 'create',
      sessionId: me.sessionId,
      title: 'Обложка по старому адресу',
      status: 'published',
      cover: PUBLIC_URL + postCover,
      content: { content: `Схема:\n\n![Схема](${PUBLIC_URL}${image})\n\n![](https://tracker.example/p.gif)` },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const post = created.body.post as { id: number; cover: string };
    expect(post.cover).toBe(postCover);
    const row = await t.db.db
      .selectFrom('posts')
      .select(['content', 'content_text'])
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow();
    // Only this platform's own upload changes form; another site's address stays as written.
    expect(row.content?.content).toBe(`Схема:\n\n![Схема](${image})\n\n![](https://tracker.example/p.gif)`);
    expect(row.content_text).toBe('Схема:');
    // The content image was attached: the clean-up keeps it.
    const attached = await t.db.db
      .selectFrom('uploads')
      .select('attached_at')
      .where('key', '=', image.slice('/uploads/'.length))
      .executeTakeFirstOrThrow();
    expect(attached.attached_at).not.toBeNull();

    const eventCover = await saved('posts', 'events');
    const event = await t.call('event', {
      action: 'create',
      sessionId: me.sessionId,
      event: {
        post_id: post.id,
        title: 'Семинар',
        start_date: '2026-12-10T10:00:00+03:00',
        type: 'seminar',
        is_online: true,
        is_offline: false,
        link: 'https://example.ru/seminar',
        cover: PUBLIC_URL + eventCover,
      },
    });
    expect(event.status, JSON.stringify(event.body)).toBe(200);
    expect(event.body.event.cover).toBe(eventCover);
  });

  it('from another host is still refused', async () => {
    const cover = await saved('posts', 'covers');
    const r = await t.call('posts', {
      action: 'create',
      sessionId: me.sessionId,
      title: 'Чужой хост',
      status: 'draft',
      cover: `https://evil.example${cover}`,
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('not_your_upload');
  });
});

describe('migration 202611260300_relative_upload_urls', () => {
  const UUID = '0d6f3a52-5c1e-4b8a-9f43-2d7f1e6b9a10';
  const path = (bucket: string, folder: string, tail = 'full.webp') => `/uploads/${bucket}/${folder}/${UUID}/${tail}`;

  it('makes every stored absolute address relative, whatever host it names, and leaves others alone', async () => {
    const owner = await t.signIn('Старые Адреса');
    const newPost = async (title: string) =>
      (await t.call('posts', { action: 'create', sessionId: owner.sessionId, title, status: 'published' })).body
        .post as { id: number };
    const post = await newPost('Старый пост');
    const plain = await newPost('Пост, показанный как текст');
    const cdn = await newPost('Обложка в CDN');
    const event = await t.call('event', {
      action: 'create',
      sessionId: owner.sessionId,
      event: {
        post_id: post.id,
        title: 'Вебинар',
        start_date: '2026-12-10T10:00:00+03:00',
        type: 'webinar',
        is_online: true,
        is_offline: false,
        link: 'https://example.ru/webinar',
      },
    });
    expect(event.status, JSON.stringify(event.body)).toBe(200);

    const content = [
      'Старый текст.',
      `![Схема](http://localhost:3000${path('posts', 'content')})`,
      `[Картинка крупно](<https://www.legal.example.com${path('posts', 'content', '960.webp')}>)`,
      '![](https://tracker.example/p.gif)',
      `Адрес словами: https://legal.example.com${path('posts', 'content')}`,
    ].join('\n\n');
    const preview = `Анонс ![](${PUBLIC_URL}${path('posts', 'content', '480.webp')})`;
    const plainContent = `${'*'.repeat(70)} ![](${PUBLIC_URL}${path('posts', 'content')}) хвост`;
    const texts = await postTextColumns({ preview: { content: preview }, content: { content } });
    await t.db.db
      .updateTable('profiles')
      .set({
        avatar: `http://127.0.0.1:3000${path('profiles', 'avatars')}`,
        cover: PUBLIC_URL + path('profiles', 'covers'),
      })
      .where('id', '=', owner.profileId)
      .execute();
    await t.db.db
      .updateTable('posts')
      .set({
        cover: PUBLIC_URL + path('posts', 'covers'),
        preview: JSON.stringify({ content: preview }),
        content: JSON.stringify({ content }),
        ...texts,
        translations: JSON.stringify({
          en: { title: 'Old', preview: null, content: `![](${PUBLIC_URL}${path('posts', 'content')})` },
        }),
      })
      .where('id', '=', post.id)
      .execute();
    // Saved before the Markdown limits and over them: its words are kept as typed (202611260200_post_texts).
    await t.db.db
      .updateTable('posts')
      .set({ content: JSON.stringify({ content: plainContent }), content_text: plainContent, content_is_plain: true })
      .where('id', '=', plain.id)
      .execute();
    await t.db.db
      .updateTable('posts')
      .set({ cover: `https://cdn.example.com/lp/posts/covers/${UUID}/full.webp` })
      .where('id', '=', cdn.id)
      .execute();
    await t.db.db
      .updateTable('events')
      .set({ cover: `${PUBLIC_URL}${path('posts', 'events')}` })
      .where('id', '=', event.body.event.id)
      .execute();

    await relativeUploadUrls(t.db.db as never);

    expect(
      await t.db.db
        .selectFrom('profiles')
        .select(['avatar', 'cover'])
        .where('id', '=', owner.profileId)
        .executeTakeFirst(),
    ).toEqual({ avatar: path('profiles', 'avatars'), cover: path('profiles', 'covers') });
    expect(
      (await t.db.db.selectFrom('events').select('cover').where('id', '=', event.body.event.id).executeTakeFirst())
        ?.cover,
    ).toBe(path('posts', 'events'));
    const rows = await t.db.db
      .selectFrom('posts')
      .select(['id', 'cover', 'preview', 'content', 'translations', 'preview_text', 'content_text', 'content_is_plain'])
      .where('id', 'in', [post.id, plain.id, cdn.id])
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const migrated = byId.get(post.id)!;
    expect(migrated.cover).toBe(path('posts', 'covers'));
    expect(migrated.preview?.content).toBe(`Анонс ![](${path('posts', 'content', '480.webp')})`);
    expect(migrated.content?.content).toBe(
      [
        'Старый текст.',
        `![Схема](${path('posts', 'content')})`,
        `[Картинка крупно](<${path('posts', 'content', '960.webp')}>)`,
        '![](https://tracker.example/p.gif)',
        // A bare address is words a reader sees, not a link's target: it stays as written.
        `Адрес словами: https://legal.example.com${path('posts', 'content')}`,
      ].join('\n\n'),
    );
    expect(migrated.translations?.en?.content).toBe(`![](${path('posts', 'content')})`);
    // The stored plain words agree with a save of the new texts.
    const again = await postTextColumns({ preview: migrated.preview, content: migrated.content });
    expect({ preview_text: migrated.preview_text, content_text: migrated.content_text }).toEqual({
      preview_text: again.preview_text,
      content_text: again.content_text,
    });
    const kept = byId.get(plain.id)!;
    expect(kept.content?.content).toBe(`${'*'.repeat(70)} ![](${path('posts', 'content')}) хвост`);
    expect(kept.content_text).toBe(kept.content?.content);
    expect(kept.content_is_plain).toBe(true);
    // S3_PUBLIC_URL's addresses are the bucket's own: they stay.
    expect(byId.get(cdn.id)!.cover).toBe(`https://cdn.example.com/lp/posts/covers/${UUID}/full.webp`);
  });
});
