import { type Kysely, sql } from 'kysely';
import type { RouteFacts } from '@shared/first-screen.ts';
import { POST_URL_RE, postUrlKey } from '@shared/posts/post-url.ts';
import type { Database } from '../db/schema.ts';
import { hashSessionId, isLive } from '../services/sessions.ts';

/** The status a page of the app answers with: it is the app either way, which draws "not found" itself. */
export type PageStatus = 200 | 404;

/** The route table's one-segment pattern: a person's profile by their username. */
const PROFILE_BY_USERNAME = '/:username';
/** The route table's post pattern (`/post/{url}-{slug}`, or no url at all). */
const POST = '/post/:url?';

/** An address's segment as the app reads it; null when it is not valid percent-encoding. */
function segment(pathname: string, index: number): string | null {
  const raw = pathname.split('/')[index] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** Whether someone has this username (usernames are kept lower-case). */
async function usernameTaken(db: Kysely<Database>, username: string): Promise<boolean> {
  if (username.length === 0 || username.length > 64) return false;
  const row = await db
    .selectFrom('profiles')
    .select('id')
    .where('username', '=', username.toLowerCase())
    .executeTakeFirst();
  return !!row;
}

/**
 * Whether the post at this address may be read here: a published one by anyone, a draft or an
 * archived one only by its author (the session's cookie), as the posts function decides. To
 * anyone else a draft answers as a post that does not exist, so the status tells nothing either.
 */
async function postReadable(db: Kysely<Database>, param: string, sessionId: string | undefined): Promise<boolean> {
  const key = postUrlKey(param);
  if (!POST_URL_RE.test(key)) return false;
  const author = sessionId
    ? sql<boolean>`p.profile_id = (select pr.id from sessions s join profiles pr on pr.user_id = s.user_id
        where s.id_hash = ${hashSessionId(sessionId)} and s.is_auth and ${isLive('s')})`
    : sql<boolean>`false`;
  const row = await db
    .selectFrom('posts as p')
    .select('p.id')
    .where('p.url', '=', key)
    .where((eb) => eb.or([eb.and([eb('p.status', '=', 'published'), eb('p.is_archived', '=', false)]), author]))
    .executeTakeFirst();
  return !!row;
}

/**
 * 404 for an address no page of the app owns (the route table's catch-all, and /404 itself), a
 * profile address whose username nobody has, and a post that is not there for this reader; 200
 * for every other page the route table knows. Without the route table (the renderer not built)
 * every page answers 200, as the app alone then knows its routes.
 */
export async function pageStatus(
  db: Kysely<Database>,
  route: RouteFacts | null | undefined,
  pathname: string,
  sessionId: string | undefined,
): Promise<PageStatus> {
  if (!route) return 200;
  if (route.notFound) return 404;
  if (route.path === PROFILE_BY_USERNAME) {
    const username = segment(pathname, 1);
    return username !== null && (await usernameTaken(db, username)) ? 200 : 404;
  }
  if (route.path === POST) {
    const url = segment(pathname, 2);
    return url && (await postReadable(db, url, sessionId)) ? 200 : 404;
  }
  return 200;
}
