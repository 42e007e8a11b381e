import { type Kysely, sql } from 'kysely';
import type { Language } from '@shared/constants.ts';
import type { EventInput, EventItem } from '@shared/schemas/career.ts';
import { datedColumns } from '@shared/dates/dated.ts';
import { datedText } from '@server/db/json-sql.ts';
import type { Database } from '@server/db/schema.ts';
import { HttpError } from '@server/errors.ts';
import type { UploadStore } from '@server/storage/upload-store.ts';
import { claimUpload } from '../uploads/uploads-service.ts';
import { regionTitle } from '../regions/regions-service.ts';
import { ownPost, visiblePost } from './post-owner.ts';

/** Events on posts: one per post, changed by the post's author. */

type Db = Kysely<Database>;

/** An event's end as its columns: a moment (`…_date`) or a calendar day (`…_day`). */
function dated<E extends 'start' | 'end'>(end: E, value: string | null) {
  const { moment, day } = datedColumns(value);
  return { [`${end}_date`]: moment, [`${end}_day`]: day } as Record<`${E}_date` | `${E}_day`, string | null>;
}

const selectEvent = (db: Db, language: Language) =>
  db
    .selectFrom('events as e')
    .leftJoin('regions as r', 'r.id', 'e.region_id')
    .select([
      'e.id',
      'e.post_id',
      'e.title',
      'e.description',
      'e.location',
      datedText('e.start_date', 'e.start_day').as('start_date'),
      datedText('e.end_date', 'e.end_day').as('end_date'),
      'e.type',
      'e.is_online',
      'e.is_offline',
      'e.link',
      'e.cover',
      'e.region_id',
      regionTitle('r', language).as('region_title'),
      'r.code as region_code',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof selectEvent>['executeTakeFirstOrThrow']>>;
const toEvent = ({ region_title, region_code, ...e }: Row): EventItem => ({
  ...e,
  start_date: e.start_date!,
  region: region_title && region_code ? { title: region_title, code: region_code } : null,
});

export async function eventOfPost(
  db: Db,
  postId: number,
  viewer: () => Promise<number | null>,
  language: Language,
): Promise<EventItem | null> {
  await visiblePost(db, postId, viewer);
  const r = await selectEvent(db, language).where('e.post_id', '=', postId).executeTakeFirst();
  return r ? toEvent(r) : null;
}

async function columns(db: Db, store: UploadStore, profileId: number, e: EventInput, oldCover: string | null) {
  if (e.region_id) {
    const region = await db
      .selectFrom('regions')
      .select('id')
      .where('id', '=', e.region_id)
      .where('is_hidden', '=', false)
      .executeTakeFirst();
    if (!region) throw new HttpError('region_not_found');
  }
  // A new cover must be the author's own upload to posts/events; the one kept needs no claim.
  const cover =
    e.cover && e.cover !== oldCover
      ? await claimUpload(db, store, { profileId, url: e.cover, bucket: 'posts', folder: 'events' })
      : e.cover;
  return {
    title: e.title,
    description: e.description || null,
    location: e.location?.trim() || null,
    ...dated('start', e.start_date!),
    ...dated('end', e.end_date || null),
    type: e.type,
    is_online: e.is_online,
    is_offline: e.is_offline,
    link: e.link || null,
    cover: cover || null,
    region_id: e.region_id ?? null,
  };
}

export async function createEvent(
  db: Db,
  store: UploadStore,
  profileId: number,
  e: EventInput,
  language: Language,
): Promise<EventItem> {
  const id = await db.transaction().execute(async (trx) => {
    await ownPost(trx, e.post_id, profileId, 'not_event_owner');
    const r = await trx
      .insertInto('events')
      .values({ post_id: e.post_id, ...(await columns(trx, store, profileId, e, null)) })
      .onConflict((oc) => oc.column('post_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!r) throw new HttpError('event_exists');
    return r.id;
  });
  return toEvent(await selectEvent(db, language).where('e.id', '=', id).executeTakeFirstOrThrow());
}

async function ownEvent(db: Db, profileId: number, id: number) {
  const ev = await db
    .selectFrom('events')
    .select(['id', 'post_id', 'cover'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!ev) throw new HttpError('event_not_found');
  await ownPost(db, ev.post_id, profileId, 'not_event_owner');
  return ev;
}

export async function updateEvent(
  db: Db,
  store: UploadStore,
  profileId: number,
  e: EventInput & { id: number },
  language: Language,
): Promise<EventItem> {
  await db.transaction().execute(async (trx) => {
    const ev = await ownEvent(trx, profileId, e.id);
    if (ev.post_id !== e.post_id) throw new HttpError('event_not_found');
    await trx
      .updateTable('events')
      .set({ ...(await columns(trx, store, profileId, e, ev.cover)), updated_at: sql`now()` })
      .where('id', '=', e.id)
      .execute();
  });
  return toEvent(await selectEvent(db, language).where('e.id', '=', e.id).executeTakeFirstOrThrow());
}

export async function deleteEvent(db: Db, profileId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await ownEvent(trx, profileId, id);
    await trx.deleteFrom('events').where('id', '=', id).execute();
  });
}
