import type { Kysely } from 'kysely';
import type { Language } from '@shared/constants.ts';
import type { Translate } from '@shared/i18n/validation.ts';
import type { Database } from '@server/db/schema.ts';
import { storeTimeOver } from './pass-service.ts';
import { ownQuiz } from './quiz-access.ts';

/**
 * The owner's CSV of a quiz's results: participant, score, date, every answer and
 * every registration field, one row per result not archived, oldest first; an attempt whose
 * time ran out scores "0 (time over)". UTF-8 with a BOM
 * and `;` between fields, as Excel in a Russian locale opens it; dates in the owner's zone.
 */

/** A cell: quoted when it must be, and never a formula (a leading = + - @ is made text). */
export function csvCell(value: string | number): string {
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[";\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const row = (cells: (string | number)[]) => cells.map(csvCell).join(';');

export async function exportResults(
  db: Kysely<Database>,
  owner: { profileId: number; timezone: string; language: Language },
  t: Translate,
  quizId: number,
): Promise<{ filename: string; csv: string }> {
  const q = await ownQuiz(db, quizId, owner.profileId);
  // Attempts whose time ran out are in the file as "time over", each the person's one attempt.
  await db.transaction().execute((trx) => storeTimeOver(trx, q.id, null));
  const results = await db
    .selectFrom('quiz_results as r')
    .innerJoin('profiles as p', 'p.id', 'r.profile_id')
    .select([
      'r.result',
      'r.correct',
      'r.total',
      'r.answers',
      'r.registration',
      'r.created_at',
      'r.is_anonymous',
      'r.is_time_over',
      'p.name',
      'p.username',
    ])
    .where('r.quiz_id', '=', q.id)
    .where('r.is_archived', '=', false)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();

  const date = new Intl.DateTimeFormat('ru-RU', {
    timeZone: owner.timezone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  const fields = q.is_registration ? q.registration : [];
  const header = [
    t('quiz.export.participant'),
    t('quiz.export.username'),
    t('quiz.export.score'),
    t('quiz.export.correct'),
    t('quiz.export.total'),
    t('quiz.export.date'),
    ...q.content.map((x) => `${x.number}. ${x.question}`),
    ...fields.map((f) => f.label),
  ];
  const lines = results.map((r) => {
    const answers = new Map(r.answers.map((a) => [a.questionId, a]));
    // A result given anonymously stays so, whatever the quiz became: the person was promised it.
    const anonymous = q.is_anonymous || r.is_anonymous;
    return row([
      anonymous ? t('quiz.export.anonymous') : r.name,
      anonymous ? '' : r.username,
      r.is_time_over ? `${r.result} (${t('quiz.export.timeOver')})` : r.result,
      r.correct,
      r.total,
      date.format(new Date(r.created_at)).replace(',', ''),
      ...q.content.map((x) => {
        const a = answers.get(x.id);
        const chosen = a?.selectedOptionId ? x.options.find((o) => o.id === a.selectedOptionId)?.option : undefined;
        return chosen === undefined
          ? t('quiz.export.noAnswer')
          : `${chosen} (${a!.isCorrect ? t('quiz.export.right') : t('quiz.export.wrong')})`;
      }),
      ...fields.map((f) => r.registration?.[f.id] ?? ''),
    ]);
  });
  const stamp = new Date().toISOString().slice(0, 10);
  return {
    filename: `${t('quiz.export.filename')}-${q.id}-${stamp}.csv`,
    csv: `\uFEFF${[row(header), ...lines].join('\r\n')}\r\n`,
  };
}
