import { randomInt } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { POST_URL_ALPHABET, POST_URL_LENGTH } from '@shared/posts/post-url.ts';
import type { Database } from '@server/db/schema.ts';

const DRAWS = 8;
const MAX_LENGTH = 8;

const draw = (length: number) =>
  Array.from({ length }, () => POST_URL_ALPHABET[randomInt(POST_URL_ALPHABET.length)]).join('');

/**
 * A url no post has yet: eight random candidates of 3 letters and digits checked in one
 * query; when all eight are taken, 3 is crowded (over ~70% of 46,656 in use) and the next
 * eight are one character longer. The insert still guards with `on conflict do nothing`
 * (another process may take the same url in between): `freeUrl` is then simply called again.
 */
export async function freeUrl(db: Kysely<Database>): Promise<string> {
  for (let length = POST_URL_LENGTH; length <= MAX_LENGTH; length++) {
    const candidates = Array.from({ length: DRAWS }, () => draw(length));
    const r = await sql<{ url: string }>`
      select c as url from unnest(${candidates}::text[]) c
      where not exists (select 1 from posts p where p.url = c) limit 1`.execute(db);
    if (r.rows[0]) return r.rows[0].url;
  }
  throw new Error('no free post url');
}
