import { type Kysely, sql } from 'kysely';
import type { Job, JobInput } from '@shared/schemas/career.ts';
import type { Database } from '@server/db/schema.ts';
import { HttpError } from '@server/errors.ts';
import { ownPost, visiblePost } from './post-owner.ts';

/**
 * Jobs: a vacancy on a post, changed by the post's author;
 * a resume (no post), one per profile, changed by its person alone. A job is seen where its
 * post is (a resume is public, as on the career board).
 */

type Db = Kysely<Database>;
const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export const JOB_COLUMNS = [
  'id',
  'post_id',
  'type',
  'profile_id',
  'title',
  'description',
  'work_status',
  'work_type',
  'work_format',
  'salary',
  'created_at',
  'updated_at',
] as const;

type JobRow = Pick<
  Awaited<ReturnType<ReturnType<typeof selectJob>['executeTakeFirstOrThrow']>>,
  (typeof JOB_COLUMNS)[number]
>;
const selectJob = (db: Db) => db.selectFrom('jobs').select(JOB_COLUMNS);

export const toJob = (r: JobRow): Job => ({ ...r, created_at: iso(r.created_at), updated_at: iso(r.updated_at) });

export async function jobOfPost(db: Db, postId: number, viewer: () => Promise<number | null>): Promise<Job | null> {
  await visiblePost(db, postId, viewer);
  const r = await selectJob(db).where('post_id', '=', postId).executeTakeFirst();
  return r ? toJob(r) : null;
}

export async function resumeOf(db: Db, profileId: number): Promise<Job | null> {
  const r = await selectJob(db).where('profile_id', '=', profileId).where('type', '=', 'resume').executeTakeFirst();
  return r ? toJob(r) : null;
}

const columns = (j: JobInput) => ({
  title: j.title,
  description: j.description,
  work_status: j.work_status,
  work_type: j.work_type,
  work_format: j.work_format,
  salary: j.salary ? JSON.stringify(j.salary) : null,
});

/** The job `id` for the caller to change: a vacancy of their post, or their resume (404 / 403 otherwise). */
async function ownJob(db: Db, profileId: number, id: number) {
  const job = await db
    .selectFrom('jobs')
    .select(['id', 'type', 'post_id', 'profile_id'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!job) throw new HttpError('job_not_found');
  if (job.type === 'resume') {
    if (job.profile_id !== profileId) throw new HttpError('not_your_resume');
  } else await ownPost(db, job.post_id!, profileId, 'not_job_owner');
  return job;
}

export async function createJob(db: Db, profileId: number, j: JobInput): Promise<Job> {
  const row = await db.transaction().execute(async (trx) => {
    if (j.type === 'vacancy') {
      await ownPost(trx, j.post_id, profileId, 'not_job_owner');
      const r = await trx
        .insertInto('jobs')
        .values({ type: 'vacancy', post_id: j.post_id, profile_id: profileId, ...columns(j) })
        .onConflict((oc) => oc.column('post_id').doNothing())
        .returning(JOB_COLUMNS)
        .executeTakeFirst();
      if (!r) throw new HttpError('job_exists');
      return r;
    }
    if (j.profile_id !== undefined && j.profile_id !== profileId) throw new HttpError('not_your_resume');
    // One resume per profile is the database's rule (jobs_one_resume): a second is a 409.
    const r = await trx
      .insertInto('jobs')
      .values({ type: 'resume', post_id: null, profile_id: profileId, ...columns(j) })
      .onConflict((oc) => oc.column('profile_id').where('type', '=', sql.lit('resume')).doNothing())
      .returning(JOB_COLUMNS)
      .executeTakeFirst();
    if (!r) throw new HttpError('resume_exists');
    return r;
  });
  return toJob(row);
}

export async function updateJob(db: Db, profileId: number, j: JobInput & { id: number }): Promise<Job> {
  const row = await db.transaction().execute(async (trx) => {
    const job = await ownJob(trx, profileId, j.id);
    // A job keeps its kind and its post.
    if (job.type !== j.type || (j.type === 'vacancy' && job.post_id !== j.post_id))
      throw new HttpError('job_not_found');
    return trx
      .updateTable('jobs')
      .set({ ...columns(j), updated_at: sql`now()` })
      .where('id', '=', j.id)
      .returning(JOB_COLUMNS)
      .executeTakeFirstOrThrow();
  });
  return toJob(row);
}

export async function deleteJob(db: Db, profileId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await ownJob(trx, profileId, id);
    await trx.deleteFrom('jobs').where('id', '=', id).execute();
  });
}
