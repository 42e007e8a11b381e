import { type Kysely, sql } from 'kysely';
import type { Database } from '@server/db/schema.ts';
import type { VisibilityRules } from '@server/realtime/hub.ts';

/**
 * Who hears of quiz changes: a quiz (paused, edited, removed) goes to every open stream, as
 * its post does (only ids travel); a new or archived result to the quiz's owner, whose
 * results table and participant count follow live. A participant's own result comes back
 * in the answer to their submission.
 */
export function quizRules(db: Kysely<Database>): VisibilityRules {
  return {
    quiz: { client: () => true },
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
