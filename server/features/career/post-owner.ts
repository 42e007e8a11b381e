import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema.ts';
import { HttpError } from '@server/errors.ts';

type Db = Kysely<Database>;
const isPublic = (p: { status: string; is_archived: boolean }) => p.status === 'published' && !p.is_archived;

/** A post as a reader may see it (published, or their own): 404 `post_not_found` otherwise. */
export async function visiblePost(db: Db, postId: number, viewer: () => Promise<number | null>) {
  const p = await db
    .selectFrom('posts')
    .select(['id', 'profile_id', 'status', 'is_archived'])
    .where('id', '=', postId)
    .executeTakeFirst();
  if (!p || (!isPublic(p) && p.profile_id !== (await viewer()))) throw new HttpError('post_not_found');
  return p;
}

/** A post its author changes a job or event on (locked): 404 when invisible to them, 403 (`denied`) when someone else's. */
export async function ownPost(db: Db, postId: number, profileId: number, denied: 'not_job_owner' | 'not_event_owner') {
  const p = await db
    .selectFrom('posts')
    .select(['id', 'profile_id', 'status', 'is_archived'])
    .where('id', '=', postId)
    .forUpdate()
    .executeTakeFirst();
  if (!p || (!isPublic(p) && p.profile_id !== profileId)) throw new HttpError('post_not_found');
  if (p.profile_id !== profileId) throw new HttpError(denied);
  return p;
}
