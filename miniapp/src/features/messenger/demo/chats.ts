import type { DemoChat, DemoMessage } from '@shared/messenger/demo-times.ts';

/*
 * The demo messenger's content: dialogs of a Moscow
 * litigation lawyer with colleagues, clients and two working groups. Invented people.
 * Hidden chats are contacts without a dialog yet: 'new message' starts one.
 */

/** Who wrote a message, by sender id ('current-user' is oneself). */
export const PEOPLE: Readonly<Record<string, string>> = {
  anna: 'Анна Смирнова',
  dmitry: 'Дмитрий Орлов',
  elena: 'Елена Петрова',
  igor: 'Игорь Волков',
  marina: 'Марина Ковалёва',
  maria: 'Мария Кузнецова',
  pavel: 'Павел Лебедев',
};

export const DEMO_CHATS: readonly DemoChat[] = [
  {
    id: 'anna',
    isVisible: true,
    name: 'Анна Смирнова',
    lastMessage: 'Пришлю проект мирового соглашения до вечера',
    unread: 2,
    online: true,
    isGroup: false,
    members: ['Анна Смирнова'],
  },
  {
    id: 'leads-arbitration',
    isVisible: true,
    name: 'Биржа заявок · Арбитраж',
    lastMessage: 'Дмитрий Орлов: Новая заявка — взыскание по поставке',
    unread: 3,
    online: false,
    isGroup: true,
    members: ['Дмитрий Орлов', 'Елена Петрова', 'Игорь Волков', 'Марина Ковалёва'],
  },
  {
    id: 'dmitry',
    isVisible: true,
    name: 'Дмитрий Орлов',
    lastMessage: 'Передаю тебе семейное дело, у меня конфликт интересов',
    unread: 1,
    online: false,
    isGroup: false,
    members: ['Дмитрий Орлов'],
  },
  {
    id: 'corporate-team',
    isVisible: true,
    name: 'Корпоративная практика',
    lastMessage: 'Марина Ковалёва: Чек-лист due diligence обновила',
    unread: 0,
    online: false,
    isGroup: true,
    members: ['Марина Ковалёва', 'Павел Лебедев', 'Анна Смирнова'],
  },
  {
    id: 'elena',
    isVisible: true,
    name: 'Елена Петрова',
    lastMessage: 'Клиент по товарному знаку, если интересно',
    unread: 0,
    online: true,
    isGroup: false,
    members: ['Елена Петрова'],
  },
  {
    id: 'maria',
    isVisible: true,
    name: 'Мария Кузнецова',
    lastMessage: 'Спасибо, доверенность получила',
    unread: 0,
    online: false,
    isGroup: false,
    members: ['Мария Кузнецова'],
  },
  {
    id: 'igor',
    isVisible: false,
    name: 'Игорь Волков',
    lastMessage: '',
    unread: 0,
    online: true,
    isGroup: false,
    members: ['Игорь Волков'],
  },
  {
    id: 'pavel',
    isVisible: false,
    name: 'Павел Лебедев',
    lastMessage: '',
    unread: 0,
    online: false,
    isGroup: false,
    members: ['Павел Лебедев'],
  },
];

/** Each message's time is how long before the page opened it was sent: the last, two minutes before. */
export const DEMO_MESSAGES: Readonly<Record<string, DemoMessage[]>> = {
  anna: [
    {
      id: 'a1',
      senderId: 'anna',
      text: 'Добрый день! По делу ООО «Северный терминал»: ответчик готов к мировому, просит рассрочку на полгода.',
      minutesAgo: 19,
    },
    {
      id: 'a2',
      senderId: 'current-user',
      text: 'Добрый! Рассрочка на 6 месяцев клиента устроит, если неустойку зафиксируем отдельным пунктом.',
      minutesAgo: 14,
      status: 'read',
    },
    { id: 'a3', senderId: 'anna', text: 'Согласна. Судебные расходы делим пополам?', minutesAgo: 10 },
    {
      id: 'a4',
      senderId: 'current-user',
      text: 'Госпошлину — по ст. 333.40 НК вернётся 70%, остальное пополам. Готовлю письмо клиенту.',
      minutesAgo: 6,
      status: 'delivered',
    },
    {
      id: 'a5',
      senderId: 'anna',
      text: 'Прикладываю нашу редакцию, посмотрите п. 4 и 7.',
      minutesAgo: 4,
      attachment: { name: 'Проект_мирового_соглашения.docx', size: '248 КБ' },
    },
    { id: 'a6', senderId: 'anna', text: 'Пришлю проект мирового соглашения до вечера', minutesAgo: 2 },
  ],
  'leads-arbitration': [
    {
      id: 'l1',
      senderId: 'igor',
      text: 'Коллеги, заседание по «Волжской энергосбытовой» перенесли на 14 марта.',
      minutesAgo: 70,
    },
    { id: 'l2', senderId: 'elena', text: 'Спасибо! Кто берёт апелляцию по Уралстройинвесту?', minutesAgo: 58 },
    {
      id: 'l3',
      senderId: 'dmitry',
      text: 'Новая заявка — взыскание по поставке',
      minutesAgo: 35,
      type: 'lead',
      leadData: {
        clientName: 'ООО «ТехноПром-Снаб»',
        caseType: 'Взыскание задолженности по договору поставки',
        description:
          'Покупатель не оплатил три партии оборудования. Претензия направлена 20 дней назад, ответа нет. Нужен иск в Арбитражный суд Нижегородской области и обеспечительные меры.',
        budget: '150 000 ₽',
        urgency: 'high',
        commission: '15% от гонорара',
        contactInfo: {
          phone: '+7 (831) 413-09-87',
          email: 'ryabov@tps-nn.ru',
          preferredTime: 'будни с 10:00 до 18:00',
        },
        caseDetails: { amount: '4 800 000 ₽', timeline: '3–4 месяца', complexity: 'Средняя' },
      },
    },
  ],
  dmitry: [
    {
      id: 'd1',
      senderId: 'dmitry',
      text: 'Привет! Передаю тебе семейное дело, у меня конфликт интересов — второй супруг когда-то был моим клиентом.',
      minutesAgo: 112,
    },
    {
      id: 'd2',
      senderId: 'dmitry',
      text: 'Передаю тебе семейное дело, у меня конфликт интересов',
      minutesAgo: 108,
      type: 'lead',
      leadData: {
        clientName: 'Кузнецова Мария Андреевна',
        caseType: 'Раздел совместно нажитого имущества',
        description:
          'Квартира в ипотеке, загородный дом и доля в ООО. Супруг оспаривает брачный договор. Клиентка хочет сохранить дом за собой.',
        budget: '200 000 ₽ + гонорар успеха',
        urgency: 'medium',
        commission: '10%',
        contactInfo: { phone: '+7 (916) 204-55-18', email: 'm.kuznetsova@mail.ru', preferredTime: 'после 18:00' },
        caseDetails: { amount: '32 000 000 ₽', timeline: '6–9 месяцев', complexity: 'Высокая' },
      },
    },
  ],
  'corporate-team': [
    {
      id: 'c1',
      senderId: 'pavel',
      text: 'Напоминаю: в пятницу сдаём отчёт по проверке «СибАгроХолдинга».',
      minutesAgo: 200,
    },
    {
      id: 'c2',
      senderId: 'current-user',
      text: 'Раздел по судам и исполнительным производствам мой, будет к четвергу.',
      minutesAgo: 189,
      status: 'read',
    },
    {
      id: 'c3',
      senderId: 'anna',
      text: 'Пришла заявка на сопровождение сделки',
      minutesAgo: 158,
      type: 'lead',
      leadData: {
        clientName: 'ООО «Вектор Консалт»',
        caseType: 'Сопровождение покупки доли в ООО',
        description: 'Покупка 49% доли в IT-компании: проверка, SPA, корпоративный договор, нотариальное оформление.',
        budget: '450 000 ₽',
        urgency: 'normal',
        commission: 'по договорённости',
        contactInfo: {
          phone: '+7 (495) 660-35-10',
          email: 'lebedeva@vector-consult.ru',
          preferredTime: 'любое рабочее время',
        },
        caseDetails: { amount: '95 000 000 ₽', timeline: '2 месяца', complexity: 'Высокая' },
      },
    },
    {
      id: 'c4',
      senderId: 'marina',
      text: 'Чек-лист due diligence обновила',
      minutesAgo: 133,
      attachment: { name: 'Due_diligence_чек-лист.xlsx', size: '86 КБ' },
    },
  ],
  elena: [
    {
      id: 'e1',
      senderId: 'current-user',
      text: 'Елена, спасибо за рекомендацию в прошлом месяце!',
      minutesAgo: 190,
      status: 'read',
    },
    {
      id: 'e2',
      senderId: 'elena',
      text: 'Клиент по товарному знаку, если интересно',
      minutesAgo: 176,
      type: 'lead',
      leadData: {
        clientName: 'ИП Кузнецова Ольга Викторовна',
        caseType: 'Регистрация товарного знака',
        description:
          'Дизайн-студия, нужен товарный знак по 35, 42 и 20 классам МКТУ. Предварительный поиск по базам ФИПС не делали.',
        budget: '60 000 ₽',
        urgency: 'low',
        commission: '10%',
        contactInfo: { phone: '+7 (916) 482-70-31', email: 'o.kuznetsova.design@yandex.ru', preferredTime: 'утром' },
        caseDetails: { amount: 'неимущественный', timeline: '8–12 месяцев', complexity: 'Низкая' },
      },
    },
  ],
  maria: [
    {
      id: 'm1',
      senderId: 'current-user',
      text: 'Мария Андреевна, направил вам доверенность на подпись, нотариус ждёт вас в четверг в 11:00.',
      minutesAgo: 285,
      status: 'read',
    },
    {
      id: 'm2',
      senderId: 'current-user',
      text: 'Скан во вложении.',
      minutesAgo: 284,
      status: 'read',
      attachment: { name: 'Доверенность_Кузнецова.pdf', size: '412 КБ' },
    },
    { id: 'm3', senderId: 'maria', text: 'Спасибо, доверенность получила', minutesAgo: 270 },
  ],
};

/** The right sidebar's two sample shared files. */
export const SHARED_FILES: ReadonlyArray<{ name: string; size: string }> = [
  { name: 'Договор_оказания_юридических_услуг.pdf', size: '1,2 МБ' },
  { name: 'Исковое_заявление_черновик.docx', size: '356 КБ' },
];
