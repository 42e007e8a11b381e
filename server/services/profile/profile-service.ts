import { type Kysely, sql } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { FullProfile, ProfileEditInput, University } from '../../../shared/schemas/profile.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { UploadStore } from '../../storage/upload-store.ts';
import { PROFILE_COLUMNS } from '../profiles.ts';
import { claimUpload } from '../uploads.ts';

/**
 * The profile as a lawyer's public page (spec community §2, §3, §5, §6, §7; issue 15):
 * read in one query with its university, region and resume; edited by its owner alone.
 */

type Db = Kysely<Database>;
const iso = (d: unknown) => new Date(d as string).toISOString();

/** Who reads: contacts go to signed-in readers only; `profileId` tells the owner. */
export interface ProfileReader {
  signedIn: boolean;
  profileId: number | null;
}

type Where = { username: string } | { userId: number };

export async function readFullProfile(db: Db, where: Where, reader: () => Promise<ProfileReader>): Promise<FullProfile> {
  let q = db
    .selectFrom('profiles as p')
    .select(PROFILE_COLUMNS.map((c) => `p.${c}` as const))
    .select((eb) => [
      jsonObjectFrom(
        eb
          .selectFrom('profile_university as pu')
          .innerJoin('universities as u', 'u.id', 'pu.university_id')
          .select(['u.id', 'u.name', 'u.short_name', 'pu.graduation_year'])
          .whereRef('pu.profile_id', '=', 'p.id'),
      ).as('university'),
      jsonObjectFrom(
        // profiles.region_id is the region_selected row, kept by a trigger.
        eb.selectFrom('regions as r').select(['r.id', 'r.code', 'r.title']).whereRef('r.id', '=', 'p.region_id'),
      ).as('region'),
      jsonObjectFrom(
        eb
          .selectFrom('jobs as j')
          .select(['j.id', 'j.post_id', 'j.type', 'j.profile_id', 'j.title', 'j.description', 'j.work_status', 'j.work_type', 'j.work_format', 'j.salary', 'j.created_at', 'j.updated_at'])
          .whereRef('j.profile_id', '=', 'p.id')
          .where('j.type', '=', 'resume'),
      ).as('resume'),
    ]);
  q = 'username' in where ? q.where('p.username', '=', where.username.toLowerCase()) : q.where('p.user_id', '=', where.userId);
  // The reader is looked up beside the profile, not after it.
  const [row, who] = await Promise.all([q.executeTakeFirst(), reader()]);
  if (!row) throw new HttpError('profile_not_found');
  const { university, region, resume, ...profile } = row;
  const info = { ...(profile.info as Record<string, unknown>) };
  if (!who.signedIn) delete info.contacts;
  return {
    ...profile,
    info,
    university: university ?? null,
    region: region ?? null,
    resume: resume ? { ...resume, created_at: iso(resume.created_at), updated_at: iso(resume.updated_at) } : null,
    isOwner: who.profileId !== null && who.profileId === profile.id,
  } as FullProfile;
}

export async function readUniversities(db: Db): Promise<University[]> {
  return db.selectFrom('universities').select(['id', 'name', 'short_name']).orderBy('name').execute();
}

const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';

/**
 * `profile-edit`: the caller's own profile only (403 `not_profile_owner`; 404 for none). The
 * username changes only for a partner (403 otherwise) and is unique (409); avatar and cover
 * must be the caller's own uploads to bucket `profiles`; the region and university are set
 * or removed. One transaction: a refusal changes nothing.
 */
export async function editProfile(
  db: Db,
  store: UploadStore,
  caller: { profileId: number | null; roles: string[] },
  input: Pick<ProfileEditInput, 'profileId' | 'profileData' | 'universityData'>,
): Promise<void> {
  const data = input.profileData;
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('profiles')
      .select(['id', 'username', 'avatar', 'cover'])
      .where('id', '=', input.profileId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new HttpError('profile_not_found');
    if (caller.profileId !== current.id) throw new HttpError('not_profile_owner');

    const set: Record<string, unknown> = {};
    if (data.name !== undefined) set.name = data.name;
    if (data.about !== undefined) set.about = data.about;
    if (data.expertise !== undefined) set.expertise = data.expertise;
    if (data.info !== undefined) {
      // Other keys a profile may carry (set by an admin or an older app) are kept.
      set.info = sql`info || ${JSON.stringify(data.info)}::jsonb`;
    }
    if (data.username !== undefined && data.username !== current.username) {
      if (!caller.roles.includes('partner')) throw new HttpError('username_partner_only');
      set.username = data.username;
    }
    for (const [key, folder] of [['avatar', 'avatars'], ['cover', 'covers']] as const) {
      const url = data[key];
      if (url === undefined || url === current[key]) continue;
      if (url !== null) await claimUpload(trx, store, { profileId: current.id, url, bucket: 'profiles', folder });
      set[key] = url;
    }
    if (Object.keys(set).length > 0) {
      try {
        await trx
          .updateTable('profiles')
          .set({ ...set, updated_at: sql`now()` })
          .where('id', '=', current.id)
          .execute();
      } catch (err) {
        if (isUniqueViolation(err)) throw new HttpError('username_taken');
        throw err;
      }
    }

    if (data.region_id !== undefined) {
      if (data.region_id === null) {
        await trx.deleteFrom('region_selected').where('profile_id', '=', current.id).where('type', '=', 'profile').execute();
      } else {
        const region = await trx.selectFrom('regions').select('id').where('id', '=', data.region_id).where('is_hidden', '=', false).executeTakeFirst();
        if (!region) throw new HttpError('region_not_found');
        await trx
          .insertInto('region_selected')
          .values({ profile_id: current.id, type: 'profile', region_id: region.id })
          .onConflict((oc) => oc.columns(['profile_id', 'type']).doUpdateSet({ region_id: region.id }).where('region_selected.region_id', '<>', region.id))
          .execute();
      }
    }

    const uni = input.universityData;
    if (uni !== undefined) {
      if (uni === null || uni.universityId === null) {
        await trx.deleteFrom('profile_university').where('profile_id', '=', current.id).execute();
      } else {
        const found = await trx.selectFrom('universities').select('id').where('id', '=', uni.universityId).executeTakeFirst();
        if (!found) throw new HttpError('university_not_found');
        const values = { university_id: found.id, graduation_year: uni.graduationYear };
        await trx
          .insertInto('profile_university')
          .values({ profile_id: current.id, ...values })
          .onConflict((oc) =>
            oc
              .column('profile_id')
              .doUpdateSet(values)
              .where(sql<boolean>`(profile_university.university_id, profile_university.graduation_year) is distinct from (${found.id}, ${uni.graduationYear}::int)`),
          )
          .execute();
      }
    }
  });
}
