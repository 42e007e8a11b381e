import { type Kysely, sql } from 'kysely';
import { scoreAnswers } from '@shared/quiz/rules.ts';
import type { Database } from '../db/schema.ts';
import { storeQuestions } from '../features/quiz/quiz-service.ts';
import { DEMO_CONTEST_URL } from './posts.ts';

/**
 * Two demo quizzes (DEMO mode): the recruiting contest (timed, one-time, named results open to
 * everyone, with a registration form) on the contest post, and an anonymous self-check on a
 * labour-law post; each with results of the demo people, scored as the server scores.
 * Idempotent: nothing happens once a demo post has a quiz.
 */

const CONTEST = storeQuestions([
  {
    id: 'q1',
    question: 'Какой общий срок исковой давности установлен ГК РФ?',
    explanation:
      'Статья 196 ГК РФ: три года со дня, когда лицо узнало или должно было узнать о нарушении своего права.',
    options: [
      { id: 'a', text: '1 год', isCorrect: false },
      { id: 'b', text: '3 года', isCorrect: true },
      { id: 'c', text: '5 лет', isCorrect: false },
      { id: 'd', text: '10 лет', isCorrect: false },
    ],
  },
  {
    id: 'q2',
    question: 'Какой суд рассматривает экономические споры между юридическими лицами?',
    explanation: 'Экономические споры между организациями подсудны арбитражным судам (АПК РФ).',
    options: [
      { id: 'a', text: 'Районный суд', isCorrect: false },
      { id: 'b', text: 'Арбитражный суд', isCorrect: true },
      { id: 'c', text: 'Мировой судья', isCorrect: false },
    ],
  },
  {
    id: 'q3',
    question: 'Минимальный уставный капитал ООО составляет:',
    explanation: 'Не менее 10 000 рублей (закон об ООО).',
    options: [
      { id: 'a', text: '10 000 ₽', isCorrect: true },
      { id: 'b', text: '100 000 ₽', isCorrect: false },
      { id: 'c', text: '1 000 ₽', isCorrect: false },
    ],
  },
  {
    id: 'q4',
    question: 'Срок на обжалование решения арбитражного суда первой инстанции в апелляцию:',
    explanation: 'Один месяц со дня принятия решения (ст. 259 АПК РФ).',
    options: [
      { id: 'a', text: '10 дней', isCorrect: false },
      { id: 'b', text: '1 месяц', isCorrect: true },
      { id: 'c', text: '2 месяца', isCorrect: false },
    ],
  },
  {
    id: 'q5',
    question: 'Что из перечисленного — обязательное условие договора поставки?',
    explanation: 'Для договора поставки существенно условие о предмете: наименование и количество товара.',
    options: [
      { id: 'a', text: 'Цена', isCorrect: false },
      { id: 'b', text: 'Предмет (наименование и количество товара)', isCorrect: true },
      { id: 'c', text: 'Неустойка', isCorrect: false },
    ],
  },
]);

const LABOUR = storeQuestions([
  {
    id: 'q1',
    question: 'За сколько дней работник должен предупредить об увольнении по собственному желанию?',
    explanation: 'По общему правилу — не позднее чем за две недели (ст. 80 ТК РФ).',
    options: [
      { id: 'a', text: 'За 3 дня', isCorrect: false },
      { id: 'b', text: 'За 2 недели', isCorrect: true },
      { id: 'c', text: 'За месяц', isCorrect: false },
    ],
  },
  {
    id: 'q2',
    question: 'Максимальный срок испытания для рядового работника:',
    explanation: 'Не более трёх месяцев (ст. 70 ТК РФ).',
    options: [
      { id: 'a', text: '1 месяц', isCorrect: false },
      { id: 'b', text: '3 месяца', isCorrect: true },
      { id: 'c', text: '6 месяцев', isCorrect: false },
    ],
  },
  {
    id: 'q3',
    question: 'Можно ли заключить с дистанционным работником договор в электронной форме?',
    explanation: 'Да, путём обмена электронными документами (гл. 49.1 ТК РФ).',
    options: [
      { id: 'a', text: 'Да', isCorrect: true },
      { id: 'b', text: 'Нет, только на бумаге', isCorrect: false },
    ],
  },
]);

/** What the contest quiz says of itself: only what it is, no promise the product does not keep. */
const CONTEST_DESCRIPTION = 'Пять вопросов, 10 минут, одна попытка. Результаты с именами видны всем.';
const EARLIER_CONTEST_DESCRIPTION =
  'Пять вопросов, 10 минут, одна попытка. Лучшие участники получат приглашение на стажировку.';

/**
 * Who answered what: option ids per question, in order. elena_petrova, pavel_lebedev and
 * natalia_popova have not taken the contest: a visitor signing in as one of them can start it.
 */
const CONTEST_TAKERS: [string, string[], string][] = [
  ['igor_volkov', ['b', 'b', 'a', 'b', 'b'], 'Юридическая фирма «Волков и партнёры»'],
  ['maria_kuz', ['b', 'b', 'a', 'a', 'b'], 'ООО «Кадровый стандарт»'],
  ['dmitry_orlov', ['b', 'b', 'b', 'b', 'a'], 'Налоговая практика Орлова'],
  ['olga_sokolova', ['a', 'b', 'a', 'b', 'b'], 'Адвокатский кабинет'],
  ['sergey_ivanov', ['b', 'a', 'a', 'c', 'b'], 'Коллегия адвокатов «Защита»'],
];
const LABOUR_TAKERS: [string, string[]][] = [
  ['anna_smirnova', ['b', 'b', 'a']],
  ['pavel_lebedev', ['b', 'a', 'a']],
  ['natalia_popova', ['a', 'b', 'a']],
  ['elena_petrova', ['b', 'b', 'b']],
];

export async function seedDemoQuizzes(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const people = new Map(
      (await trx.selectFrom('profiles').select(['id', 'username']).where('is_demo', '=', true).execute()).map((p) => [
        p.username,
        p.id,
      ]),
    );
    const contestPost = await trx
      .selectFrom('posts')
      .select('id')
      .where('url', '=', DEMO_CONTEST_URL)
      .executeTakeFirst();
    const labourPost = await trx
      .selectFrom('posts')
      .select('id')
      .where('title', 'like', 'Удалённые работники%')
      .executeTakeFirst();
    if (!contestPost || !labourPost) return;
    const exists = await trx
      .selectFrom('quiz')
      .select('id')
      .where('post_id', 'in', [contestPost.id, labourPost.id])
      .executeTakeFirst();
    if (exists) {
      await trx
        .updateTable('quiz')
        .set({ description: CONTEST_DESCRIPTION })
        .where('post_id', '=', contestPost.id)
        .where('description', '=', EARLIER_CONTEST_DESCRIPTION)
        .execute();
      return;
    }

    const contest = await trx
      .insertInto('quiz')
      .values({
        post_id: contestPost.id,
        title: 'Конкурсный квиз: основы гражданского и арбитражного процесса',
        description: CONTEST_DESCRIPTION,
        content: JSON.stringify(CONTEST),
        is_anonymous: false,
        is_one_time: true,
        is_time_limit: true,
        time_limit: 10,
        results_visible: 'all',
        is_answers_visible: true,
        is_registration: true,
        registration: JSON.stringify([
          {
            id: 'company',
            type: 'text',
            label: 'Место работы или учёбы',
            placeholder: 'Например, МГЮА, 4 курс',
            required: true,
          },
          { id: 'email', type: 'email', label: 'Email для связи', placeholder: 'name@example.ru', required: true },
        ]),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const labour = await trx
      .insertInto('quiz')
      .values({
        post_id: labourPost.id,
        title: 'Самопроверка: трудовой договор с удалённым работником',
        description: 'Три вопроса без ограничения времени. Результаты анонимны.',
        content: JSON.stringify(LABOUR),
        is_anonymous: true,
        is_one_time: false,
        is_time_limit: false,
        time_limit: null,
        results_visible: 'all',
        is_answers_visible: true,
        is_registration: false,
        registration: '[]',
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const store = async (
      quizId: number,
      questions: typeof CONTEST,
      username: string,
      picks: string[],
      hoursAgo: number,
      registration: Record<string, string> | null,
      oneTime: boolean,
      anonymous: boolean,
    ) => {
      const profileId = people.get(username);
      if (profileId === undefined) return;
      const scored = scoreAnswers(
        questions,
        questions.map((q, i) => ({ questionId: q.id, selectedOptionId: picks[i] ?? null })),
      );
      if ('kind' in scored) throw new Error(`demo quiz answers of ${username}: ${scored.kind}`);
      const at = sql<Date>`now() - make_interval(hours => ${hoursAgo})`;
      const attempt = await trx
        .insertInto('quiz_attempts')
        .values({ quiz_id: quizId, profile_id: profileId, started_at: at, finished_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('quiz_results')
        .values({
          quiz_id: quizId,
          profile_id: profileId,
          attempt_id: attempt.id,
          one_time_key: oneTime ? profileId : null,
          result: scored.score,
          correct: scored.correctAnswers,
          total: scored.totalQuestions,
          answers: JSON.stringify(scored.answers),
          registration: registration ? JSON.stringify(registration) : null,
          created_at: at,
          is_anonymous: anonymous,
        })
        .execute();
    };
    for (const [i, [username, picks, company]] of CONTEST_TAKERS.entries()) {
      await store(
        contest.id,
        CONTEST,
        username,
        picks,
        30 - i * 5,
        { company, email: `${username}@example.ru` },
        true,
        false,
      );
    }
    for (const [i, [username, picks]] of LABOUR_TAKERS.entries())
      await store(labour.id, LABOUR, username, picks, 200 - i * 20, null, false, true);
    await trx.updateTable('quiz').set({ passed_count: CONTEST_TAKERS.length }).where('id', '=', contest.id).execute();
    await trx.updateTable('quiz').set({ passed_count: LABOUR_TAKERS.length }).where('id', '=', labour.id).execute();
  });
}
