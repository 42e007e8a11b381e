/** Profile usernames: 5–20 of [a-z0-9_], also enforced by a check constraint. */
export const PROFILE_USERNAME_RE = /^[a-z0-9_]{5,20}$/;

/**
 * Names a profile cannot take because /{username} would collide with a route of the app
 * (miniapp/src/app/route-table.ts) or of the server.
 */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  // the app's routes and the ones it may grow into
  'profile',
  'catalog',
  'planner',
  'kanban',
  'calendar',
  'list',
  'network',
  'settings',
  'auth',
  'career',
  'pro',
  'about',
  'tracker',
  'messenger',
  'split',
  'check',
  'partner',
  'post',
  'posts',
  'tma',
  'feed',
  'search',
  'login',
  'logout',
  'signin',
  'signup',
  'register',
  'help',
  'privacy',
  'terms',
  'useragreement',
  'notifications',
  // the deadline calculator's page, and the address the server's metrics may be served at
  'deadlines',
  'metrics',
  // the server's own paths and names people would take for the staff
  'admin',
  'administrator',
  'support',
  'assets',
  'avatars',
  'locales',
  'uploads',
  'functions',
  'healthz',
  'readyz',
  'icons',
  'manifest',
  'static',
  'legal_platform',
  'moderator',
  'system',
]);

export const isFreeFormUsername = (u: string) => PROFILE_USERNAME_RE.test(u) && !RESERVED_USERNAMES.has(u);

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
  ў: 'u',
};

/** The text lower-cased, its Cyrillic letters in Latin ones; every other character kept. */
export const transliterate = (text: string): string => [...text.toLowerCase()].map((ch) => CYRILLIC[ch] ?? ch).join('');

/** Lowercase Latin, digits and single underscores; Cyrillic is transliterated. */
export function slugifyUsername(text: string): string {
  return transliterate(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9_]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_+|_+$/g, '');
}

export interface TelegramName {
  id: number;
  username?: string | null;
  first_name?: string | null;
  last_name?: string | null;
}

/**
 * Usernames to try, best first, for a person's first profile: the Telegram username when
 * it fits, else one from the name, then the same with a number, then `user<telegram id>`.
 * Every candidate is valid and not reserved; the caller takes the first free one.
 */
export function usernameCandidates(tg: TelegramName, random: () => number = Math.random): string[] {
  const fromTelegram = slugifyUsername(tg.username ?? '');
  const fromName = slugifyUsername([tg.first_name, tg.last_name].filter(Boolean).join('_'));
  const base = (fromTelegram.length >= 3 ? fromTelegram : fromName).slice(0, 20).replace(/_+$/, '');
  const out: string[] = [];
  const add = (u: string) => {
    if (isFreeFormUsername(u) && !out.includes(u)) out.push(u);
  };
  if (base) {
    add(base);
    const stem = base.slice(0, 14).replace(/_+$/, '');
    add(`${stem}_${String(tg.id).slice(-4)}`);
    for (let i = 0; i < 4; i++) add(`${stem}_${String(Math.floor(random() * 1e5)).padStart(5, '0')}`);
  }
  add(`user${tg.id}`.slice(0, 20));
  for (let i = 0; i < 4; i++) add(`user_${String(Math.floor(random() * 1e9)).padStart(9, '0')}`);
  return out;
}
