import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { contentImageKeys, type UploadBucket, type UploadFolder, uploadKeys, variantsOf } from '@shared/uploads.ts';
import type { ProcessedImage } from './process-image.ts';
import type { Database } from '@server/db/schema.ts';
import { HttpError } from '@server/errors.ts';
import type { UploadStore } from '@server/storage/upload-store.ts';

/** Images nobody attached within this long are removed. */
export const UNATTACHED_TTL = '1 day';

/**
 * Stores a processed image and its smaller copies under a random name and records who uploaded
 * it. The row comes first: should the process die after it, the clean-up finds the row and
 * deletes the objects (which may or may not exist); an object never exists without its row.
 */
export async function saveUpload(
  db: Kysely<Database>,
  store: UploadStore,
  u: { profileId: number; bucket: UploadBucket; folder: UploadFolder; image: ProcessedImage; contentType: string },
): Promise<{ url: string }> {
  const keys = uploadKeys(u.bucket, u.folder, randomUUID());
  const objects = [
    { key: keys.full, body: u.image.full },
    ...keys.variants.flatMap(({ width, key }) => {
      const body = u.image.variants.find((v) => v.width === width)?.body;
      return body ? [{ key, body }] : [];
    }),
  ];
  const size = objects.reduce((sum, o) => sum + o.body.byteLength, 0);
  await db
    .insertInto('uploads')
    .values({ profile_id: u.profileId, bucket: u.bucket, folder: u.folder, key: keys.full, size })
    .execute();
  try {
    await Promise.all(objects.map((o) => store.put(o.key, o.body, u.contentType)));
  } catch (err) {
    await Promise.allSettled(objects.map((o) => store.delete(o.key)));
    await db.deleteFrom('uploads').where('key', '=', keys.full).execute();
    throw err;
  }
  return { url: store.url(keys.full) };
}

/**
 * For the calls that take a cover or avatar URL (profile-edit, posts, event): the URL must
 * be one of this store's, uploaded by `profileId` to that bucket and folder. Marks it
 * attached (kept for good; claiming it again is fine) or throws 400 `not_your_upload`,
 * also for an address from anywhere else. Give it the call's transaction, so a failed
 * save leaves the upload unattached. Answers the address to store: the store's own form of
 * it, whichever form the caller sent (an app loaded before addresses became relative sends `PUBLIC_URL/uploads/…`).
 */
export async function claimUpload(
  db: Kysely<Database>,
  store: UploadStore,
  c: { profileId: number; url: string; bucket: UploadBucket; folder: UploadFolder },
): Promise<string> {
  const key = store.keyOf(c.url);
  const claimed = key
    ? await db
        .updateTable('uploads')
        .set({ attached_at: sql<Date>`coalesce(attached_at, now())` })
        .where('key', '=', key)
        .where('profile_id', '=', c.profileId)
        .where('bucket', '=', c.bucket)
        .where('folder', '=', c.folder)
        .returning('id')
        .executeTakeFirst()
    : undefined;
  if (!claimed || !key) throw new HttpError('not_your_upload');
  return store.url(key);
}

/**
 * For a post's save: the content images (`posts/content`, the editor's "Insert image") its
 * texts name and `profileId` uploaded are marked attached, so the clean-up keeps them. Never
 * refuses: an address that is not the author's own upload (another's image, an old post's
 * remote picture) is left as it is, and the app shows a foreign address as a link, not an
 * image (see isOwnUpload). Give it the save's transaction.
 */
export async function attachContentImages(
  db: Kysely<Database>,
  profileId: number,
  texts: Array<string | null | undefined>,
): Promise<void> {
  const keys = contentImageKeys(texts.filter(Boolean).join('\n'));
  if (keys.length === 0) return;
  await db
    .updateTable('uploads')
    .set({ attached_at: sql<Date>`coalesce(attached_at, now())` })
    .where('key', 'in', keys)
    .where('profile_id', '=', profileId)
    .where('bucket', '=', 'posts')
    .where('folder', '=', 'content')
    .execute();
}

const PURGE_BATCH = 200;

/**
 * Removes uploads never attached within a day, rows and objects. Safe with several server
 * processes: `delete … returning` hands each row to exactly one of them (`skip locked`
 * keeps them from queueing on each other), and deleting an object already gone is no
 * error. Keys whose object could not be deleted are returned for the caller to log.
 */
export async function purgeUnattachedUploads(
  db: Kysely<Database>,
  store: UploadStore,
): Promise<{ removed: number; failed: string[] }> {
  let removed = 0;
  const failed: string[] = [];
  for (;;) {
    const rows = await db
      .deleteFrom('uploads')
      .where('id', 'in', (qb) =>
        qb
          .selectFrom('uploads')
          .select('id')
          .where('attached_at', 'is', null)
          .where('created_at', '<', sql<Date>`now() - ${UNATTACHED_TTL}::interval`)
          .limit(PURGE_BATCH)
          .forUpdate()
          .skipLocked(),
      )
      .returning('key')
      .execute();
    for (const { key } of rows) {
      try {
        // The copies first: a failure leaves the image's own key to name what is left.
        for (const copy of variantsOf(key)) await store.delete(copy.key);
        await store.delete(key);
        removed++;
      } catch {
        failed.push(key);
      }
    }
    if (rows.length < PURGE_BATCH) return { removed, failed };
  }
}

/** A Markdown link's or image's address: what follows `](` (or `](<`), up to a space, a bracket or a parenthesis. */
const MARKDOWN_ADDRESS = /(\]\(\s*<?)(https?:\/\/[^\s()<>]+)/g;

/**
 * A post's Markdown with the links and images that name this store's uploads in an older form
 * (`PUBLIC_URL/uploads/…`, from an app loaded before addresses became relative) written in the store's own
 * form, so its images load from whatever address the post is read at. Any other address stays.
 */
export function ownUploadLinks(store: UploadStore, markdown: string): string {
  return markdown.replace(MARKDOWN_ADDRESS, (whole, lead: string, url: string) => {
    const key = store.keyOf(url);
    return key ? lead + store.url(key) : whole;
  });
}
