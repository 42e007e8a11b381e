import { type Kysely, sql } from 'kysely';
import { transliterate } from '@shared/usernames.ts';
import type { Database } from '../db/schema.ts';
import { DEMO_RESUMES } from './career-data.ts';
import { DEMO_EXPERTS } from './experts.ts';
import { DEMO_PEOPLE } from './people.ts';
import { demoCover } from './posts.ts';

/**
 * Full demo profiles: the demo people and experts get contacts, a university,
 * a region, experience and awards (some a cover), and 200 more generated lawyers across
 * Russia's regions so the directory has pages. Cheap: a handful of statements in one
 * transaction, nothing once done (the generated people are found by their first username).
 */

type Db = Kysely<Database>;

interface Full {
  username: string;
  region: string;
  university: string;
  year: number;
  phone: string;
  telegram?: string;
  website?: string;
  email: string;
  years: number;
  education: string;
  experience: string;
  awards?: string;
  more?: string;
  birthday?: string;
  cover?: number;
  links?: string[];
}

/** The demo people of people.ts and experts.ts, as their profiles would read. */
const FULL: Full[] = [
  {
    username: 'anna_smirnova',
    region: '77',
    university: 'МГУ',
    year: 2009,
    phone: '+7 (916) 204-18-37',
    telegram: 'anna_smirnova_law',
    website: 'smirnova-partners.ru',
    email: 'a.smirnova@smirnova-partners.ru',
    years: 15,
    education: 'Юридический факультет МГУ им. М. В. Ломоносова; LL.M., University College London',
    experience:
      'Партнёр практики M&A в «Смирнова и партнёры». Ранее — старший юрист в международной фирме: сделки слияния и поглощения, due diligence, корпоративные договоры.',
    awards: 'Право.ру-300 (M&A, 2024), Best Lawyers 2025',
    more: 'Преподаю корпоративное право в РШЧП, бегаю полумарафоны.',
    birthday: '1986-03-14',
    cover: 2,
    links: ['https://vk.com/anna_smirnova_law', 'https://zakon.ru/blog/anna_smirnova'],
  },
  {
    username: 'igor_volkov',
    region: '78',
    university: 'СПбГУ',
    year: 2011,
    phone: '+7 (921) 340-55-12',
    telegram: 'igor_volkov_arb',
    email: 'volkov@arbitr-spb.ru',
    years: 13,
    education: 'Юридический факультет СПбГУ, аспирантура по гражданскому процессу',
    experience:
      'Арбитражные споры и банкротство: сопровождение кредиторов в делах о банкротстве, оспаривание сделок, субсидиарная ответственность.',
    awards: 'Право.ру-300 (банкротство, 2023)',
    cover: 4,
  },
  {
    username: 'maria_kuz',
    region: '16',
    university: 'КФУ',
    year: 2014,
    phone: '+7 (917) 288-03-41',
    telegram: 'maria_kuznetsova_hr',
    email: 'm.kuznetsova@trudpravo.ru',
    years: 10,
    education: 'Юридический факультет Казанского федерального университета',
    experience: 'Трудовое право и HR-комплаенс: локальные акты, сокращения, трудовые споры, проверки ГИТ.',
    more: 'Веду телеграм-канал о трудовом праве для HR.',
  },
  {
    username: 'dmitry_orlov',
    region: '77',
    university: 'Финуниверситет',
    year: 2008,
    phone: '+7 (925) 771-62-09',
    website: 'orlov-tax.ru',
    email: 'orlov@orlov-tax.ru',
    years: 16,
    education: 'Финансовый университет при Правительстве РФ, юрист; магистратура НИУ ВШЭ «Налоговое право»',
    experience:
      'Налоговые споры и структурирование: выездные проверки, досудебное обжалование, споры в арбитражных судах.',
    awards: 'Best Lawyers 2024 (налоговое право)',
  },
  {
    username: 'elena_petrova',
    region: '54',
    university: 'НГУ',
    year: 2013,
    phone: '+7 (913) 915-47-20',
    telegram: 'elena_petrova_ip',
    email: 'e.petrova@ip-lab.ru',
    years: 11,
    education: 'Новосибирский государственный университет, юридический факультет',
    experience: 'IP and technology contracts: licences, software development agreements, trademarks.',
  },
  {
    username: 'olga_sokolova',
    region: '66',
    university: 'УрГЮУ',
    year: 2010,
    phone: '+7 (912) 604-33-18',
    email: 'sokolova@family-law66.ru',
    years: 14,
    education: 'Уральский государственный юридический университет',
    experience: 'Семейное право и наследство: разделы имущества, брачные договоры, наследственные споры, медиация.',
    more: 'Медиатор, член Ассоциации медиаторов Урала.',
  },
  {
    username: 'pavel_lebedev',
    region: '23',
    university: 'КубГУ',
    year: 2012,
    phone: '+7 (918) 452-71-06',
    telegram: 'lebedev_realty_law',
    email: 'lebedev@kuban-realty.ru',
    years: 12,
    education: 'Кубанский государственный университет, юридический факультет',
    experience: 'Недвижимость и строительство: земельные споры, сопровождение девелоперских проектов, ДДУ.',
    cover: 5,
  },
  {
    username: 'sergey_ivanov',
    region: '77',
    university: 'МГЮА',
    year: 2005,
    phone: '+7 (903) 118-90-24',
    email: 'ivanov@defense-bureau.ru',
    years: 19,
    education: 'МГЮА им. О. Е. Кутафина; адвокатский статус с 2008 года',
    experience:
      'Уголовная защита бизнеса: налоговые и экономические составы, обыски и выемки, защита на следствии и в суде.',
    awards: 'Медаль ФПА «За заслуги в защите прав и свобод граждан» II степени',
  },
  {
    username: 'natalia_popova',
    region: '52',
    university: 'ННГУ',
    year: 2015,
    phone: '+7 (930) 702-15-88',
    telegram: 'popova_fintech',
    email: 'popova@fintech-legal.ru',
    years: 9,
    education: 'ННГУ им. Н. И. Лобачевского, юридический факультет',
    experience: 'Банковское право и финтех: 115-ФЗ, платёжные сервисы, споры с банками, цифровые финансовые активы.',
  },
  {
    username: 'aleksey_morozov',
    region: '77',
    university: 'МГИМО',
    year: 2003,
    phone: '+7 (495) 644-20-10',
    website: 'morozov-arbitration.ru',
    email: 'morozov@morozov-arbitration.ru',
    years: 21,
    education: 'МГИМО, международно-правовой факультет; LL.M., King’s College London',
    experience:
      'Партнёр: международный коммерческий арбитраж (МКАС, ICC, SIAC), признание и приведение в исполнение иностранных решений.',
    awards: 'Chambers Europe (Dispute Resolution, Band 2), Право.ру-300',
    cover: 1,
    links: ['https://www.linkedin.com/in/aleksey-morozov-arb'],
  },
  {
    username: 'ekaterina_belova',
    region: '78',
    university: 'СПбГУ',
    year: 2012,
    phone: '+7 (911) 230-84-51',
    telegram: 'belova_itlaw',
    email: 'belova@it-law.spb.ru',
    years: 12,
    education: 'Юридический факультет СПбГУ; программа «Право информационных технологий» НИУ ВШЭ',
    experience:
      'IT-право и персональные данные: 152-ФЗ, уведомления в РКН, лицензионные договоры на ПО, комплаенс маркетплейсов.',
    awards: 'Право.ру-300 (TMT, 2024)',
    cover: 3,
  },
  {
    username: 'viktor_novikov',
    region: '77',
    university: 'РАНХиГС',
    year: 2006,
    phone: '+7 (926) 515-73-30',
    email: 'novikov@bankrot-pro.ru',
    years: 18,
    education: 'РАНХиГС при Президенте РФ, юрист; арбитражный управляющий',
    experience: 'Банкротство и субсидиарная ответственность контролирующих лиц, оспаривание сделок должника.',
    awards: 'Право.ру-300 (банкротство, 2022–2024)',
  },
  {
    username: 'irina_fedorova',
    region: '77',
    university: 'МГЮА',
    year: 2007,
    phone: '+7 (985) 360-41-77',
    website: 'fedorova-patent.ru',
    email: 'fedorova@fedorova-patent.ru',
    years: 17,
    education: 'МГЮА им. О. Е. Кутафина; патентный поверенный РФ №1784',
    experience: 'Товарные знаки, патенты, споры в Суде по интеллектуальным правам, таможенный реестр ОИС.',
  },
  {
    username: 'andrey_kozlov',
    region: '16',
    university: 'КФУ',
    year: 2009,
    phone: '+7 (987) 290-11-65',
    telegram: 'kozlov_antitrust',
    email: 'kozlov@antitrust-kzn.ru',
    years: 15,
    education: 'Казанский федеральный университет; магистратура по конкурентному праву',
    experience: 'Антимонопольное право и госзакупки по 44-ФЗ и 223-ФЗ: жалобы в ФАС, РНП, картельные дела.',
    awards: 'Лучший юрист Республики Татарстан 2023',
  },
  {
    username: 'tatiana_grigorieva',
    region: '66',
    university: 'УрГЮУ',
    year: 2008,
    phone: '+7 (922) 118-56-93',
    email: 'grigorieva@ural-tax.ru',
    years: 16,
    education: 'Уральский государственный юридический университет',
    experience: 'Налоговые споры с ФНС и выездные проверки, 12 лет в налоговом консалтинге.',
  },
];

const FIRST_M = [
  'Александр',
  'Дмитрий',
  'Максим',
  'Сергей',
  'Андрей',
  'Алексей',
  'Артём',
  'Илья',
  'Кирилл',
  'Михаил',
  'Никита',
  'Роман',
  'Евгений',
  'Владимир',
  'Павел',
  'Денис',
  'Олег',
  'Антон',
  'Игорь',
  'Вадим',
];
const FIRST_F = [
  'Анна',
  'Мария',
  'Елена',
  'Ольга',
  'Наталья',
  'Екатерина',
  'Татьяна',
  'Ирина',
  'Юлия',
  'Светлана',
  'Ксения',
  'Дарья',
  'Виктория',
  'Алина',
  'Полина',
  'Марина',
  'Евгения',
  'Вера',
  'Софья',
  'Людмила',
];
const LAST = [
  'Иванов',
  'Смирнов',
  'Кузнецов',
  'Попов',
  'Васильев',
  'Петров',
  'Соколов',
  'Михайлов',
  'Новиков',
  'Фёдоров',
  'Морозов',
  'Волков',
  'Алексеев',
  'Лебедев',
  'Семёнов',
  'Егоров',
  'Павлов',
  'Козлов',
  'Степанов',
  'Николаев',
  'Орлов',
  'Андреев',
  'Макаров',
  'Никитин',
  'Захаров',
  'Зайцев',
  'Соловьёв',
  'Борисов',
  'Яковлев',
  'Григорьев',
  'Романов',
  'Воробьёв',
  'Сергеев',
  'Кузьмин',
  'Фролов',
  'Александров',
  'Дмитриев',
  'Королёв',
  'Гусев',
  'Киселёв',
];
/** Where lawyers are, weighted as Russia's legal market is: the capitals first. */
const PLACES: [string, string][] = [
  ['77', 'Москва'],
  ['77', 'Москва'],
  ['77', 'Москва'],
  ['78', 'Санкт-Петербург'],
  ['78', 'Санкт-Петербург'],
  ['50', 'Красногорск'],
  ['16', 'Казань'],
  ['66', 'Екатеринбург'],
  ['54', 'Новосибирск'],
  ['52', 'Нижний Новгород'],
  ['23', 'Краснодар'],
  ['61', 'Ростов-на-Дону'],
  ['63', 'Самара'],
  ['02', 'Уфа'],
  ['24', 'Красноярск'],
  ['59', 'Пермь'],
  ['74', 'Челябинск'],
  ['36', 'Воронеж'],
  ['34', 'Волгоград'],
  ['55', 'Омск'],
  ['70', 'Томск'],
  ['25', 'Владивосток'],
  ['39', 'Калининград'],
  ['72', 'Тюмень'],
  ['38', 'Иркутск'],
];
const PRACTICES: [string, string][] = [
  [
    'Арбитражные споры',
    'Представляю компании в арбитражных судах всех инстанций: взыскание долгов, споры по поставке и подряду.',
  ],
  ['Банкротство', 'Сопровождаю процедуры банкротства со стороны кредиторов и должников, оспаривание сделок.'],
  ['Корпоративное право', 'Создание и реорганизация компаний, корпоративные договоры, споры участников.'],
  ['Налоговое право', 'Налоговые проверки, досудебное обжалование решений ФНС, налоговые споры в суде.'],
  ['Трудовое право', 'Кадровый аудит, локальные нормативные акты, трудовые споры на стороне работодателя.'],
  ['Семейное право', 'Разводы и разделы имущества, брачные договоры, споры о детях, наследство.'],
  ['Недвижимость', 'Сделки с недвижимостью, земельные споры, сопровождение строительства.'],
  ['Уголовное право', 'Защита по экономическим составам, сопровождение проверок и обысков.'],
  ['Интеллектуальная собственность', 'Регистрация товарных знаков, защита авторских прав, споры в СИП.'],
  ['Защита прав потребителей', 'Споры с застройщиками, автосалонами и страховыми компаниями.'],
  ['Медицинское право', 'Споры с клиниками, лицензирование медицинской деятельности, защита врачей.'],
  ['Административное право', 'Обжалование штрафов и предписаний, споры с контролирующими органами.'],
  ['Миграционное право', 'РВП, ВНЖ и гражданство, привлечение иностранных работников.'],
  ['Госзакупки', 'Участие в торгах по 44-ФЗ и 223-ФЗ, жалобы в ФАС, исполнение контрактов.'],
];
const UNIS = [
  'МГУ',
  'СПбГУ',
  'МГЮА',
  'УрГЮУ',
  'СГЮА',
  'НИУ ВШЭ',
  'РУДН',
  'РГУП',
  'КФУ',
  'ЮФУ',
  'КубГУ',
  'ВГУ',
  'ННГУ',
  'НГУ',
  'ТГУ',
  'БашГУ',
  'ДВФУ',
  'СФУ',
  'ПГНИУ',
  'ЧелГУ',
];
export const GENERATED_LAWYERS = 200;

/**
 * Every other demo person's name as "First Last": a generated lawyer never repeats one, so the
 * directory's search finds one Анна Смирнова, as a real community would have.
 */
const namedElsewhere = () =>
  new Set([
    ...[...DEMO_PEOPLE, ...DEMO_EXPERTS].map((p) => `${p.first} ${p.last}`),
    // Résumés are written "Last First Patronymic".
    ...DEMO_RESUMES.map((r) => r.name.split(' ').slice(0, 2).reverse().join(' ')),
  ]);

/** The generated lawyers, the same on every start (a fixed walk over the lists), each name once. */
export function generatedLawyers() {
  const taken = namedElsewhere();
  return Array.from({ length: GENERATED_LAWYERS }, (_, i) => {
    const female = i % 2 === 1;
    let first = '';
    let last = '';
    // The walk's pair, or the next free one after it.
    for (let k = 0; k === 0 || taken.has(`${first} ${last}`); k++) {
      first = (female ? FIRST_F : FIRST_M)[(i * 7 + Math.floor(i / 20) + k) % 20]!;
      const lastM = LAST[(i * 13 + Math.floor(i / 40) * 3 + k * 11) % LAST.length]!;
      last = female ? `${lastM}а`.replace(/йа$/, 'ая').replace(/ийа$/, 'ая') : lastM;
    }
    taken.add(`${first} ${last}`);
    const [region, city] = PLACES[(i * 11) % PLACES.length]!;
    const [expertise, about] = PRACTICES[(i * 5) % PRACTICES.length]!;
    const level = i % 23 === 0 ? 'golden' : i % 7 === 0 ? 'silver' : i % 4 === 0 ? 'bronze' : null;
    // Gold and silver come with years of practice.
    const years = level === 'golden' ? 15 + (i % 11) : level === 'silver' ? 8 + (i % 9) : 1 + ((i * 17) % 20);
    const username =
      `${transliterate(last)}_${transliterate(first).slice(0, 1)}${String(i + 1).padStart(3, '0')}`.slice(0, 20);
    return {
      name: `${first} ${last}`,
      username,
      level: level as 'golden' | 'silver' | 'bronze' | null,
      expertise,
      about: `${about} Опыт ${years} ${years % 10 === 1 && years % 100 !== 11 ? 'год' : years % 10 >= 2 && years % 10 <= 4 && (years % 100 < 10 || years % 100 >= 20) ? 'года' : 'лет'}.`,
      region,
      university: UNIS[(i * 3) % UNIS.length]!,
      year: new Date().getFullYear() - years - 1,
      info: {
        city,
        contacts: {
          phone: `+7 (9${String(10 + (i % 89)).padStart(2, '0')}) ${String(100 + ((i * 37) % 900))}-${String(10 + (i % 90))}-${String(10 + ((i * 7) % 90))}`,
          whatsapp: i % 3 === 0,
          telegram: i % 2 === 0 ? username : null,
          website: null,
          email: `${username}@yurist-demo.ru`,
        },
        social_links: [],
        personal_info: { birthday: null, more: null },
        professional_info: {
          education: null,
          experience: null,
          experience_years: years,
          awards: level === 'golden' ? 'Право.ру-300' : null,
        },
      },
    };
  });
}

export async function seedDemoProfiles(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const first = generatedLawyers()[0]!;
    if (await trx.selectFrom('profiles').select('id').where('username', '=', first.username).executeTakeFirst()) return;
    const regions = new Map(
      (await trx.selectFrom('regions').select(['id', 'code']).execute()).map((r) => [r.code, r.id]),
    );
    const unis = new Map(
      (await trx.selectFrom('universities').select(['id', 'short_name']).execute()).map((u) => [u.short_name, u.id]),
    );

    // The demo people and experts: their info in full (kept keys merged), region and university.
    const people = new Map(
      (
        await trx
          .selectFrom('profiles')
          .select(['id', 'username'])
          .where(
            'username',
            'in',
            FULL.map((f) => f.username),
          )
          .execute()
      ).map((p) => [p.username, p.id]),
    );
    for (const f of FULL) {
      const id = people.get(f.username);
      if (id === undefined) continue;
      const info = {
        contacts: {
          phone: f.phone,
          whatsapp: true,
          telegram: f.telegram ?? null,
          website: f.website ? `https://${f.website}` : null,
          email: f.email,
        },
        social_links: f.links ?? [],
        personal_info: { birthday: f.birthday ?? null, more: f.more ?? null },
        professional_info: {
          education: f.education,
          experience: f.experience,
          experience_years: f.years,
          awards: f.awards ?? null,
        },
      };
      await trx
        .updateTable('profiles')
        .set({
          info: sql`info || ${JSON.stringify(info)}::jsonb`,
          ...(f.cover !== undefined ? { cover: demoCover(f.cover) } : {}),
        })
        .where('id', '=', id)
        .execute();
    }
    const fullRegions = FULL.filter((f) => people.has(f.username) && regions.has(f.region)).map((f) => ({
      profile_id: people.get(f.username)!,
      type: 'profile',
      region_id: regions.get(f.region)!,
    }));
    if (fullRegions.length)
      await trx
        .insertInto('region_selected')
        .values(fullRegions)
        .onConflict((oc) => oc.doNothing())
        .execute();
    const fullUnis = FULL.filter((f) => people.has(f.username) && unis.has(f.university)).map((f) => ({
      profile_id: people.get(f.username)!,
      university_id: unis.get(f.university)!,
      graduation_year: f.year,
    }));
    if (fullUnis.length)
      await trx
        .insertInto('profile_university')
        .values(fullUnis)
        .onConflict((oc) => oc.doNothing())
        .execute();

    // 200 generated lawyers: three statements.
    const gen = generatedLawyers();
    const rows = await trx
      .insertInto('profiles')
      .values(
        gen.map((g) => ({
          name: g.name,
          username: g.username,
          level: g.level,
          expertise: g.expertise,
          about: g.about,
          info: JSON.stringify(g.info),
          is_demo: true,
        })),
      )
      .onConflict((oc) => oc.column('username').doNothing())
      .returning(['id', 'username'])
      .execute();
    const byName = new Map(gen.map((g) => [g.username, g]));
    const regionRows = rows.flatMap((r) => {
      const region = regions.get(byName.get(r.username)!.region);
      return region === undefined ? [] : [{ profile_id: r.id, type: 'profile', region_id: region }];
    });
    if (regionRows.length) await trx.insertInto('region_selected').values(regionRows).execute();
    const uniRows = rows.flatMap((r) => {
      const g = byName.get(r.username)!;
      const uni = unis.get(g.university);
      return uni === undefined ? [] : [{ profile_id: r.id, university_id: uni, graduation_year: g.year }];
    });
    if (uniRows.length) await trx.insertInto('profile_university').values(uniRows).execute();
  });
}
