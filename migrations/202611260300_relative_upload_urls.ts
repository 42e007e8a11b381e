import { type Kysely, sql } from 'kysely';

/**
 * Uploads' addresses become relative: `https://host/uploads/{key}` is stored as
 * `/uploads/{key}`, so an image loads from whatever address the app is opened by (the CSP allows
 * images from 'self' only, and the host PUBLIC_URL named may not be the one in the address bar).
 * Covers, avatars and event covers, and the links and images in posts' Markdown (preview,
 * content and the system posts' translations). Any host: an address the server gave out under
 * an earlier PUBLIC_URL names the same stored object. Only the exact names the server makes
 * (a frozen copy of shared/uploads.ts UPLOAD_KEY: a migration imports nothing of ours); an
 * S3_PUBLIC_URL address has no `/uploads/` and stays.
 *
 * The plain words stored beside a post (migrations/202611260200_post_texts.ts) leave out
 * images and links' addresses, so they change only where the text was kept as typed (a
 * preview or content over the Markdown limits): those are cut again from the new text.
 */

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const KEY = `(?:posts|profiles)/(?:covers|events|avatars|content)/${UUID}(?:/(?:full|[1-9][0-9]{1,3}))?\\.webp`;
/** A whole column's value (PostgreSQL's regular expressions): the path is the first group. */
const ABSOLUTE = `^https?://[^/]+(/uploads/${KEY})$`;
/** A Markdown link's or image's address, after `](` or `](<`. */
const IN_MARKDOWN = new RegExp(`(\\]\\(\\s*<?)https?://[^\\s/()<>]+(/uploads/${KEY})(?=[\\s)>]|$)`, 'g');

const COLUMNS = [
  ['profiles', 'avatar'],
  ['profiles', 'cover'],
  ['posts', 'cover'],
  ['events', 'cover'],
] as const;

const PLAIN_KEPT = 300;

/** The text with its whitespace folded, cut at 300 characters: the frozen rawStart of 202611260200_post_texts.ts. */
function rawStart(text: string): string {
  const chars: string[] = [];
  let space = false;
  for (const ch of text) {
    if (chars.length > PLAIN_KEPT) break;
    if (ch === ' ' || ch === '\n' || ch === '\t' || ch === '\r' || ch === '\u00a0') {
      space = chars.length > 0;
    } else {
      if (space) chars.push(' ');
      space = false;
      chars.push(ch);
    }
  }
  return chars.slice(0, PLAIN_KEPT).join('');
}

const relative = (md: string) => md.replace(IN_MARKDOWN, '$1$2');

type Text = { content: string } | null;
type Translations = Record<string, { title: string; preview: string | null; content: string | null }> | null;

/** The stored plain words of `before`, cut again from `after` when they were its raw start (never parsed). */
function plainAfter(stored: string | null, before: Text, after: Text): string | null {
  if (!before || !after || stored !== (rawStart(before.content) || null)) return stored;
  return rawStart(after.content) || null;
}

async function relativeMarkdown(db: Kysely<any>): Promise<void> {
  const rows: Array<{
    id: number;
    preview: Text;
    content: Text;
    translations: Translations;
    preview_text: string | null;
    content_text: string | null;
  }> = await db
    .selectFrom('posts')
    .select(['id', 'preview', 'content', 'translations', 'preview_text', 'content_text'])
    .where(sql<boolean>`concat(preview::text, content::text, translations::text) like '%/uploads/%'`)
    .orderBy('id')
    .execute();
  const fix = (t: Text): Text => t && { content: relative(t.content) };
  for (const row of rows) {
    const preview = fix(row.preview);
    const content = fix(row.content);
    const translations: Translations =
      row.translations &&
      Object.fromEntries(
        Object.entries(row.translations).map(([lang, t]) => [
          lang,
          { ...t, preview: t.preview && relative(t.preview), content: t.content && relative(t.content) },
        ]),
      );
    const changed = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);
    const set = {
      ...(changed(preview, row.preview) && {
        preview: JSON.stringify(preview),
        preview_text: plainAfter(row.preview_text, row.preview, preview),
      }),
      ...(changed(content, row.content) && {
        content: JSON.stringify(content),
        content_text: plainAfter(row.content_text, row.content, content),
      }),
      ...(changed(translations, row.translations) && { translations: JSON.stringify(translations) }),
    };
    if (Object.keys(set).length > 0) await db.updateTable('posts').set(set).where('id', '=', row.id).execute();
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, column] of COLUMNS) {
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = substring(${sql.ref(column)} from ${ABSOLUTE})
      where ${sql.ref(column)} ~ ${ABSOLUTE}`.execute(db);
  }
  await relativeMarkdown(db);
}

/** Nothing to undo: the relative addresses work under any PUBLIC_URL, and the earlier hosts are not known. */
export async function down(): Promise<void> {}
