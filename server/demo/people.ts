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
    first: 'Elena',
    last: 'Petrova',
    username: 'elena_petrova',
    about: 'IP and technology contracts',
    expertise: 'Intellectual property',
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
  if (existing.length > 0) return existing.map((r) => r.id);
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
