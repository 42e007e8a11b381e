import type { Kysely } from 'kysely';
import { DEFAULT_TIMEZONE, type Language } from '@shared/constants.ts';
import { eventIcs } from '@shared/career/ics.ts';
import { createTranslator } from '@shared/i18n/translator.ts';
import { profileVCard, vcardFileName } from '@shared/profile/vcard.ts';
import type { FileRef } from '@shared/schemas/files.ts';
import { datedText } from '@server/db/json-sql.ts';
import type { Database } from '@server/db/schema.ts';
import { HttpError } from '@server/errors.ts';
import { exportResults } from '../quiz/export-results.ts';
import { readFullProfileJson } from '../profile/profile-service.ts';

/**
 * The files the app hands out, made for one person as they would see them in
 * the app: an event of a post they may read, the results of a quiz they own, a profile's
 * vCard with the contacts they may see. Made again on every fetch, so a post unpublished or
 * a quiz given away since the link was made is refused.
 */

type Db = Kysely<Database>;
const translate = createTranslator();

/** Who a file is made for: a signed-in person, or a visitor (`userId` 0: public files only). */
export interface FileReader {
  userId: number;
  profileId: number | null;
  timezone: string;
  language: Language;
}

export interface MadeFile {
  fileName: string;
  contentType: string;
  body: string;
}

/** The reader a file address names, read again when it is fetched. */
export async function fileReader(db: Db, userId: number, language: Language): Promise<FileReader> {
  if (userId === 0) return { userId, profileId: null, timezone: DEFAULT_TIMEZONE, language };
  const row = await db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .leftJoin('user_settings as us', 'us.user_id', 'u.id')
    .select(['p.id as profile_id', 'us.timezone'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new HttpError('file_link_invalid');
  return { userId, profileId: row.profile_id, timezone: row.timezone ?? DEFAULT_TIMEZONE, language };
}

const isWebLink = (s: string | null): s is string => !!s && /^https?:\/\//i.test(s);

async function eventFile(db: Db, eventId: number, reader: FileReader): Promise<MadeFile> {
  const e = await db
    .selectFrom('events as e')
    .innerJoin('posts as p', 'p.id', 'e.post_id')
    .select([
      'e.id',
      'e.title',
      'e.description',
      'e.location',
      'e.link',
      datedText('e.start_date', 'e.start_day').as('start'),
      datedText('e.end_date', 'e.end_day').as('end'),
      'p.slug',
      'p.status',
      'p.is_archived',
      'p.profile_id',
    ])
    .where('e.id', '=', eventId)
    .executeTakeFirst();
  // A draft's or an archived post's event is its author's alone (career/post-owner.ts's rule).
  const visible = e && ((e.status === 'published' && !e.is_archived) || e.profile_id === reader.profileId);
  if (!e || !visible) throw new HttpError('event_not_found');
  return {
    fileName: `${e.slug || `event-${e.id}`}.ics`,
    contentType: 'text/calendar; charset=utf-8',
    body: eventIcs({
      uid: `event-${e.id}@legal-platform`,
      title: e.title,
      description: e.description,
      location: e.location,
      url: isWebLink(e.link) ? e.link : null,
      start: e.start!,
      end: e.end,
    }),
  };
}

async function quizFile(db: Db, quizId: number, reader: FileReader): Promise<MadeFile> {
  if (reader.profileId === null) throw new HttpError('quiz_not_found');
  const { filename, csv } = await exportResults(
    db,
    { profileId: reader.profileId, timezone: reader.timezone, language: reader.language },
    translate(reader.language),
    quizId,
  );
  return { fileName: filename, contentType: 'text/csv; charset=utf-8', body: csv };
}

async function contactFile(
  db: Db,
  username: string,
  reader: FileReader,
  publicUrl: string,
  contactsPerHour: number,
): Promise<MadeFile> {
  const json = await readFullProfileJson(
    db,
    { username },
    { signedIn: reader.userId !== 0, profileId: reader.profileId, userId: reader.userId || undefined },
    contactsPerHour,
    reader.language,
  );
  const { profile } = JSON.parse(json) as {
    profile: { name: string; username: string; expertise: string | null; info: Record<string, unknown> };
  };
  return {
    fileName: vcardFileName(profile.username),
    contentType: 'text/vcard; charset=utf-8',
    body: profileVCard(profile, `${publicUrl}/${profile.username}`),
  };
}

export function makeFile(
  db: Db,
  file: FileRef,
  reader: FileReader,
  opts: { publicUrl: string; contactsPerHour: number },
): Promise<MadeFile> {
  switch (file.kind) {
    case 'event':
      return eventFile(db, file.eventId, reader);
    case 'quizResults':
      return quizFile(db, file.quizId, reader);
    case 'contact':
      return contactFile(db, file.username, reader, opts.publicUrl, opts.contactsPerHour);
  }
}
