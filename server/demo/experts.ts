import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { EXPERTS_ON_ABOUT_PAGE } from '@shared/about.ts';
import { DEMO_PEOPLE } from './people.ts';

/**
 * Golden-level demo lawyers for the about page's expert cards (with Анна Смирнова from the demo
 * people, seven). Kept apart from DEMO_PEOPLE so the demo planner's space stays as it was.
 */
export const DEMO_EXPERTS = [
  {
    first: 'Алексей',
    last: 'Морозов',
    username: 'aleksey_morozov',
    about: 'Партнёр юридической фирмы, международный коммерческий арбитраж (МКАС, ICC)',
    expertise: 'Международный арбитраж',
    city: 'Москва',
  },
  {
    first: 'Екатерина',
    last: 'Белова',
    username: 'ekaterina_belova',
    about: 'IT-право и защита персональных данных: 152-ФЗ, лицензии на ПО',
    expertise: 'IT-право',
    city: 'Санкт-Петербург',
  },
  {
    first: 'Виктор',
    last: 'Новиков',
    username: 'viktor_novikov',
    about: 'Банкротство и субсидиарная ответственность контролирующих лиц',
    expertise: 'Банкротство',
    city: 'Москва',
  },
  {
    first: 'Ирина',
    last: 'Фёдорова',
    username: 'irina_fedorova',
    about: 'Патентный поверенный: товарные знаки, патентные споры в СИП',
    expertise: 'Интеллектуальная собственность',
    city: 'Москва',
  },
  {
    first: 'Андрей',
    last: 'Козлов',
    username: 'andrey_kozlov',
    about: 'Антимонопольное право и госзакупки по 44-ФЗ и 223-ФЗ',
    expertise: 'Антимонопольное право',
    city: 'Казань',
  },
  {
    first: 'Татьяна',
    last: 'Григорьева',
    username: 'tatiana_grigorieva',
    about: 'Налоговые споры с ФНС и выездные проверки, 12 лет в налоговом консалтинге',
    expertise: 'Налоговое право',
    city: 'Екатеринбург',
  },
] as const;

// The about page needs seven golden profiles; a change to either list that breaks this fails at start.
const goldenPeople = DEMO_PEOPLE.filter((p) => p.level === 'golden').length;
if (goldenPeople + DEMO_EXPERTS.length < EXPERTS_ON_ABOUT_PAGE)
  throw new Error('demo data: fewer than seven golden experts');

/** Adds any demo expert not yet there (by username), so an older demo database gets them too. */
export async function seedDemoExperts(db: Kysely<Database>): Promise<number> {
  const usernames = DEMO_EXPERTS.map((p) => p.username);
  const present = new Set(
    (await db.selectFrom('profiles').select('username').where('username', 'in', usernames).execute()).map(
      (r) => r.username,
    ),
  );
  let added = 0;
  for (const p of DEMO_EXPERTS) {
    if (present.has(p.username)) continue;
    await db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({ first_name: p.first, last_name: p.last, username: p.username, language_code: 'ru' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('user_settings').values({ user_id: user.id, timezone: 'Europe/Moscow' }).execute();
      await trx
        .insertInto('profiles')
        .values({
          user_id: user.id,
          name: `${p.first} ${p.last}`,
          username: p.username,
          about: p.about,
          expertise: p.expertise,
          level: 'golden',
          info: JSON.stringify({ city: p.city }),
          is_demo: true,
          permissions: ['home_feed_post'],
        })
        .execute();
    });
    added++;
  }
  return added;
}
