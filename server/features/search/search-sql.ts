import { sql } from 'kysely';
import { HIGHLIGHT_START, HIGHLIGHT_STOP } from '@shared/search/highlight.ts';

/**
 * The texts the search matches, exactly as migrations/202611261100_search_indexes.ts indexes
 * them (an index over an expression serves only that expression). Jobs and people are matched
 * on their own `search` columns (the career board's and the directory's).
 */
export const TASK_TEXT = sql`to_tsvector('russian'::regconfig, t.title || ' ' || coalesce(t.description, ''))`;
export const POST_TEXT = sql`to_tsvector('russian'::regconfig, po.title || ' ' || coalesce(po.preview_text, '') || ' ' || coalesce(po.content_text, ''))`;

/**
 * The words as a query: letters and digits only, each a prefix, all required (the career
 * board's rule, shared/career/constants.ts searchWords), so nothing typed is query syntax and
 * punctuation or LIKE's `%` and `_` leave no words at all.
 */
export const tsQuery = (words: string[]) => sql`to_tsquery('russian', ${words.map((w) => `${w}:*`).join(' & ')})`;

/** Our markers deleted from a text before ts_headline marks it: in the answer they only mark a match. */
const bare = (text: ReturnType<typeof sql>) => sql`translate(${text}, ${HIGHLIGHT_START + HIGHLIGHT_STOP}, '')`;

const MARKS = `StartSel="${HIGHLIGHT_START}", StopSel="${HIGHLIGHT_STOP}"`;

/**
 * The result's title with its matched words marked; when only the body matched, a short passage
 * of the body instead (so the reader sees why it was found).
 */
export function headline(q: ReturnType<typeof sql>, title: ReturnType<typeof sql>, body: ReturnType<typeof sql>) {
  return sql<string>`case when to_tsvector('russian'::regconfig, ${title}) @@ ${q} or ${body} = ''
    then ts_headline('russian', ${bare(title)}, ${q}, ${`${MARKS}, HighlightAll=true`})
    else ts_headline('russian', ${bare(body)}, ${q}, ${`${MARKS}, MaxWords=14, MinWords=6, MaxFragments=1, FragmentDelimiter=" … "`}) end`;
}
