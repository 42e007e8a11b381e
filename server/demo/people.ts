import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export const DEMO_PEOPLE = [
  {
    first: 'Анна',
    last: 'Смирнова',
    username: 'anna_smirnova',
    about: 'Корпоративный юрист, M&A и due diligence',
    expertise: 'Корпоративное право',
    level: 'golden',
    city: 'Москва',
  },
  {
    first: 'Игорь',
    last: 'Волков',
    username: 'igor_volkov',
    about: 'Арбитражные споры и банкротство',
    expertise: 'Арбитраж',
    level: 'silver',
    city: 'Санкт-Петербург',
  },
  {
    first: 'Мария',
    last: 'Кузнецова',
    username: 'maria_kuz',
    about: 'Трудовое право и HR-комплаенс',
    expertise: 'Трудовое право',
    level: 'bronze',
    city: 'Казань',
  },
  {
    first: 'Дмитрий',
    last: 'Орлов',
    username: 'dmitry_orlov',
    about: 'Налоговые споры, структурирование',
    expertise: 'Налоговое право',
    level: 'silver',
    city: 'Москва',
  },
  {
    first: 'Елена',
    last: 'Петрова',
    username: 'elena_petrova',
    about: 'Интеллектуальная собственность и IT-договоры',
    expertise: 'Интеллектуальная собственность',
    level: null,
    city: 'Новосибирск',
  },
  {
    first: 'Ольга',
    last: 'Соколова',
    username: 'olga_sokolova',
    about: 'Семейное право и наследство',
    expertise: 'Семейное право',
    level: 'bronze',
    city: 'Екатеринбург',
  },
  {
    first: 'Павел',
    last: 'Лебедев',
    username: 'pavel_lebedev',
    about: 'Недвижимость и строительство',
    expertise: 'Земельное право',
    level: null,
    city: 'Краснодар',
  },
  {
    first: 'Сергей',
    last: 'Иванов',
    username: 'sergey_ivanov',
    about: 'Уголовная защита бизнеса',
    expertise: 'Уголовное право',
    level: 'silver',
    city: 'Москва',
  },
  {
    first: 'Наталья',
    last: 'Попова',
    username: 'natalia_popova',
    about: 'Банковское право и финтех',
    expertise: 'Финансовое право',
    level: null,
    city: 'Нижний Новгород',
  },
] as const;

/** Spellings earlier seeds wrote, by username: a demo person's name is Cyrillic everywhere, as a Russian's is. */
const EARLIER_SPELLINGS: Readonly<Record<string, string>> = { elena_petrova: 'Elena Petrova' };

/** Brings an earlier seed's spelling up to date, unless the person has renamed themselves since. */
async function respellNames(db: Kysely<Database>): Promise<void> {
  for (const [username, old] of Object.entries(EARLIER_SPELLINGS)) {
    const p = DEMO_PEOPLE.find((d) => d.username === username)!;
    const renamed = await db
      .updateTable('profiles')
      .set({ name: `${p.first} ${p.last}`, about: p.about, expertise: p.expertise })
      .where('is_demo', '=', true)
      .where('username', '=', username)
      .where('name', '=', old)
      .returning('user_id')
      .executeTakeFirst();
    if (renamed?.user_id)
      await db
        .updateTable('users')
        .set({ first_name: p.first, last_name: p.last })
        .where('id', '=', renamed.user_id)
        .execute();
  }
}

/** Seeds the demo people (users, profiles, settings) once; later seeds build on them. */
export async function seedDemoPeople(db: Kysely<Database>): Promise<number[]> {
  // Only these people: other demo profiles (the about page's experts) are not the planner's members.
  const usernames = DEMO_PEOPLE.map((p) => p.username);
  const existing = await db
    .selectFrom('profiles')
    .select('id')
    .where('is_demo', '=', true)
    .where('username', 'in', usernames)
    .orderBy('id')
    .execute();
  if (existing.length > 0) {
    await respellNames(db);
    return existing.map((r) => r.id);
  }
  const ids: number[] = [];
  for (const p of DEMO_PEOPLE) {
    const user = await db
      .insertInto('users')
      .values({ first_name: p.first, last_name: p.last, username: p.username, language_code: 'ru' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_settings').values({ user_id: user.id, timezone: 'Europe/Moscow' }).execute();
    const profile = await db
      .insertInto('profiles')
      .values({
        user_id: user.id,
        name: `${p.first} ${p.last}`,
        username: p.username,
        about: p.about,
        expertise: p.expertise,
        level: p.level,
        info: JSON.stringify({ city: p.city }),
        is_demo: true,
        permissions: ['home_feed_post'],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(profile.id);
  }
  return ids;
}
