import type { z } from 'zod';
import type { catalogFileSchema } from '@shared/schemas/catalog.ts';

/**
 * The catalog every install starts with (issue 16): the services around a lawyer's work, by
 * type and region, in Russian. Official services carry their public addresses (and the
 * public hotlines of federal services); local firms are samples with clearly fictional
 * contacts (`.example` addresses, numbers beginning with 0 after the city code, which no
 * Russian line has) for operators to replace with `npm run admin -- catalog import`.
 * Written by key once: what operators changed or hid stays (server/services/catalog).
 */
type SeedFile = z.input<typeof catalogFileSchema>;
type Seed = SeedFile['services'][number];

const T = {
  courts: 'Суды и электронное правосудие',
  registries: 'Государственные реестры и сервисы',
  checks: 'Проверка контрагентов',
  legalDb: 'Правовые системы и legal tech',
  notary: 'Нотариат',
  bar: 'Адвокатура',
  ip: 'Интеллектуальная собственность',
  enforcement: 'Исполнительное производство и банкротство',
  expertise: 'Оценка и судебная экспертиза',
  translation: 'Переводы и апостиль',
  adr: 'Арбитраж и медиация',
  office: 'Документы, курьеры и архивы',
} as const;

const online = 'Круглосуточно, онлайн';

/** A sample local firm: fictional site, mail and phone. */
const sample = (s: Omit<Seed, 'website' | 'emails'> & { domain: string }): Seed => {
  const { domain, ...rest } = s;
  return { ...rest, website: `https://${domain}.example`, emails: [`info@${domain}.example`] };
};

const services: Seed[] = [
  // ── courts ──
  {
    key: 'my-arbitr', title: 'Мой арбитр', icon: 'scale', type: T.courts, region: null,
    about: 'Электронная подача документов в арбитражные суды: иски, отзывы, ходатайства, жалобы.',
    services: 'Подача иска онлайн, ходатайства, ознакомление с материалами дела, онлайн-заседания',
    website: 'https://my.arbitr.ru', worktime: online,
    block_top: { title: 'Подать документы', link: 'https://my.arbitr.ru' },
    block1: { title: 'Картотека арбитражных дел', link: 'https://kad.arbitr.ru' },
  },
  {
    key: 'kad-arbitr', title: 'Картотека арбитражных дел', icon: 'scale', type: T.courts, region: null,
    about: 'Поиск арбитражных дел по участнику, номеру и судье; судебные акты и календарь заседаний.',
    services: 'Поиск дел, судебные акты, подписка на движение дела', website: 'https://kad.arbitr.ru', worktime: online,
  },
  {
    key: 'ras-arbitr', title: 'Банк решений арбитражных судов', icon: 'scale', type: T.courts, region: null,
    about: 'Полнотекстовый поиск по судебным актам арбитражных судов всех инстанций.',
    services: 'Поиск судебной практики', website: 'https://ras.arbitr.ru', worktime: online,
  },
  {
    key: 'gas-pravosudie', title: 'ГАС «Правосудие»', icon: 'scale', type: T.courts, region: null,
    about: 'Сайты судов общей юрисдикции, поиск дел и электронная подача документов в суды.',
    services: 'Поиск дел, электронная подача обращений, сведения о судах', website: 'https://sudrf.ru', worktime: online,
    block_top: { title: 'Подать документы в суд', link: 'https://ej.sudrf.ru' },
  },
  {
    key: 'vsrf', title: 'Верховный Суд Российской Федерации', icon: 'landmark', type: T.courts, region: null,
    about: 'Обзоры практики, постановления Пленума, поиск дел Верховного Суда.',
    services: 'Постановления Пленума, обзоры судебной практики, картотека дел', website: 'https://vsrf.ru', worktime: online,
  },
  {
    key: 'ksrf', title: 'Конституционный Суд Российской Федерации', icon: 'landmark', type: T.courts, region: null,
    about: 'Решения Конституционного Суда, порядок обращения с жалобой.',
    services: 'Постановления и определения, приём обращений', website: 'https://ksrf.ru', worktime: online,
  },
  {
    key: 'ipc-arbitr', title: 'Суд по интеллектуальным правам', icon: 'lightbulb', type: T.courts, region: null,
    about: 'Специализированный арбитражный суд по спорам о патентах, товарных знаках и авторских правах.',
    services: 'Картотека дел, справки и обзоры практики по интеллектуальным правам', website: 'https://ipc.arbitr.ru', worktime: online,
  },
  {
    key: 'mos-gorsud', title: 'Суды общей юрисдикции города Москвы', icon: 'scale', type: T.courts, region: '77',
    about: 'Портал Мосгорсуда и районных судов Москвы: дела, расписание заседаний, электронная подача.',
    services: 'Поиск дел, расписание, подача документов', website: 'https://mos-gorsud.ru', worktime: online,
  },
  {
    key: 'msk-arbitr', title: 'Арбитражный суд города Москвы', icon: 'scale', type: T.courts, region: '77',
    about: 'Сайт Арбитражного суда города Москвы: график приёма, реквизиты для госпошлины, новости.',
    services: 'Реквизиты, график приёма, информация по делам', website: 'https://msk.arbitr.ru',
  },
  {
    key: 'spb-arbitr', title: 'Арбитражный суд Санкт-Петербурга и Ленинградской области', icon: 'scale', type: T.courts, region: '78',
    about: 'Сайт арбитражного суда: реквизиты, приём документов, расписание заседаний.',
    services: 'Реквизиты, график приёма, информация по делам', website: 'https://spb.arbitr.ru',
  },
  {
    key: 'asmo-arbitr', title: 'Арбитражный суд Московской области', icon: 'scale', type: T.courts, region: '50',
    about: 'Сайт арбитражного суда: реквизиты для госпошлины, график приёма, расписание заседаний.',
    services: 'Реквизиты, график приёма, информация по делам', website: 'https://asmo.arbitr.ru',
  },
  {
    key: 'ekb-arbitr', title: 'Арбитражный суд Свердловской области', icon: 'scale', type: T.courts, region: '66',
    about: 'Сайт арбитражного суда: реквизиты для госпошлины, график приёма, расписание заседаний.',
    services: 'Реквизиты, график приёма, информация по делам', website: 'https://ekb.arbitr.ru',
  },
  {
    key: 'tatarstan-arbitr', title: 'Арбитражный суд Республики Татарстан', icon: 'scale', type: T.courts, region: '16',
    about: 'Сайт арбитражного суда: реквизиты для госпошлины, график приёма, расписание заседаний.',
    services: 'Реквизиты, график приёма, информация по делам', website: 'https://tatarstan.arbitr.ru',
  },
  {
    key: 'novosib-arbitr', title: 'Арбитражный суд Новосибирской области', icon: 'scale', type: T.courts, region: '54',
    about: 'Сайт арбитражного суда: реквизиты для госпошлины, график приёма, расписание заседаний.',
    services: 'Реквизиты, график приёма, информация по делам', website: 'https://novosib.arbitr.ru',
  },
  {
    key: 'rostov-arbitr', title: 'Арбитражный суд Ростовской области', icon: 'scale', type: T.courts, region: '61',
    about: 'Сайт арбитражного суда: реквизиты для госпошлины, график приёма, расписание заседаний.',
    services: 'Реквизиты, график приёма, информация по делам', website: 'https://rostov.arbitr.ru',
  },
  {
    key: 'krasnodar-arbitr', title: 'Арбитражный суд Краснодарского края', icon: 'scale', type: T.courts, region: '23',
    about: 'Сайт арбитражного суда: реквизиты для госпошлины, график приёма, расписание заседаний.',
    services: 'Реквизиты, график приёма, информация по делам', website: 'https://krasnodar.arbitr.ru',
  },
  {
    key: 'samara-arbitr', title: 'Арбитражный суд Самарской области', icon: 'scale', type: T.courts, region: '63',
    about: 'Сайт арбитражного суда: реквизиты для госпошлины, график приёма, расписание заседаний.',
    services: 'Реквизиты, график приёма, информация по делам', website: 'https://samara.arbitr.ru',
  },
  {
    key: 'nnovgorod-arbitr', title: 'Арбитражный суд Нижегородской области', icon: 'scale', type: T.courts, region: '52',
    about: 'Сайт арбитражного суда: реквизиты для госпошлины, график приёма, расписание заседаний.',
    services: 'Реквизиты, график приёма, информация по делам', website: 'https://nnovgorod.arbitr.ru',
  },

  // ── registries ──
  {
    key: 'gosuslugi', title: 'Госуслуги', icon: 'landmark', type: T.registries, region: null,
    about: 'Единый портал государственных услуг: госпошлины, выписки, записи на приём.',
    services: 'Оплата госпошлины, выписки из реестров, запись в ведомства', website: 'https://www.gosuslugi.ru',
    phone: '8 800 100-70-10', worktime: online,
  },
  {
    key: 'nalog', title: 'Федеральная налоговая служба', icon: 'landmark', type: T.registries, region: null,
    about: 'Сервисы ФНС: регистрация бизнеса, выписки из ЕГРЮЛ и ЕГРИП, проверка контрагентов.',
    services: 'Регистрация юрлиц и ИП, выписки, налоговые сервисы', website: 'https://www.nalog.gov.ru', phone: '8 800 222-22-22', worktime: online,
    block_top: { title: 'Выписка из ЕГРЮЛ/ЕГРИП', link: 'https://egrul.nalog.ru' },
    block1: { title: 'Прозрачный бизнес', link: 'https://pb.nalog.ru' },
  },
  {
    key: 'egrul', title: 'Выписка из ЕГРЮЛ и ЕГРИП', icon: 'file-text', type: T.registries, region: null,
    about: 'Бесплатная выписка из реестра юрлиц и предпринимателей с электронной подписью ФНС.',
    services: 'Выписка в PDF, поиск по ИНН, ОГРН и названию', website: 'https://egrul.nalog.ru', worktime: online,
  },
  {
    key: 'rosreestr', title: 'Росреестр', icon: 'house', type: T.registries, region: null,
    about: 'Регистрация прав на недвижимость, выписки из ЕГРН, публичная кадастровая карта.',
    services: 'Выписки из ЕГРН, регистрация сделок, справочная информация по объектам', website: 'https://rosreestr.gov.ru',
    phone: '8 800 100-34-34', worktime: online,
  },
  {
    key: 'fedresurs', title: 'Федресурс', icon: 'megaphone', type: T.registries, region: null,
    about: 'Единый федеральный реестр сведений о фактах деятельности юридических лиц: лизинг, залоги, ликвидация.',
    services: 'Сообщения о фактах деятельности, проверка лизинга и намерений кредиторов', website: 'https://fedresurs.ru', worktime: online,
  },
  {
    key: 'reestr-zalogov', title: 'Реестр уведомлений о залоге движимого имущества', icon: 'lock', type: T.registries, region: null,
    about: 'Проверка залога автомобиля и другого движимого имущества перед сделкой (ведёт нотариат).',
    services: 'Поиск по VIN, залогодателю и номеру уведомления', website: 'https://www.reestr-zalogov.ru', worktime: online,
  },
  {
    key: 'pravo-gov', title: 'Официальный интернет-портал правовой информации', icon: 'stamp', type: T.registries, region: null,
    about: 'Официальное опубликование законов и иных нормативных актов.',
    services: 'Тексты законов, поиск по опубликованным актам', website: 'http://pravo.gov.ru', worktime: online,
  },
  {
    key: 'zakupki', title: 'Единая информационная система в сфере закупок', icon: 'shopping-cart', type: T.registries, region: null,
    about: 'Закупки по 44-ФЗ и 223-ФЗ, реестр контрактов и реестр недобросовестных поставщиков.',
    services: 'Поиск закупок и контрактов, РНП, жалобы', website: 'https://zakupki.gov.ru', worktime: online,
  },
  {
    key: 'torgi-gov', title: 'ГИС «Торги»', icon: 'gavel', type: T.registries, region: null,
    about: 'Торги по продаже и аренде государственного и муниципального имущества.',
    services: 'Поиск торгов, извещения, результаты', website: 'https://torgi.gov.ru', worktime: online,
  },

  // ── checks ──
  {
    key: 'pb-nalog', title: 'Прозрачный бизнес', icon: 'search', type: T.checks, region: null,
    about: 'Сервис ФНС: сведения о задолженности, численности, налоговом режиме и массовых адресах.',
    services: 'Комплексная проверка контрагента по данным ФНС', website: 'https://pb.nalog.ru', worktime: online,
  },
  {
    key: 'kontur-focus', title: 'Контур.Фокус', icon: 'search', type: T.checks, region: null,
    about: 'Проверка контрагентов: реквизиты, арбитраж, исполнительные производства, связи.',
    services: 'Проверка контрагентов, мониторинг изменений, выписки', website: 'https://focus.kontur.ru', worktime: online,
  },
  {
    key: 'spark-interfax', title: 'СПАРК-Интерфакс', icon: 'search', type: T.checks, region: null,
    about: 'Система профессионального анализа рынков и компаний: финансовая отчётность, аффилированность, риски.',
    services: 'Проверка компаний, анализ аффилированности, скоринг', website: 'https://spark-interfax.ru', worktime: online,
  },
  {
    key: 'rusprofile', title: 'Rusprofile', icon: 'search', type: T.checks, region: null,
    about: 'Справочник компаний и ИП: реквизиты, руководители, учредители, суды и проверки.',
    services: 'Поиск компании по ИНН и названию, бухгалтерская отчётность', website: 'https://www.rusprofile.ru', worktime: online,
  },
  {
    key: 'casebook', title: 'Casebook', icon: 'search', type: T.checks, region: null,
    about: 'Судебные дела компаний и людей, мониторинг арбитражных дел.',
    services: 'Поиск дел по участнику, мониторинг, аналитика споров', website: 'https://casebook.ru', worktime: online,
  },

  // ── legal databases and legal tech ──
  {
    key: 'consultant', title: 'КонсультантПлюс', icon: 'library', type: T.legalDb, region: null,
    about: 'Справочная правовая система: законодательство, судебная практика, комментарии, формы документов.',
    services: 'Законодательство, практика, путеводители, формы', website: 'https://www.consultant.ru', worktime: online,
  },
  {
    key: 'garant', title: 'Гарант', icon: 'library', type: T.legalDb, region: null,
    about: 'Информационно-правовое обеспечение: нормативные акты, практика, аналитика.',
    services: 'Правовая база, энциклопедии решений, конструктор документов', website: 'https://www.garant.ru', worktime: online,
  },
  {
    key: 'kodeks', title: 'Кодекс', icon: 'library', type: T.legalDb, region: null,
    about: 'Профессиональные справочные системы для юристов, бухгалтеров и специалистов по охране труда.',
    services: 'Правовые базы, технические нормы', website: 'https://kodeks.ru', worktime: online,
  },
  {
    key: 'sudact', title: 'Судебные и нормативные акты РФ', icon: 'library', type: T.legalDb, region: null,
    about: 'Открытая база судебных решений судов общей юрисдикции, арбитражных и мировых судов.',
    services: 'Поиск судебной практики без регистрации', website: 'https://sudact.ru', worktime: online,
  },
  {
    key: 'diadoc', title: 'Диадок', icon: 'mail', type: T.legalDb, region: null,
    about: 'Электронный документооборот с контрагентами: договоры, акты, счета-фактуры с электронной подписью.',
    services: 'ЭДО, подписание договоров, роуминг', website: 'https://www.diadoc.ru', worktime: online,
  },
  sample({
    key: 'sample-legal-ai', domain: 'pravo-assistent', title: 'Правовой ассистент «Статья»', icon: 'bot', type: T.legalDb, region: null,
    about: 'Сервис подготовки проектов процессуальных документов по шаблонам с проверкой юристом.',
    services: 'Шаблоны исков и претензий, расчёт госпошлины и неустойки', worktime: 'Пн–Пт 9:00–19:00 (мск)',
  }),

  // ── notary ──
  {
    key: 'notariat', title: 'Федеральная нотариальная палата', icon: 'stamp', type: T.notary, region: null,
    about: 'Поиск нотариуса и наследственного дела, проверка доверенностей, реестр залогов.',
    services: 'Поиск нотариуса, реестр наследственных дел, проверка доверенностей', website: 'https://notariat.ru', worktime: online,
    block_top: { title: 'Проверить доверенность', link: 'https://www.reestr-dover.ru' },
    block1: { title: 'Реестр залогов', link: 'https://www.reestr-zalogov.ru' },
  },
  sample({
    key: 'sample-notary-moscow', domain: 'notarius-ordynka', title: 'Нотариальная контора на Ордынке', icon: 'stamp', type: T.notary, region: '77',
    about: 'Удостоверение сделок с недвижимостью, корпоративные решения, наследственные дела.',
    services: 'Сделки с долями ООО, брачные договоры, доверенности, свидетельствование подписей',
    phone: '+7 (495) 010-20-30', worktime: 'Пн–Пт 10:00–19:00, Сб 10:00–15:00', address: 'Москва, ул. Большая Ордынка, д. 12',
  }),
  sample({
    key: 'sample-notary-spb', domain: 'notarius-liteyny', title: 'Нотариус на Литейном', icon: 'stamp', type: T.notary, region: '78',
    about: 'Нотариальные действия для бизнеса и граждан, выезд к клиенту.',
    services: 'Доверенности, наследство, обеспечение доказательств (осмотр сайтов и переписки)',
    phone: '+7 (812) 020-11-22', worktime: 'Пн–Пт 9:30–18:30', address: 'Санкт-Петербург, Литейный пр., д. 40',
  }),
  sample({
    key: 'sample-notary-kazan', domain: 'notarius-kazan', title: 'Нотариальная контора «Кремлёвская»', icon: 'stamp', type: T.notary, region: '16',
    about: 'Удостоверение сделок, наследственные дела, исполнительные надписи.',
    services: 'Исполнительные надписи, брачные договоры, соглашения об уплате алиментов',
    phone: '+7 (843) 030-44-55', worktime: 'Пн–Пт 9:00–18:00', address: 'Казань, ул. Кремлёвская, д. 7',
  }),
  sample({
    key: 'sample-notary-novosibirsk', domain: 'notarius-nsk', title: 'Нотариус в Центральном районе Новосибирска', icon: 'stamp', type: T.notary, region: '54',
    about: 'Нотариальные действия, в том числе удалённые сделки между нотариусами.',
    services: 'Удалённые сделки, доверенности, депозит нотариуса',
    phone: '+7 (383) 040-12-34', worktime: 'Пн–Пт 9:00–18:00, Сб по записи', address: 'Новосибирск, Красный пр., д. 25',
  }),

  // ── bar ──
  {
    key: 'fparf', title: 'Федеральная палата адвокатов РФ', icon: 'briefcase', type: T.bar, region: null,
    about: 'Профессиональное объединение адвокатов: стандарты, разъяснения, реестр адвокатских образований.',
    services: 'Разъяснения по этике, повышение квалификации, новости адвокатуры', website: 'https://fparf.ru', worktime: online,
  },
  {
    key: 'apmo-moscow', title: 'Адвокатская палата города Москвы', icon: 'briefcase', type: T.bar, region: '77',
    about: 'Адвокатская палата Москвы: решения Совета, квалификационные экзамены, бесплатная юридическая помощь.',
    services: 'Квалификационный экзамен, разъяснения Совета, помощь по назначению', website: 'https://www.advokatymoscow.ru',
  },
  {
    key: 'apspb', title: 'Адвокатская палата Санкт-Петербурга', icon: 'briefcase', type: T.bar, region: '78',
    about: 'Адвокатская палата Санкт-Петербурга: экзамены, консультации, дисциплинарная практика.',
    services: 'Приём квалификационных экзаменов, консультации', website: 'https://www.apspb.ru',
  },
  sample({
    key: 'sample-bar-rostov', domain: 'kollegiya-don', title: 'Коллегия адвокатов «Донская»', icon: 'briefcase', type: T.bar, region: '61',
    about: 'Защита по уголовным делам, арбитражные и гражданские споры, представительство в апелляции.',
    services: 'Уголовная защита, налоговые споры, корпоративные конфликты',
    phone: '+7 (863) 050-60-70', worktime: 'Пн–Пт 9:00–19:00', address: 'Ростов-на-Дону, ул. Большая Садовая, д. 80',
  }),

  // ── IP ──
  {
    key: 'fips', title: 'ФИПС: открытые реестры', icon: 'lightbulb', type: T.ip, region: null,
    about: 'Реестры товарных знаков, изобретений, полезных моделей и программ для ЭВМ.',
    services: 'Поиск товарных знаков и патентов, статус заявок', website: 'https://www1.fips.ru', worktime: online,
  },
  {
    key: 'rospatent', title: 'Роспатент', icon: 'lightbulb', type: T.ip, region: null,
    about: 'Федеральная служба по интеллектуальной собственности: подача заявок, пошлины, разъяснения.',
    services: 'Электронная подача заявок, патентные пошлины, Палата по патентным спорам', website: 'https://rospatent.gov.ru', worktime: online,
  },
  sample({
    key: 'sample-patent-moscow', domain: 'patent-vektor', title: 'Патентное бюро «Вектор»', icon: 'lightbulb', type: T.ip, region: '77',
    about: 'Патентные поверенные: регистрация товарных знаков, патентование, споры в Палате по патентным спорам.',
    services: 'Проверка товарного знака, подача заявок, защита от контрафакта',
    phone: '+7 (495) 060-70-80', worktime: 'Пн–Пт 10:00–19:00', address: 'Москва, Новослободская ул., д. 23',
  }),
  sample({
    key: 'sample-patent-ekb', domain: 'ural-patent', title: 'Уральский центр интеллектуальной собственности', icon: 'lightbulb', type: T.ip, region: '66',
    about: 'Регистрация программ для ЭВМ и баз данных, лицензионные договоры, оценка прав.',
    services: 'Регистрация ПО, лицензионные договоры, депонирование',
    phone: '+7 (343) 070-80-90', worktime: 'Пн–Пт 9:00–18:00', address: 'Екатеринбург, ул. Малышева, д. 51',
  }),

  // ── enforcement and insolvency ──
  {
    key: 'fssp', title: 'ФССП России: банк исполнительных производств', icon: 'clipboard-list', type: T.enforcement, region: null,
    about: 'Проверка исполнительных производств по должнику, подача заявлений приставам.',
    services: 'Банк данных исполнительных производств, обращения, реквизиты отделов', website: 'https://fssp.gov.ru', worktime: online,
  },
  {
    key: 'efrsb', title: 'ЕФРСБ', icon: 'trending-down', type: T.enforcement, region: null,
    about: 'Единый федеральный реестр сведений о банкротстве: сообщения управляющих, торги, включение в реестр.',
    services: 'Поиск должников, сообщения о торгах и собраниях кредиторов', website: 'https://bankrot.fedresurs.ru', worktime: online,
  },
  {
    key: 'lot-online', title: 'Российский аукционный дом', icon: 'gavel', type: T.enforcement, region: null,
    about: 'Электронная торговая площадка: торги имуществом должников и государственным имуществом.',
    services: 'Торги по банкротству, приватизация, аренда', website: 'https://lot-online.ru', worktime: online,
  },
  sample({
    key: 'sample-insolvency-krasnodar', domain: 'au-kuban', title: 'Арбитражный управляющий: банкротство на Кубани', icon: 'trending-down', type: T.enforcement, region: '23',
    about: 'Процедуры банкротства граждан и компаний, оспаривание сделок, сопровождение кредиторов.',
    services: 'Банкротство физлиц, субсидиарная ответственность, торги',
    phone: '+7 (861) 080-90-10', worktime: 'Пн–Пт 9:00–18:00', address: 'Краснодар, ул. Красная, д. 122',
  }),
  sample({
    key: 'sample-collection-samara', domain: 'volga-vzyskanie', title: 'Взыскание долгов «Волга»', icon: 'clipboard-list', type: T.enforcement, region: '63',
    about: 'Досудебное и судебное взыскание, сопровождение исполнительного производства.',
    services: 'Претензии, приказное производство, работа с приставами, розыск имущества',
    phone: '+7 (846) 090-12-34', worktime: 'Пн–Пт 9:00–18:00', address: 'Самара, ул. Куйбышева, д. 90',
  }),

  // ── expertise and valuation ──
  {
    key: 'sudexpert', title: 'Российский федеральный центр судебной экспертизы при Минюсте России', icon: 'microscope', type: T.expertise, region: null,
    about: 'Государственные судебные экспертизы: почерковедческие, технические, экономические, строительные.',
    services: 'Судебные экспертизы по определению суда, методики', website: 'https://www.sudexpert.ru',
  },
  sample({
    key: 'sample-valuation-moscow', domain: 'ocenka-argument', title: 'Оценочная компания «Аргумент»', icon: 'calculator', type: T.expertise, region: '77',
    about: 'Оценка бизнеса, долей и недвижимости для суда, банков и нотариуса.',
    services: 'Оценка для наследства, оспаривание кадастровой стоимости, рецензии на отчёты',
    phone: '+7 (495) 011-22-33', worktime: 'Пн–Пт 9:00–19:00', address: 'Москва, Садовническая ул., д. 9',
  }),
  sample({
    key: 'sample-construction-expertise-spb', domain: 'stroy-ekspertiza', title: 'Бюро строительно-технических экспертиз', icon: 'hard-hat', type: T.expertise, region: '78',
    about: 'Досудебные и судебные строительно-технические экспертизы, обследование объектов.',
    services: 'Приёмка квартир, дефекты строительства, объём и стоимость работ',
    phone: '+7 (812) 021-32-43', worktime: 'Пн–Сб 9:00–20:00', address: 'Санкт-Петербург, Московский пр., д. 150',
  }),
  sample({
    key: 'sample-handwriting-kazan', domain: 'pocherk-ekspert', title: 'Центр почерковедческих экспертиз', icon: 'microscope', type: T.expertise, region: '16',
    about: 'Почерковедческая и техническая экспертиза документов, давность изготовления.',
    services: 'Подлинность подписи, давность документа, рецензия на заключение',
    phone: '+7 (843) 031-42-53', worktime: 'Пн–Пт 9:00–18:00', address: 'Казань, ул. Баумана, д. 30',
  }),
  sample({
    key: 'sample-auto-expertise-nsk', domain: 'avto-ekspert-nsk', title: 'Автотехническая экспертиза «Сибирь»', icon: 'car', type: T.expertise, region: '54',
    about: 'Экспертиза ДТП и оценка ущерба для споров со страховыми компаниями.',
    services: 'Оценка ущерба по ОСАГО и КАСКО, трасология, реконструкция ДТП',
    phone: '+7 (383) 041-52-63', worktime: 'Ежедневно 9:00–21:00', address: 'Новосибирск, ул. Фрунзе, д. 5',
  }),
  sample({
    key: 'sample-financial-expertise-ekb', domain: 'fin-ekspertiza', title: 'Финансово-экономическая экспертиза «Баланс»', icon: 'chart-column', type: T.expertise, region: '66',
    about: 'Экспертизы по корпоративным спорам и банкротству: анализ сделок, признаки преднамеренного банкротства.',
    services: 'Финансовый анализ должника, расчёт убытков, оценка долей',
    phone: '+7 (343) 071-82-93', worktime: 'Пн–Пт 9:00–18:00', address: 'Екатеринбург, пр. Ленина, д. 24',
  }),

  // ── translation ──
  sample({
    key: 'sample-translation-moscow', domain: 'perevod-notarius', title: 'Бюро переводов с нотариальным заверением', icon: 'languages', type: T.translation, region: '77',
    about: 'Юридический перевод договоров, доверенностей и судебных документов, нотариальное заверение.',
    services: 'Перевод с английского, немецкого, китайского; нотариальное заверение; срочный перевод',
    phone: '+7 (495) 012-34-56', worktime: 'Пн–Пт 9:00–20:00, Сб 10:00–16:00', address: 'Москва, Мясницкая ул., д. 15',
  }),
  sample({
    key: 'sample-apostille-spb', domain: 'apostil-spb', title: 'Апостиль и консульская легализация', icon: 'languages', type: T.translation, region: '78',
    about: 'Проставление апостиля и легализация документов для использования за рубежом.',
    services: 'Апостиль на документы ЗАГС и суда, истребование документов, легализация',
    phone: '+7 (812) 022-43-54', worktime: 'Пн–Пт 10:00–18:00', address: 'Санкт-Петербург, Невский пр., д. 100',
  }),
  sample({
    key: 'sample-court-interpreter-nn', domain: 'perevodchik-nn', title: 'Переводчики для судебных заседаний', icon: 'mic', type: T.translation, region: '52',
    about: 'Устный перевод в судах, у нотариуса и на переговорах.',
    services: 'Последовательный перевод, перевод в заседаниях, переводчик жестового языка',
    phone: '+7 (831) 051-62-73', worktime: 'По записи', address: 'Нижний Новгород, ул. Большая Покровская, д. 20',
  }),

  // ── arbitration and mediation ──
  {
    key: 'rac-arbitration', title: 'Российский арбитражный центр', icon: 'handshake', type: T.adr, region: null,
    about: 'Постоянно действующее арбитражное учреждение при Российском институте современного арбитража.',
    services: 'Арбитраж внутренних и международных споров, корпоративные споры', website: 'https://centerarbitr.ru',
  },
  {
    key: 'mkas', title: 'МКАС при ТПП РФ', icon: 'handshake', type: T.adr, region: '77',
    about: 'Международный коммерческий арбитражный суд при Торгово-промышленной палате РФ.',
    services: 'Внешнеэкономические споры, арбитражные оговорки', website: 'https://mkas.tpprf.ru',
  },
  sample({
    key: 'sample-mediation-samara', domain: 'mediator-soglasie', title: 'Центр медиации «Согласие»', icon: 'handshake', type: T.adr, region: '63',
    about: 'Медиация в семейных, наследственных и корпоративных спорах, медиативные соглашения.',
    services: 'Медиация, переговоры, обучение медиаторов',
    phone: '+7 (846) 091-23-45', worktime: 'Пн–Пт 10:00–19:00', address: 'Самара, ул. Молодогвардейская, д. 204',
  }),
  sample({
    key: 'sample-mediation-online', domain: 'online-mediaciya', title: 'Онлайн-медиация для бизнеса', icon: 'messages-square', type: T.adr, region: null,
    about: 'Дистанционные примирительные процедуры по договорным спорам между компаниями.',
    services: 'Онлайн-медиация, подготовка мирового соглашения', worktime: 'Пн–Пт 9:00–18:00 (мск)',
  }),

  // ── office ──
  {
    key: 'pochta-zakaznoe', title: 'Почта России: заказные письма онлайн', icon: 'mail', type: T.office, region: null,
    about: 'Отправка заказных писем с описью и уведомлением, отслеживание отправлений.',
    services: 'Заказные письма, опись вложения, электронные заказные письма', website: 'https://www.pochta.ru', worktime: online,
  },
  sample({
    key: 'sample-court-courier-moscow', domain: 'kurier-sud', title: 'Курьерская служба «Судебный курьер»', icon: 'package', type: T.office, region: '77',
    about: 'Подача документов в суды, получение исполнительных листов и копий судебных актов.',
    services: 'Подача в канцелярию, получение исполнительных листов, доставка оригиналов',
    phone: '+7 (495) 013-45-67', worktime: 'Пн–Пт 8:00–20:00', address: 'Москва, ул. Земляной Вал, д. 34',
  }),
  sample({
    key: 'sample-archive-ekb', domain: 'arhiv-ural', title: 'Архивное хранение документов «Урал-Архив»', icon: 'archive', type: T.office, region: '66',
    about: 'Хранение и оцифровка документов компаний, подготовка дел к сдаче в архив.',
    services: 'Хранение, оцифровка, уничтожение документов с актом',
    phone: '+7 (343) 072-93-14', worktime: 'Пн–Пт 9:00–18:00', address: 'Екатеринбург, ул. Шефская, д. 3',
  }),
  sample({
    key: 'sample-signature-center-rostov', domain: 'uc-don', title: 'Удостоверяющий центр «Дон-Подпись»', icon: 'key-round', type: T.office, region: '61',
    about: 'Выпуск квалифицированной электронной подписи для сотрудников и физлиц, МЧД.',
    services: 'Электронная подпись, машиночитаемые доверенности, настройка рабочего места',
    phone: '+7 (863) 052-63-74', worktime: 'Пн–Пт 9:00–18:00', address: 'Ростов-на-Дону, пр. Будённовский, д. 49',
  }),
];

export const CATALOG_SEED: SeedFile = { serviceTypes: Object.values(T), services };
