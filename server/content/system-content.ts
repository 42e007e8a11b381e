import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Kysely, sql } from 'kysely';
import type { Language } from '@shared/constants.ts';
import type { Database, PostTranslation } from '../db/schema.ts';
import { ensureRegions, ensureUniversities } from '../features/regions/regions-service.ts';
import { ensureCatalog } from '../features/catalog/catalog-seed.ts';

/**
 * What every install has, demo or not: the privacy policy and the user agreement
 * the sign-in page links to (`/post/privacy`, `/post/useragreement`), written by the
 * product's own profile, Russia's regions and law schools, the service catalog's starting
 * set, and the tooltips (the editor's Markdown help is tooltip 1). The
 * texts live beside this file as Markdown in Russian and English; each start writes them,
 * so an edited file reaches the database with the next deploy.
 */

const HERE = dirname(fileURLToPath(import.meta.url));
export const SYSTEM_USERNAME = 'legal_platform';
export const LEGAL_POSTS = ['privacy', 'useragreement'] as const;
const TOOLTIPS = [1] as const;

const read = (path: string) => readFileSync(join(HERE, path), 'utf8').replace(/\r\n/g, '\n').trim();

/** `# Title`, a blank line, one preview paragraph, a blank line, the body. */
export function parseLegalDoc(text: string): PostTranslation {
  const m = /^# (.+)\n\n(.+?)\n\n([\s\S]+)$/.exec(text);
  if (!m) throw new Error('a legal text starts with "# Title", a blank line, a preview paragraph and a blank line');
  return { title: m[1].trim(), preview: m[2].trim(), content: m[3].trim() };
}

export const legalDoc = (name: (typeof LEGAL_POSTS)[number], lang: Language) =>
  parseLegalDoc(read(`legal/${name}.${lang}.md`));
export const tooltipText = (id: number, lang: Language) => read(`tooltips/${id}.${lang}.md`);

/** The product's own profile, author of the system posts: found by its type, created once. */
async function systemProfile(db: Kysely<Database>): Promise<number> {
  const found = await db
    .selectFrom('profiles')
    .select('id')
    .where('type', '=', 'system')
    .orderBy('id')
    .executeTakeFirst();
  if (found) return found.id;
  const row = await db
    .insertInto('profiles')
    .values({ name: 'Legal Platform', username: SYSTEM_USERNAME, type: 'system', about: 'Legal Platform' })
    .onConflict((oc) => oc.column('username').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (row) return row.id;
  // Someone holds the name already (an install older than this): the system takes a numbered one.
  const other = await db
    .insertInto('profiles')
    .values({ name: 'Legal Platform', username: `${SYSTEM_USERNAME}_${Date.now() % 1000}`, type: 'system' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return other.id;
}

/**
 * The day the legal texts were published: their posts carry it, so search and the system
 * profile show a document of that day, not one written minutes ago at the server's start.
 */
const LEGAL_PUBLISHED_AT = '2026-11-01T09:00:00.000Z';

export async function ensureSystemContent(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const profileId = await systemProfile(trx);
    for (const url of LEGAL_POSTS) {
      const ru = legalDoc(url, 'ru');
      const en = legalDoc(url, 'en');
      const values = {
        title: ru.title,
        preview: JSON.stringify({ content: ru.preview }),
        // A plain paragraph of our own (parseLegalDoc): its words as written.
        preview_text: ru.preview,
        content: JSON.stringify({ content: ru.content }),
        translations: JSON.stringify({ en }),
      };
      // The path stays /post/privacy: no slug. Rewritten only when a text changed (no idle notifications).
      await trx
        .insertInto('posts')
        .values({
          ...values,
          profile_id: profileId,
          status: 'published',
          url,
          slug: '',
          created_at: LEGAL_PUBLISHED_AT,
          updated_at: LEGAL_PUBLISHED_AT,
        })
        .onConflict((oc) =>
          oc
            .column('url')
            .doUpdateSet({
              ...values,
              // A text changed since: it is dated now; an install that first wrote them at its start gets their day.
              created_at: sql`least(posts.created_at, excluded.created_at)`,
              updated_at: sql`case when (posts.title, posts.content, posts.translations) is distinct from
                (excluded.title, excluded.content, excluded.translations) then now() else posts.updated_at end`,
            })
            .where(
              sql<boolean>`(posts.title, posts.content, posts.translations) is distinct from (excluded.title, excluded.content, excluded.translations)
                or posts.created_at > excluded.created_at`,
            ),
        )
        .execute();
    }
    await ensureRegions(trx);
    await ensureCatalog(trx);
    await ensureUniversities(trx);
    for (const id of TOOLTIPS) {
      const text = { text_ru: tooltipText(id, 'ru'), text_en: tooltipText(id, 'en') };
      await trx
        .insertInto('tooltips')
        .values({ id, ...text })
        .onConflict((oc) => oc.column('id').doUpdateSet(text))
        .execute();
    }
  });
}
