import type { Kysely } from 'kysely';
import type { Language } from '@shared/constants.ts';
import type { Database } from '@server/db/schema.ts';
import { HttpError } from '@server/errors.ts';

/** A tooltip's text in `lang`. */
export async function readTooltip(
  db: Kysely<Database>,
  id: number,
  lang: Language,
): Promise<{ id: number; text: string }> {
  const row = await db
    .selectFrom('tooltips')
    .select(['id', 'text_ru', 'text_en'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new HttpError('tooltip_not_found');
  return { id: row.id, text: lang === 'en' ? row.text_en : row.text_ru };
}
