import { type Kysely, sql } from 'kysely';

/**
 * English names, so the app in English shows no Russian place names: `regions.name_en` and
 * the catalog's practice areas'
 * `catalog_service_types.title_en`, filled here for every row of this release (by region code,
 * by the type's Russian title); server/content keeps them up to date at every start. A row
 * without one (a type an operator imported) reads its Russian title in English too.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table regions add column name_en text`.execute(db);
  await sql`alter table catalog_service_types add column title_en text`.execute(db);
  await sql`update regions r set name_en = n.name from (values ${pairs(REGION_NAMES)}) as n(code, name) where r.code = n.code`.execute(
    db,
  );
  await sql`update catalog_service_types t set title_en = n.name from (values ${pairs(TYPE_NAMES)}) as n(title, name) where t.title = n.title`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table catalog_service_types drop column title_en`.execute(db);
  await sql`alter table regions drop column name_en`.execute(db);
}

const pairs = (list: [string, string][]) => sql.join(list.map(([a, b]) => sql`(${a}, ${b})`));

/** Russia's federal subjects by code, as of this migration (server/content/regions.ts). */
const REGION_NAMES: [string, string][] = [
  ['01', 'Republic of Adygea'],
  ['02', 'Republic of Bashkortostan'],
  ['03', 'Republic of Buryatia'],
  ['04', 'Altai Republic'],
  ['05', 'Republic of Dagestan'],
  ['06', 'Republic of Ingushetia'],
  ['07', 'Kabardino-Balkarian Republic'],
  ['08', 'Republic of Kalmykia'],
  ['09', 'Karachay-Cherkess Republic'],
  ['10', 'Republic of Karelia'],
  ['11', 'Komi Republic'],
  ['12', 'Mari El Republic'],
  ['13', 'Republic of Mordovia'],
  ['14', 'Sakha (Yakutia) Republic'],
  ['15', 'Republic of North Ossetia–Alania'],
  ['16', 'Republic of Tatarstan'],
  ['17', 'Tuva Republic'],
  ['18', 'Udmurt Republic'],
  ['19', 'Republic of Khakassia'],
  ['20', 'Chechen Republic'],
  ['21', 'Chuvash Republic'],
  ['22', 'Altai Krai'],
  ['23', 'Krasnodar Krai'],
  ['24', 'Krasnoyarsk Krai'],
  ['25', 'Primorsky Krai'],
  ['26', 'Stavropol Krai'],
  ['27', 'Khabarovsk Krai'],
  ['28', 'Amur Oblast'],
  ['29', 'Arkhangelsk Oblast'],
  ['30', 'Astrakhan Oblast'],
  ['31', 'Belgorod Oblast'],
  ['32', 'Bryansk Oblast'],
  ['33', 'Vladimir Oblast'],
  ['34', 'Volgograd Oblast'],
  ['35', 'Vologda Oblast'],
  ['36', 'Voronezh Oblast'],
  ['37', 'Ivanovo Oblast'],
  ['38', 'Irkutsk Oblast'],
  ['39', 'Kaliningrad Oblast'],
  ['40', 'Kaluga Oblast'],
  ['41', 'Kamchatka Krai'],
  ['42', 'Kemerovo Oblast – Kuzbass'],
  ['43', 'Kirov Oblast'],
  ['44', 'Kostroma Oblast'],
  ['45', 'Kurgan Oblast'],
  ['46', 'Kursk Oblast'],
  ['47', 'Leningrad Oblast'],
  ['48', 'Lipetsk Oblast'],
  ['49', 'Magadan Oblast'],
  ['50', 'Moscow Oblast'],
  ['51', 'Murmansk Oblast'],
  ['52', 'Nizhny Novgorod Oblast'],
  ['53', 'Novgorod Oblast'],
  ['54', 'Novosibirsk Oblast'],
  ['55', 'Omsk Oblast'],
  ['56', 'Orenburg Oblast'],
  ['57', 'Oryol Oblast'],
  ['58', 'Penza Oblast'],
  ['59', 'Perm Krai'],
  ['60', 'Pskov Oblast'],
  ['61', 'Rostov Oblast'],
  ['62', 'Ryazan Oblast'],
  ['63', 'Samara Oblast'],
  ['64', 'Saratov Oblast'],
  ['65', 'Sakhalin Oblast'],
  ['66', 'Sverdlovsk Oblast'],
  ['67', 'Smolensk Oblast'],
  ['68', 'Tambov Oblast'],
  ['69', 'Tver Oblast'],
  ['70', 'Tomsk Oblast'],
  ['71', 'Tula Oblast'],
  ['72', 'Tyumen Oblast'],
  ['73', 'Ulyanovsk Oblast'],
  ['74', 'Chelyabinsk Oblast'],
  ['75', 'Zabaykalsky Krai'],
  ['76', 'Yaroslavl Oblast'],
  ['77', 'Moscow'],
  ['78', 'Saint Petersburg'],
  ['79', 'Jewish Autonomous Oblast'],
  ['83', 'Nenets Autonomous Okrug'],
  ['86', 'Khanty-Mansi Autonomous Okrug – Yugra'],
  ['87', 'Chukotka Autonomous Okrug'],
  ['89', 'Yamalo-Nenets Autonomous Okrug'],
  ['90', 'Zaporozhye Oblast'],
  ['91', 'Republic of Crimea'],
  ['92', 'Sevastopol'],
  ['93', "Donetsk People's Republic"],
  ['94', "Luhansk People's Republic"],
  ['95', 'Kherson Oblast'],
];

/** The catalog's types, as of this migration (server/content/catalog.ts). */
const TYPE_NAMES: [string, string][] = [
  ['Суды и электронное правосудие', 'Courts and e-justice'],
  ['Государственные реестры и сервисы', 'State registries and services'],
  ['Проверка контрагентов', 'Counterparty checks'],
  ['Правовые системы и legal tech', 'Legal databases and legal tech'],
  ['Нотариат', 'Notaries'],
  ['Адвокатура', 'The Bar'],
  ['Интеллектуальная собственность', 'Intellectual property'],
  ['Исполнительное производство и банкротство', 'Enforcement and bankruptcy'],
  ['Оценка и судебная экспертиза', 'Valuation and forensic expertise'],
  ['Переводы и апостиль', 'Translation and apostille'],
  ['Арбитраж и медиация', 'Arbitration and mediation'],
  ['Документы, курьеры и архивы', 'Documents, couriers and archives'],
];
