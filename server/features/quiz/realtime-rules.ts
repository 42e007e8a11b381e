import { type Kysely, sql } from 'kysely';
import type { Database } from '@server/db/schema.ts';
import type { VisibilityRules } from '@server/realtime/hub.ts';

/**
 * Who hears of quiz changes: a quiz (paused, edited, removed) goes to those who may read its
 * post, as the post's own change does: every open stream when the post is public, its author
 * alone on a draft or an archived post, so a change never tells of a post one may not read.
 * The trigger puts both facts in
 * the change (migrations/202611260220_quiz_privacy.ts), so this costs no query; only ids and
 * states travel. A new or archived result goes to the quiz's owner, whose results table and
 * participant count follow live. A participant's own result comes back in the answer to
 * their submission.
 */
export function quizRules(db: Kysely<Database>): VisibilityRules {
  return {
    quiz: {
      client: (client, change) =>
        change.post_public === true || (client.userId !== null && client.userId === change.author_user_id),
    },
    quiz_results: {
      async users(change, userIds) {
        const quizId = typeof change.quiz_id === 'number' ? change.quiz_id : null;
        const r = await sql<{ user_id: number }>`
          select a.user_id from quiz q join posts po on po.id = q.post_id join profiles a on a.id = po.profile_id
          where q.id = ${quizId}::int and a.user_id = any(${userIds}::int[])`.execute(db);
        return new Set(r.rows.map((x) => x.user_id));
      },
    },
  };
}
