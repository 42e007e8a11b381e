import type { Kysely } from 'kysely';
import { DEADLINE_PRESETS } from '@shared/deadlines/presets.ts';
import { computeDeadline } from '@shared/deadlines/rules.ts';
import type { DeadlineRule } from '@shared/schemas/deadlines.ts';
import { DEFAULT_OPTION_GROUP, type OptionGroup } from '@shared/planner-constants.ts';
import { defaultOptionGroup } from '@shared/planner/finished.ts';
import { PROPERTY_TYPES, ROLE } from '@shared/schemas/planner.ts';
import type { Database, SubtaskRow } from '../db/schema.ts';

/**
 * Demo planner (DEMO mode): a space of the first demo person with the others as members,
 * four projects and ~320 tasks over past, today and future dates (relative to now),
 * statuses, assignees, subtasks and times of day, so every view has something to show.
 * Idempotent: does nothing once the space exists. One transaction.
 */

export const DEMO_SPACE_TITLE = 'Юридическая практика';

type DemoOption = { title: string; color: string; group?: OptionGroup };

// Groups as a practice would set them: work on "Готово" is finished, never overdue.
const STATUSES: DemoOption[] = [
  { title: 'Новая', color: 'blue', group: 'unstarted' },
  { title: 'В работе', color: 'yellow', group: 'started' },
  { title: 'На проверке', color: 'purple', group: 'started' },
  { title: 'Готово', color: 'green', group: 'done' },
];
const TAGS = [
  { title: 'Клиент', color: 'teal' },
  { title: 'Суд', color: 'red' },
  { title: 'Документы', color: 'orange' },
  { title: 'Срочно', color: 'pink' },
];

// The practice's clients and their people: enough of each that no task title repeats.
const COMPANIES = [
  '«Альфа-Строй»',
  '«Вектор»',
  '«Северный ветер»',
  '«ТехноПарк»',
  '«Ромашка»',
  '«Гранит»',
  '«Меридиан»',
  '«Балтийская логистика»',
  '«Уралмеханика»',
  '«Фармаком»',
  '«Ладога Девелопмент»',
];
const PEOPLE = [
  'Ивановым И. И.',
  'Петровой А. С.',
  'Сидоровым К. В.',
  'Орловой Е. Д.',
  'Фёдоровым П. А.',
  'Лукиной М. Р.',
  'Тарасовым Д. О.',
  'Беловой Н. Г.',
  'Головиным С. Е.',
];

/**
 * A project's `i`-th task title: its templates in turn, each round with another client, person
 * and case number, and a template that names none of them gets its client in brackets after the
 * first round. No title repeats, as in a real practice's planner.
 */
function taskTitle(templates: readonly string[], i: number): string {
  const t = i % templates.length;
  const round = Math.floor(i / templates.length);
  const template = templates[t]!;
  const company = COMPANIES[(round + t) % COMPANIES.length]!;
  const filled = template
    .replace('{n}', String(10_000 + ((i * 7_919 + t * 104_729) % 289_999)))
    .replace('{c}', company)
    .replace('{p}', PEOPLE[(round + t) % PEOPLE.length]!);
  return filled === template && round > 0 ? `${template} (ООО ${company})` : filled;
}

/** Demo tasks whose date a procedural rule keeps: the title's start, the preset, and how long before the date its decision was. */
const LAW_TASKS = [
  { starts: 'Подать апелляционную жалобу', preset: 'apk-appeal', back: 30 },
  { starts: 'Подготовить кассационную жалобу', preset: 'apk-cassation', back: 60 },
] as const;

/** The rule and its day for a demo task that files an appeal or a cassation, counted from a decision `back` days before. */
function lawDeadline(title: string, dayBefore: (back: number) => string): { rule: DeadlineRule; due: string } | null {
  const plan = LAW_TASKS.find((l) => title.startsWith(l.starts));
  const preset = plan && DEADLINE_PRESETS.find((p) => p.id === plan.preset);
  if (!plan || !preset) return null;
  const rule: DeadlineRule = {
    from: dayBefore(plan.back),
    amount: preset.amount,
    unit: preset.unit,
    code: preset.code,
    preset: preset.id,
  };
  return { rule, due: computeDeadline(rule).due };
}

interface ProjectPlan {
  title: string;
  description: string;
  /** indexes into the demo people who join the project (the owner sees it anyway) */
  members: number[];
  titles: string[];
}

const PROJECTS: ProjectPlan[] = [
  {
    title: 'Судебные споры',
    description: 'Арбитражные и гражданские дела клиентов: иски, отзывы, заседания, исполнение.',
    members: [1, 2],
    titles: [
      'Подготовить исковое заявление по делу № А40-{n}/2026',
      'Подготовить отзыв на иск ООО {c}',
      'Ознакомиться с материалами дела № А40-{n}/2026',
      'Судебное заседание в Арбитражном суде г. Москвы',
      'Заявить ходатайство об отложении заседания',
      'Подать апелляционную жалобу по делу № А41-{n}/2025',
      'Направить досудебную претензию ООО {c}',
      'Рассчитать неустойку и проценты по ст. 395 ГК РФ',
      'Подготовить позицию по судебной экспертизе',
      'Получить исполнительный лист',
      'Согласовать проект мирового соглашения',
      'Собрать доказательства оплаты по договору поставки',
      'Запросить выписку из ЕГРЮЛ ответчика',
      'Подготовить кассационную жалобу',
    ],
  },
  {
    title: 'Корпоративные сделки',
    description: 'M&A, корпоративные договоры, регистрация изменений.',
    members: [4, 3],
    titles: [
      'Due diligence ООО {c}',
      'Подготовить SPA по покупке 100% долей ООО {c}',
      'Согласовать корпоративный договор участников',
      'Подготовить протокол общего собрания участников',
      'Зарегистрировать изменения в ЕГРЮЛ',
      'Получить согласие ФАС на сделку',
      'Подготовить опцион на долю',
      'Нотариальное удостоверение сделки с долей',
      'Проверить полномочия подписанта со стороны продавца',
      'Подготовить заверения об обстоятельствах',
      'Согласовать term sheet с инвестором',
      'Оформить увеличение уставного капитала ООО {c}',
    ],
  },
  {
    title: 'Трудовые вопросы',
    description: 'Кадровый комплаенс клиентов, споры с работниками, локальные акты.',
    members: [2, 4],
    titles: [
      'Подготовить трудовой договор с {p}',
      'Проверить ЛНА на соответствие ТК РФ',
      'Оформить увольнение по соглашению сторон с {p}',
      'Ответить на запрос государственной инспекции труда',
      'Подготовить положение о премировании',
      'Собрать документы для дисциплинарного взыскания',
      'Консультация по сокращению штата',
      'Проверить график отпусков на 2027 год',
      'Подготовить соглашение о неразглашении для сотрудников',
      'Согласовать положение об обработке персональных данных',
    ],
  },
  {
    title: 'Налоговые проверки',
    description: 'Сопровождение проверок ИФНС, возражения, досудебное обжалование.',
    members: [3, 1],
    titles: [
      'Ответ на требование ИФНС о представлении документов',
      'Подготовить возражения на акт выездной проверки',
      'Анализ рисков по ст. 54.1 НК РФ',
      'Жалоба в УФНС на решение инспекции',
      'Сверка расчётов с бюджетом',
      'Подготовить сотрудника к допросу в ИФНС',
      'Проверить контрагента ООО {c} на признаки технической компании',
      'Подать уточнённую декларацию по НДС',
      'Обжаловать блокировку расчётного счёта',
      'Подготовить пояснения по НДС за III квартал',
    ],
  },
];

const SUBTASKS = [
  'Собрать документы',
  'Подготовить черновик',
  'Согласовать с клиентом',
  'Проверить реквизиты',
  'Направить на подпись',
  'Отправить копию в суд',
];
const TASKS_PER_PROJECT = 80;
const DAY = 86_400_000;
/** The demo people live in Moscow (UTC+3, no DST): times of day are set there. */
const MSK = 3 * 3_600_000;

/** A small deterministic generator: the same demo on every machine. */
function random(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
  return {
    next,
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)],
    int: (a: number, b: number) => a + Math.floor(next() * (b - a + 1)),
  };
}

export async function seedDemoPlanner(db: Kysely<Database>, peopleIds: number[], now = new Date()): Promise<boolean> {
  if (peopleIds.length === 0) return false;
  const [ownerId] = peopleIds;
  const exists = await db
    .selectFrom('spaces')
    .select('id')
    .where('title', '=', DEMO_SPACE_TITLE)
    .where('created_by', '=', ownerId)
    .executeTakeFirst();
  if (exists) return false;

  await db.transaction().execute(async (trx) => {
    const rnd = random(20_261_122);
    const space = await trx
      .insertInto('spaces')
      .values({
        title: DEMO_SPACE_TITLE,
        description: 'Дела, сделки и проверки клиентов практики',
        icon: 'Briefcase',
        color: 'blue',
        created_by: ownerId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const spaceRoles = [ROLE.owner, ROLE.admin, ROLE.member, ROLE.member, ROLE.viewer];
    await trx
      .insertInto('members')
      .values(
        peopleIds.map((profile_id, i) => ({
          object_type: 'space' as const,
          space_id: space.id,
          profile_id,
          role_id: spaceRoles[i] ?? ROLE.member,
        })),
      )
      .execute();

    // The space's slots shape its projects' side panel.
    const priority = await property(trx, { space_id: space.id }, PROPERTY_TYPES.select, 'Приоритет', [
      { title: 'Высокий', color: 'red' },
      { title: 'Средний', color: 'orange' },
      { title: 'Низкий', color: 'green' },
    ]);
    const deadline = await property(trx, { space_id: space.id }, PROPERTY_TYPES.date, 'Дедлайн проекта');
    const lead = await property(trx, { space_id: space.id }, PROPERTY_TYPES.people, 'Ответственный');

    const midnight = Math.floor((now.getTime() + MSK) / DAY) * DAY - MSK; // today 00:00 in Moscow
    // A date without a time is a calendar day (docs/dates.md): Moscow's today, moved by `offset` days.
    const dayAt = (offset: number) => new Date(midnight + MSK + offset * DAY).toISOString().slice(0, 10);
    for (const [pi, plan] of PROJECTS.entries()) {
      const project = await trx
        .insertInto('projects')
        .values({ space_id: space.id, title: plan.title, description: plan.description, created_by: ownerId })
        .returning('id')
        .executeTakeFirstOrThrow();
      const memberIds = plan.members.map((i) => peopleIds[i]).filter((id): id is number => id !== undefined);
      await trx
        .insertInto('members')
        .values([
          {
            object_type: 'project' as const,
            space_id: space.id,
            project_id: project.id,
            profile_id: ownerId,
            role_id: ROLE.admin,
          },
          ...memberIds.map((profile_id) => ({
            object_type: 'project' as const,
            space_id: space.id,
            project_id: project.id,
            profile_id,
            role_id: ROLE.member,
          })),
        ])
        .execute();
      await trx
        .insertInto('property_values')
        .values([
          {
            space_id: space.id,
            project_id: project.id,
            property_id: priority.id,
            property_option_id: priority.options[pi % 3],
          },
          {
            space_id: space.id,
            project_id: project.id,
            property_id: deadline.id,
            date_day: dayAt(30 + pi * 15),
          },
          { space_id: space.id, project_id: project.id, property_id: lead.id, profile_id: memberIds[0] ?? ownerId },
        ])
        .execute();

      const status = await property(trx, { project_id: project.id }, PROPERTY_TYPES.select, 'Статус', STATUSES);
      await property(trx, { project_id: project.id }, PROPERTY_TYPES.date, 'Срок');
      await property(trx, { project_id: project.id }, PROPERTY_TYPES.period, 'Период работ');
      const tags = await property(trx, { project_id: project.id }, PROPERTY_TYPES.multiselect, 'Метки', TAGS);
      await property(trx, { project_id: project.id }, PROPERTY_TYPES.people, 'Исполнитель');
      await property(trx, { project_id: project.id }, PROPERTY_TYPES.checkbox, 'Согласовано с клиентом');
      await property(trx, { project_id: project.id }, PROPERTY_TYPES.number, 'Часы');

      const assignees = [ownerId, ...memberIds];
      const positions = new Map<number | null, number>();
      const rows = Array.from({ length: TASKS_PER_PROJECT }, (_, i) => {
        const dayOffset = rnd.int(-25, 40);
        const hasDate = rnd.next() < 0.85;
        const timed = rnd.next() < 0.55;
        const minutes = timed
          ? rnd.pick([
              9 * 60,
              10 * 60 + 30,
              11 * 60,
              12 * 60 + 15,
              14 * 60,
              15 * 60 + 30,
              16 * 60 + 45,
              18 * 60,
              20 * 60,
              7 * 60 + 30,
            ])
          : 0;
        const due = new Date(midnight + dayOffset * DAY + minutes * 60_000);
        // Past work is mostly done; future work mostly new or in progress.
        const s =
          dayOffset < -3
            ? rnd.pick([1, 2, 3, 3, 3])
            : dayOffset <= 2
              ? rnd.pick([0, 1, 1, 2, 3])
              : rnd.pick([0, 0, 0, 1, 1, 2]);
        const select = rnd.next() < 0.08 ? null : status.options[s];
        const position = positions.get(select) ?? 0;
        positions.set(select, position + 1);
        const title = taskTitle(plan.titles, i);
        const subtasks: SubtaskRow[] =
          rnd.next() < 0.25
            ? Array.from({ length: rnd.int(2, 4) }, (_, k) => ({
                id: k + 1,
                title: SUBTASKS[(i + k) % SUBTASKS.length],
                date: rnd.next() < 0.5 ? dayAt(dayOffset - k - 1) : null,
                is_completed: s === 3 || rnd.next() < 0.4,
                number: k + 1,
              }))
            : [];
        const periodLength = rnd.int(2, 14);
        // An appeal or a cassation is counted from its decision by the code, as a practice would.
        const law = hasDate ? lawDeadline(title, (back) => dayAt(dayOffset - back)) : null;
        return {
          project_id: project.id,
          title,
          description:
            rnd.next() < 0.4 ? `Клиент: ООО ${rnd.pick(COMPANIES)}. Ответственный юрист контролирует сроки.` : null,
          subtasks: JSON.stringify(subtasks),
          value_date: hasDate && timed && !law ? due.toISOString() : null,
          value_date_day: law ? law.due : hasDate && !timed ? dayAt(dayOffset) : null,
          deadline: law ? JSON.stringify(law.rule) : null,
          value_period_start_day: rnd.next() < 0.2 ? dayAt(dayOffset) : null,
          value_select: select,
          value_select_position: position,
          value_multiselect: rnd.next() < 0.35 ? [rnd.pick(tags.options)] : [],
          value_people: rnd.next() < 0.85 ? rnd.pick(assignees) : null,
          value_checkbox: rnd.next() < 0.5 ? rnd.next() < 0.6 : null,
          value_number: rnd.next() < 0.6 ? rnd.int(1, 24) / 2 : null,
          created_by: ownerId,
          periodEnd: dayAt(dayOffset + periodLength),
        };
      });
      await trx
        .insertInto('tasks')
        .values(
          rows.map(({ periodEnd, ...r }) => ({
            ...r,
            value_period_end_day: r.value_period_start_day ? periodEnd : null,
          })),
        )
        .execute();
    }
  });
  return true;
}

async function property(
  trx: Kysely<Database>,
  owner: { space_id: number } | { project_id: number },
  typeId: number,
  title: string,
  options: DemoOption[] = [],
): Promise<{ id: number; options: number[] }> {
  const p = await trx
    .insertInto('properties')
    .values({ ...owner, property_type_id: typeId, title })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (!options.length) return { id: p.id, options: [] };
  const rows = await trx
    .insertInto('property_options')
    .values(
      options.map((o, i) => ({
        property_id: p.id,
        number: i + 1,
        title: o.title,
        color: o.color,
        group: o.group ?? (typeId === PROPERTY_TYPES.select ? defaultOptionGroup(o.title) : DEFAULT_OPTION_GROUP),
      })),
    )
    .returning('id')
    .execute();
  const ids = rows.map((r) => r.id).sort((a, b) => a - b);
  return { id: p.id, options: ids };
}
