import { sql } from 'kysely';
import { HIGHLIGHT_START, HIGHLIGHT_STOP } from '@shared/search/highlight.ts';

type Fragment = ReturnType<typeof sql>;

/**
 * The words as queries: letters and digits only, each a prefix, all required (the career
 * board's rule, shared/career/constants.ts searchWords), so nothing typed is query syntax and
 * punctuation or LIKE's `%` and `_` leave no words at all. `inTitle` asks for them among the
 * words weighted A: a task's and a post's title in their `search` vectors
 * (migrations/202611261100_search_columns.ts).
 */
export const tsQuery = (words: string[]) => sql`to_tsquery('russian', ${words.map((w) => `${w}:*`).join(' & ')})`;
export const tsQueryInTitle = (words: string[]) =>
  sql`to_tsquery('russian', ${words.map((w) => `${w}:*A`).join(' & ')})`;

/** Our markers deleted from a text before ts_headline marks it: in the answer they only mark a match. */
const bare = (text: Fragment) => sql`translate(${text}, ${HIGHLIGHT_START + HIGHLIGHT_STOP}, '')`;

const MARKS = `StartSel="${HIGHLIGHT_START}", StopSel="${HIGHLIGHT_STOP}"`;

/**
 * How much of a body ts_headline reads: it parses all it is given, so a 100,000-character
 * description would cost milliseconds for a 14-word passage. A word found only further on is
 * still found (the match is the stored vector's); its passage is then the text's beginning,
 * unmarked.
 */
export const HEADLINE_TEXT = 3000;

/**
 * The result's title with its matched words marked; when only the body matched, a short passage
 * of the body's first HEADLINE_TEXT characters instead (so the reader sees why it was found).
 * Run on the few rows answered only.
 */
export function headline(q: Fragment, inTitle: Fragment, title: Fragment, body: Fragment) {
  return sql<string>`case when ${inTitle} or ${body} = ''
    then ts_headline('russian', ${bare(title)}, ${q}, ${`${MARKS}, HighlightAll=true`})
    else ts_headline('russian', ${bare(sql`left(${body}, ${sql.lit(HEADLINE_TEXT)})`)}, ${q}, ${`${MARKS}, MaxWords=14, MinWords=6, MaxFragments=1, FragmentDelimiter=" … "`}) end`;
}
