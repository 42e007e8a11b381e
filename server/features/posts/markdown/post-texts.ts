import { HttpError } from '@server/errors.ts';
import { parseInWorker } from './markdown-pool.ts';

type Text = { content: string } | null | undefined;

/** The columns a post's preview and content give (read once, when saved), for the fields being saved. */
export interface PostTextColumns {
  preview_text?: string | null;
  content_text?: string | null;
  content_is_plain?: boolean;
}

const blank = (t: Text) => !t || !t.content.trim();

/**
 * The plain words of the preview and content being saved, parsed once in the worker. A field
 * left out (undefined) gives no column; an empty one stores none. Either text over the limits
 * refuses the whole save with `markdown_too_complex`: nothing is stored half.
 */
export async function postTextColumns(fields: { preview?: Text; content?: Text }): Promise<PostTextColumns> {
  const given = (['preview', 'content'] as const).filter((k) => fields[k] !== undefined && !blank(fields[k]));
  const results = await parseInWorker(given.map((k) => fields[k]!.content));
  const columns: PostTextColumns = {};
  if (fields.preview !== undefined) columns.preview_text = null;
  if (fields.content !== undefined) Object.assign(columns, { content_text: null, content_is_plain: false });
  given.forEach((k, i) => {
    const r = results[i];
    if (!r.ok) throw new HttpError('markdown_too_complex');
    columns[k === 'preview' ? 'preview_text' : 'content_text'] = r.plain || null;
  });
  return columns;
}
