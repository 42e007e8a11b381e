/**
 * Russia's zones and the regional capitals and large cities that keep each one's time, written by
 * hand: CLDR names one city per zone, and a lawyer in Kazan or Izhevsk looks for their own city.
 * Checked against tzdata's zone.tab (which region each zone covers) and the regions' official
 * times: Udmurtia keeps Samara time, Kemerovo Oblast Novokuznetsk's, Amur Oblast Yakutsk's, the
 * Jewish Autonomous Oblast and Khabarovsk Krai Vladivostok's, Tatarstan and the North Caucasus
 * Moscow's. The zone's own city comes first and is its label; `also` holds other spellings
 * a person may type, found but not shown. tests/unit/timezones/timezone-search.test.ts checks
 * every zone here is one the runtime knows, with the offset its cities keep.
 */
export interface RussianCity {
  ru: string;
  en: string;
  also?: readonly string[];
}

const city = (ru: string, en: string, ...also: string[]): RussianCity => ({ ru, en, ...(also.length ? { also } : {}) });

export const RUSSIAN_CITIES: Readonly<Record<string, readonly RussianCity[]>> = {
  'Europe/Kaliningrad': [city('Калининград', 'Kaliningrad')],
  'Europe/Moscow': [
    city('Москва', 'Moscow'),
    city('Санкт-Петербург', 'Saint Petersburg', 'St Petersburg', 'Питер'),
    city('Казань', 'Kazan'),
    city('Нижний Новгород', 'Nizhny Novgorod'),
    city('Ростов-на-Дону', 'Rostov-on-Don'),
    city('Краснодар', 'Krasnodar'),
    city('Воронеж', 'Voronezh'),
    city('Сочи', 'Sochi'),
    city('Ярославль', 'Yaroslavl'),
    city('Тула', 'Tula'),
    city('Рязань', 'Ryazan'),
    city('Тверь', 'Tver'),
    city('Калуга', 'Kaluga'),
    city('Брянск', 'Bryansk'),
    city('Смоленск', 'Smolensk'),
    city('Курск', 'Kursk'),
    city('Белгород', 'Belgorod'),
    city('Липецк', 'Lipetsk'),
    city('Тамбов', 'Tambov'),
    city('Орёл', 'Oryol', 'Orel'),
    city('Владимир', 'Vladimir'),
    city('Иваново', 'Ivanovo'),
    city('Кострома', 'Kostroma'),
    city('Вологда', 'Vologda'),
    city('Череповец', 'Cherepovets'),
    city('Архангельск', 'Arkhangelsk'),
    city('Мурманск', 'Murmansk'),
    city('Петрозаводск', 'Petrozavodsk'),
    city('Сыктывкар', 'Syktyvkar'),
    city('Великий Новгород', 'Veliky Novgorod'),
    city('Псков', 'Pskov'),
    city('Набережные Челны', 'Naberezhnye Chelny'),
    city('Чебоксары', 'Cheboksary'),
    city('Йошкар-Ола', 'Yoshkar-Ola'),
    city('Саранск', 'Saransk'),
    city('Пенза', 'Penza'),
    city('Ставрополь', 'Stavropol'),
    city('Махачкала', 'Makhachkala'),
    city('Грозный', 'Grozny'),
    city('Владикавказ', 'Vladikavkaz'),
    city('Нальчик', 'Nalchik'),
    city('Черкесск', 'Cherkessk'),
    city('Майкоп', 'Maykop'),
    city('Магас', 'Magas'),
    city('Элиста', 'Elista'),
    city('Нарьян-Мар', 'Naryan-Mar'),
  ],
  'Europe/Kirov': [city('Киров', 'Kirov')],
  'Europe/Volgograd': [city('Волгоград', 'Volgograd')],
  'Europe/Samara': [city('Самара', 'Samara'), city('Тольятти', 'Tolyatti'), city('Ижевск', 'Izhevsk')],
  'Europe/Ulyanovsk': [city('Ульяновск', 'Ulyanovsk')],
  'Europe/Saratov': [city('Саратов', 'Saratov')],
  'Europe/Astrakhan': [city('Астрахань', 'Astrakhan')],
  'Asia/Yekaterinburg': [
    city('Екатеринбург', 'Yekaterinburg'),
    city('Челябинск', 'Chelyabinsk'),
    city('Уфа', 'Ufa'),
    city('Пермь', 'Perm'),
    city('Тюмень', 'Tyumen'),
    city('Оренбург', 'Orenburg'),
    city('Курган', 'Kurgan'),
    city('Магнитогорск', 'Magnitogorsk'),
    city('Нижний Тагил', 'Nizhny Tagil'),
    city('Сургут', 'Surgut'),
    city('Ханты-Мансийск', 'Khanty-Mansiysk'),
    city('Салехард', 'Salekhard'),
  ],
  'Asia/Omsk': [city('Омск', 'Omsk')],
  'Asia/Novosibirsk': [city('Новосибирск', 'Novosibirsk')],
  'Asia/Barnaul': [city('Барнаул', 'Barnaul'), city('Бийск', 'Biysk'), city('Горно-Алтайск', 'Gorno-Altaysk')],
  'Asia/Tomsk': [city('Томск', 'Tomsk')],
  'Asia/Novokuznetsk': [city('Новокузнецк', 'Novokuznetsk'), city('Кемерово', 'Kemerovo')],
  'Asia/Krasnoyarsk': [
    city('Красноярск', 'Krasnoyarsk'),
    city('Норильск', 'Norilsk'),
    city('Абакан', 'Abakan'),
    city('Кызыл', 'Kyzyl'),
  ],
  'Asia/Irkutsk': [city('Иркутск', 'Irkutsk'), city('Улан-Удэ', 'Ulan-Ude'), city('Братск', 'Bratsk')],
  'Asia/Chita': [city('Чита', 'Chita')],
  'Asia/Yakutsk': [city('Якутск', 'Yakutsk'), city('Благовещенск', 'Blagoveshchensk')],
  'Asia/Khandyga': [city('Хандыга', 'Khandyga')],
  'Asia/Vladivostok': [
    city('Владивосток', 'Vladivostok'),
    city('Хабаровск', 'Khabarovsk'),
    city('Комсомольск-на-Амуре', 'Komsomolsk-on-Amur'),
    city('Уссурийск', 'Ussuriysk'),
    city('Находка', 'Nakhodka'),
    city('Биробиджан', 'Birobidzhan'),
  ],
  'Asia/Ust-Nera': [city('Усть-Нера', 'Ust-Nera')],
  'Asia/Magadan': [city('Магадан', 'Magadan')],
  // CLDR names the island ("о-в Сахалин"); its capital is the city people know.
  'Asia/Sakhalin': [city('Южно-Сахалинск', 'Yuzhno-Sakhalinsk')],
  'Asia/Srednekolymsk': [city('Среднеколымск', 'Srednekolymsk')],
  'Asia/Kamchatka': [city('Петропавловск-Камчатский', 'Petropavlovsk-Kamchatsky')],
  'Asia/Anadyr': [city('Анадырь', 'Anadyr')],
};
