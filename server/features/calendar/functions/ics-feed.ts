import { Hono } from 'hono';
import { miniAppLink } from '@shared/notifications/message.ts';
import { createTranslator } from '@shared/i18n/translator.ts';
import { type KeptText, keptAnswer } from '@server/db/answer-cache.ts';
import type { AppDeps } from '@server/deps.ts';
import { HttpError } from '@server/errors.ts';
import { textBody } from '@server/http/text-body.ts';
import { enforceRateLimit } from '@server/http/enforce-rate-limit.ts';
import { RATE_LIMITS } from '@server/services/rate-limit.ts';
import { CALENDAR_READS, FEED_TOKEN, findFeedOwner } from '../feed-service.ts';
import { writeFeed } from '../feed-ics.ts';
import { feedTasks } from '../feed-tasks.ts';

const translate = createTranslator();

/** Whether If-None-Match names this tag (weak comparison, RFC 9110 §13.1.2), or is `*`. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * GET and HEAD /ics/{token}.ics: the person's planner as a calendar subscription.
 * No session: the token is the key, so an unknown one answers 404 like any missing file. The
 * feed is a kept answer (server/db/answer-cache.ts) under the person, the scope, the zone and
 * the language, while the `calendar` version stands: a calendar app asking every 15 minutes
 * costs two small queries (the owner with the version, and the rate limit's count).
 */
export function calendarFeedRoute(deps: AppDeps) {
  const route = new Hono();
  // Hono answers HEAD with this GET's headers and no body.
  route.get('/:file', async (c) => {
    const token = c.req.param('file').replace(/\.ics$/, '');
    if (!c.req.param('file').endsWith('.ics') || !FEED_TOKEN.test(token)) throw new HttpError('not_found');
    const db = deps.db.db;
    const owner = await findFeedOwner(db, token);
    if (!owner) throw new HttpError('not_found');
    await enforceRateLimit(deps, c, RATE_LIMITS.calendarFeed, undefined, undefined, token);

    const language = owner.language ?? 'ru';
    const timeZone = owner.timezone ?? 'UTC';
    const bot = deps.botUsername();
    const key = `feed ${owner.profile_id ?? 0} ${owner.scope} ${timeZone} ${language}`;
    const feed: KeptText = await keptAnswer(
      db,
      CALENDAR_READS,
      key,
      async () =>
        writeFeed(owner.profile_id === null ? [] : await feedTasks(db, owner.profile_id, owner.scope), {
          timeZone,
          publicUrl: deps.config.publicUrl,
          t: translate(language),
          telegramLink: (id) => (bot ? miniAppLink(bot, deps.config.miniAppName, `task_${id}`) : null),
        }),
      owner.version,
    );

    const etag = feed.etag();
    const headers: Record<string, string> = {
      ETag: etag,
      // A secret address: no shared cache keeps it; the calendar app asks again with the tag.
      'Cache-Control': 'private, no-cache',
      Vary: 'Accept-Encoding',
      // Fetchers may read it (robots.txt allows /ics/), search engines may not list it.
      'X-Robots-Tag': 'noindex, nofollow',
    };
    if (matches(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
    headers['Content-Type'] = 'text/calendar; charset=utf-8';
    return textBody(c, feed, 200, headers);
  });
  return route;
}
