import { describe, expect, it } from 'vitest';
import { purgeUnattachedUploads } from '@server/features/uploads/uploads-service.ts';
import { solid } from '../support/images.ts';
import { ANON_KEY, createTestApp } from '../support/test-app.ts';

/**
 * The images inside a post's text are the platform's own uploads (`posts/content`, the
 * editor's "Insert image"), so no image elsewhere learns who reads the post; saving the post
 * attaches them, so the clean-up of unattached uploads never takes an image a published post
 * shows.
 */
const t = await createTestApp();
const author = await t.signIn('Автор Иллюстраций');
const other = await t.signIn('Другой Автор');
const png = await solid(64, 48).png().toBuffer();

async function uploadContentImage(sessionId: string, folder = 'content') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'figure.png');
  form.append('bucket', 'posts');
  form.append('folder', folder);
  form.append('sessionId', sessionId);
  const res = await t.app.request('/functions/v1/image-upload', {
    method: 'POST',
    headers: { authorization: `Bearer ${ANON_KEY}` },
    body: form,
  });
  const body = (await res.json()) as { url?: string; code?: string };
  expect(res.status, JSON.stringify(body)).toBe(200);
  // What the editor inserts: the path on this site, whatever the store's public address.
  return `/uploads/${t.deps.uploads.keyOf(body.url!)!}`;
}

/** Every upload a day and more old, then the clean-up: what a post still shows must be served. */
async function ageAndPurge() {
  await t.db.db
    .updateTable('uploads')
    .set({ created_at: new Date(Date.now() - 25 * 3600_000) })
    .execute();
  await purgeUnattachedUploads(t.db.db, t.deps.uploads);
}

const served = async (path: string) => (await t.app.request(path)).status;

describe("images in a post's text", () => {
  it('upload to posts/content, and stay stored after the clean-up once a saved post names them', async () => {
    const onCreate = await uploadContentImage(author.sessionId);
    const onUpdate = await uploadContentImage(author.sessionId);
    const inPreview = await uploadContentImage(author.sessionId);
    const dropped = await uploadContentImage(author.sessionId);
    const theirs = await uploadContentImage(other.sessionId);

    const created = await t.call('posts', {
      action: 'create',
      sessionId: author.sessionId,
      title: 'Схема распределения долей',
      status: 'published',
      content: { content: `Как делится имущество:\n\n![](${onCreate})\n\nТекст после схемы.` },
    });
    expect(created.status).toBe(200);
    const updated = await t.call('posts', {
      action: 'update',
      sessionId: author.sessionId,
      id: created.body.post.id,
      preview: { content: `![](${inPreview})` },
      content: { content: `![](${onCreate})\n\n![вторая схема](${onUpdate.replace('full.webp', '960.webp')})` },
    });
    expect(updated.status).toBe(200);
    // Another person's image named in my post is not mine to keep: it stays theirs, unattached.
    const borrowed = await t.call('posts', {
      action: 'create',
      sessionId: author.sessionId,
      title: 'Чужая картинка',
      status: 'published',
      content: { content: `![](${theirs})` },
    });
    expect(borrowed.status).toBe(200);

    await ageAndPurge();
    for (const kept of [onCreate, onUpdate, inPreview]) {
      expect(await served(kept), kept).toBe(200);
      expect(await served(kept.replace('full.webp', '480.webp')), kept).toBe(200);
    }
    expect(await served(dropped)).toBe(404);
    expect(await served(theirs)).toBe(404);
  });

  it('still save when the text has a remote image or a made-up upload address (an old post)', async () => {
    const res = await t.call('posts', {
      action: 'create',
      sessionId: author.sessionId,
      title: 'Старый пост',
      status: 'published',
      content: {
        content:
          '![pixel](https://tracker.example/p.gif)\n\n![](/uploads/posts/content/00000000-0000-4000-8000-000000000000/full.webp)',
      },
    });
    expect(res.status).toBe(200);
  });

  it('refuses posts/content for anything but posts', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'figure.png');
    form.append('bucket', 'profiles');
    form.append('folder', 'content');
    form.append('sessionId', author.sessionId);
    const res = await t.app.request('/functions/v1/image-upload', {
      method: 'POST',
      headers: { authorization: `Bearer ${ANON_KEY}` },
      body: form,
    });
    expect(res.status).toBe(400);
  });
});
