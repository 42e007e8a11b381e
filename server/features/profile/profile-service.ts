import { type Kysely, sql } from 'kysely';
import { PROFILE_CONTACTS_PER_HOUR, type ProfileEditInput, type University } from '@shared/schemas/profile.ts';
import type { Database } from '@server/db/schema.ts';
import { HttpError, noSession } from '@server/errors.ts';
import { isoText } from '@server/db/json-sql.ts';
import type { Language } from '@shared/constants.ts';
import { HOME_FEED_POST } from '@shared/posts/limits.ts';
import { hashSessionId, isLive, isStale, touchIfStale } from '@server/services/sessions.ts';
import type { UploadStore } from '@server/storage/upload-store.ts';
import { claimUpload } from '../uploads/uploads-service.ts';

/**
 * The profile as a lawyer's public page:
 * read in one query with its university, region and resume; edited by its owner alone.
 */

type Db = Kysely<Database>;

/** Who reads: contacts go to signed-in readers only; `profileId` tells the owner. */
export interface ProfileReader {
  signedIn: boolean;
  profileId: number | null;
  userId?: number;
}

type Where = { username: string } | { userId: number };

/** A reader to look up beside the profile, in the same statement: their session, and their language for an error. */
export interface SessionReader {
  sessionId: string;
  onLanguage?: (language: Language | null) => void;
}

/**
 * The whole public profile as JSON text built by PostgreSQL in one query (the posts' pattern,
 * measured in tests/bench/profiles-bench.ts): the profile with its university, region and
 * resume, and its `info` twice, whole and without contacts; the reader decides which goes out,
 * and whether they own it (only the owner gets their `user_id`, `roles` and `permissions`). A reader given by session id is looked up in the same statement
 * (one round trip, not two): 401 when that session is no longer live.
 */
export async function readFullProfileJson(
  db: Db,
  where: Where,
  reader: ProfileReader | SessionReader,
  /** people whose contacts one reader sees an hour (PROFILE_CONTACTS_PER_HOUR, scaled in tests) */
  contactsPerHour: number = PROFILE_CONTACTS_PER_HOUR,
  /** the region's name for a reader with no language setting (http/language.ts visitorLanguage) */
  visitorLanguage: Language = 'ru',
): Promise<string> {
  const cond =
    'username' in where ? sql`p.username = ${where.username.toLowerCase()}` : sql`p.user_id = ${where.userId}`;
  const bySession = 'sessionId' in reader;
  const session = bySession
    ? sql`select s.is_auth and s.user_id is not null as signed_in, rp.id as profile_id, us.language, ${isStale('s')} as stale,
          case when s.is_auth then s.user_id end as user_id
        from sessions s
        left join profiles rp on s.is_auth and rp.user_id = s.user_id
        left join user_settings us on s.is_auth and us.user_id = s.user_id
        where s.id_hash = ${hashSessionId(reader.sessionId)} and ${isLive('s')}`
    : sql`select ${reader.signedIn}::boolean as signed_in, ${reader.profileId}::bigint as profile_id, null::text as language, false as stale,
          ${reader.userId ?? null}::int as user_id`;
  const { rows } = await sql<{
    live: boolean;
    signed_in: boolean | null;
    reader_id: number | null;
    language: Language | null;
    stale: boolean | null;
    reader_user_id: number | null;
    shares_space: boolean | null;
    id: number | null;
    head: string | null;
    owner_extra: string | null;
    info_public: string | null;
    info_full: string | null;
  }>`
    with reader as (${session}), target as (
      select p.id,
        json_build_object(
          'id', p.id, 'name', p.name, 'username', p.username, 'avatar', p.avatar, 'cover', p.cover,
          'level', p.level, 'about', p.about, 'expertise', p.expertise, 'type', p.type,
          'university', (select json_build_object('id', u.id, 'name', u.name, 'short_name', u.short_name, 'graduation_year', pu.graduation_year)
            from profile_university pu join universities u on u.id = pu.university_id where pu.profile_id = p.id),
          'region', (select json_build_object('id', r.id, 'code', r.code, 'title',
              case when coalesce((select language from reader), ${visitorLanguage}) = 'en' then coalesce(r.name_en, r.title) else r.title end)
            from regions r where r.id = p.region_id),
          'resume', (select json_build_object(
              'id', j.id, 'post_id', j.post_id, 'type', j.type, 'profile_id', j.profile_id, 'title', j.title, 'description', j.description,
              'work_status', j.work_status, 'work_type', j.work_type, 'work_format', j.work_format, 'salary', j.salary,
              'created_at', ${isoText('j.created_at')}, 'updated_at', ${isoText('j.updated_at')})
            from jobs j where j.profile_id = p.id and j.type = 'resume')
        )::text as head,
        json_build_object('user_id', p.user_id, 'roles', p.roles, 'permissions', p.permissions,
          -- the posts feature's rule (posts/home-feed.ts), as the posts_in_feed trigger reads it
          'postsOnHomeFeed', ${HOME_FEED_POST}::text = any(p.permissions))::text as owner_extra,
        (p.info - 'contacts')::text as info_public,
        p.info::text as info_full
      from profiles p where ${cond}
    )
    select exists (select 1 from reader) as live, r.signed_in, r.profile_id as reader_id, r.language, r.stale,
      r.user_id as reader_user_id,
      exists (select 1 from members mr join members mt on mt.space_id = mr.space_id
        where mr.profile_id = r.profile_id and mt.profile_id = t.id) as shares_space,
      t.id, t.head, t.owner_extra, t.info_public, t.info_full
    from (select 1) one left join reader r on true left join target t on true`.execute(db);
  const row = rows[0];
  if (bySession) {
    if (!row.live) throw noSession();
    reader.onLanguage?.(row.language);
    touchIfStale(db, reader.sessionId, row.stale);
  }
  if (row.id === null || row.head === null) throw new HttpError('profile_not_found');
  const isOwner = row.reader_id !== null && row.reader_id === row.id;
  // Contacts: to signed-in readers, within their hour's count of people unless it is their
  // own profile or someone they share a space with (people who work together already).
  let contacts = !!row.signed_in;
  let hidden = '';
  if (contacts && !isOwner && !row.shares_space) {
    contacts = row.reader_user_id !== null && (await seeContacts(db, row.reader_user_id, row.id, contactsPerHour));
    if (!contacts) hidden = ',"contactsHidden":"limit"';
  }
  // The owner's own answer keeps what the app needs of them (the partner role edits the username).
  const extra = isOwner && row.owner_extra ? `,${row.owner_extra.slice(1, -1)}` : '';
  // `head` is a JSON object: its closing brace gives way to the reader's info and isOwner.
  return `{"profile":${row.head.slice(0, -1)}${extra},"info":${contacts ? row.info_full : row.info_public},"isOwner":${isOwner}${hidden}}}`;
}

/** Where a reader's count of people is kept one at a time: pg_advisory_xact_lock's first key. */
const CONTACT_READS_LOCK = 31_011;

/**
 * Whether a reader may see one more person's contacts: yes for someone already seen within
 * the hour, or while fewer than `perHour` people were; a yes is counted. One reader's calls
 * take turns (an advisory lock on their id), so parallel reads cannot pass the count; their
 * rows older than the hour go first, which keeps the table to what is counted.
 */
export async function seeContacts(db: Db, readerUserId: number, profileId: number, perHour: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${CONTACT_READS_LOCK}, ${readerUserId}::int)`.execute(trx);
    await trx
      .deleteFrom('contact_reads')
      .where('reader_user_id', '=', readerUserId)
      .where('read_at', '<=', sql<Date>`now() - interval '1 hour'`)
      .execute();
    const seen = await trx
      .selectFrom('contact_reads')
      .select('profile_id')
      .where('reader_user_id', '=', readerUserId)
      .execute();
    if (seen.some((r) => r.profile_id === profileId)) return true;
    if (seen.length >= perHour) return false;
    await trx.insertInto('contact_reads').values({ reader_user_id: readerUserId, profile_id: profileId }).execute();
    return true;
  });
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
    for (const [key, folder] of [
      ['avatar', 'avatars'],
      ['cover', 'covers'],
    ] as const) {
      const url = data[key];
      if (url === undefined || url === current[key]) continue;
      set[key] =
        url === null ? null : await claimUpload(trx, store, { profileId: current.id, url, bucket: 'profiles', folder });
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
        await trx
          .deleteFrom('region_selected')
          .where('profile_id', '=', current.id)
          .where('type', '=', 'profile')
          .execute();
      } else {
        const region = await trx
          .selectFrom('regions')
          .select('id')
          .where('id', '=', data.region_id)
          .where('is_hidden', '=', false)
          .executeTakeFirst();
        if (!region) throw new HttpError('region_not_found');
        await trx
          .insertInto('region_selected')
          .values({ profile_id: current.id, type: 'profile', region_id: region.id })
          .onConflict((oc) =>
            oc
              .columns(['profile_id', 'type'])
              .doUpdateSet({ region_id: region.id })
              .where('region_selected.region_id', '<>', region.id),
          )
          .execute();
      }
    }

    const uni = input.universityData;
    if (uni !== undefined) {
      if (uni === null || uni.universityId === null) {
        await trx.deleteFrom('profile_university').where('profile_id', '=', current.id).execute();
      } else {
        const found = await trx
          .selectFrom('universities')
          .select('id')
          .where('id', '=', uni.universityId)
          .executeTakeFirst();
        if (!found) throw new HttpError('university_not_found');
        const values = { university_id: found.id, graduation_year: uni.graduationYear };
        await trx
          .insertInto('profile_university')
          .values({ profile_id: current.id, ...values })
          .onConflict((oc) =>
            oc
              .column('profile_id')
              .doUpdateSet(values)
              .where(
                sql<boolean>`(profile_university.university_id, profile_university.graduation_year) is distinct from (${found.id}, ${uni.graduationYear}::int)`,
              ),
          )
          .execute();
      }
    }
  });
}
