import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { UploadBucket, UploadFolder } from '../../shared/uploads.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { UploadStore } from '../storage/upload-store.ts';

/** Images nobody attached within this long are removed. */
export const UNATTACHED_TTL = '1 day';

/**
 * Stores a processed image under a random name and records who uploaded it. The row comes
 * first: should the process die after it, the clean-up finds the row and deletes the
 * object (which may or may not exist); an object never exists without its row.
 */
export async function saveUpload(
  db: Kysely<Database>,
  store: UploadStore,
  u: { profileId: number; bucket: UploadBucket; folder: UploadFolder; body: Uint8Array; contentType: string },
): Promise<{ url: string }> {
  const key = `${u.bucket}/${u.folder}/${randomUUID()}.webp`;
  await db.insertInto('uploads').values({ profile_id: u.profileId, bucket: u.bucket, folder: u.folder, key, size: u.body.byteLength }).execute();
  try {
    await store.put(key, u.body, u.contentType);
  } catch (err) {
    await db.deleteFrom('uploads').where('key', '=', key).execute();
    throw err;
  }
  return { url: store.url(key) };
}

/**
 * For the calls that take a cover or avatar URL (profile-edit, posts, event): the URL must
 * be one of this store's, uploaded by `profileId` to that bucket and folder. Marks it
 * attached (kept for good; claiming it again is fine) or throws 400 `not_your_upload`,
 * also for an address from anywhere else. Give it the call's transaction, so a failed
 * save leaves the upload unattached.
 */
export async function claimUpload(
  db: Kysely<Database>,
  store: UploadStore,
  c: { profileId: number; url: string; bucket: UploadBucket; folder: UploadFolder },
): Promise<void> {
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
  if (!claimed) throw new HttpError('not_your_upload');
}

const PURGE_BATCH = 200;

/**
 * Removes uploads never attached within a day, rows and objects. Safe with several server
 * processes: `delete … returning` hands each row to exactly one of them (`skip locked`
 * keeps them from queueing on each other), and deleting an object already gone is no
 * error. Keys whose object could not be deleted are returned for the caller to log.
 */
export async function purgeUnattachedUploads(db: Kysely<Database>, store: UploadStore): Promise<{ removed: number; failed: string[] }> {
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
        await store.delete(key);
        removed++;
      } catch {
        failed.push(key);
      }
    }
    if (rows.length < PURGE_BATCH) return { removed, failed };
  }
}
