/** The service catalog's numbers, shared by the page, the `catalog` call and the operators' import. */
export const CATALOG_LIMITS = {
  /** services shown per type, and added by each Load more */
  perType: 12,
  /** the last page of a type `catalog` answers (12 a page: 12,000 services of one type) */
  maxPage: 1000,
  /** the page's data is fresh this long (ms) */
  staleMs: 5 * 60 * 1000,
  /** a search longer than this is refused (400) */
  search: 200,
  /** words of a search that count (each must be found) */
  searchWords: 8,
  title: 200,
  typeTitle: 120,
  about: 2000,
  services: 2000,
  worktime: 200,
  address: 300,
  phone: 40,
  emails: 10,
  blockTitle: 120,
  link: 2048,
  key: 80,
  /** an import file holds at most this many services */
  importRows: 20_000,
} as const;

/** The link blocks of a service: the top one and block1..block10, the earlier catalog's fields. */
export const CATALOG_BLOCKS = [
  'block_top',
  'block1',
  'block2',
  'block3',
  'block4',
  'block5',
  'block6',
  'block7',
  'block8',
  'block9',
  'block10',
] as const;

/** A link the catalog may show or store: http(s) only (no `javascript:`, `data:` and the like). */
export const isHttpLink = (value: string): boolean => {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * The search as the database compares it: words split at spaces, lower case, ё as е. Each word
 * is found as it is (strpos): `%`, `_` and `\\` are plain characters, never patterns.
 */
export function catalogSearchWords(search: string): string[] {
  return search.toLowerCase().replace(/ё/g, 'е').split(/\s+/u).filter(Boolean).slice(0, CATALOG_LIMITS.searchWords);
}

/** The seed's sample firms (server/content/catalog.ts), by key: shown with a "Демо" badge, never taken for real. */
export const SAMPLE_KEY_PREFIX = 'sample-';
export const isSampleService = (key: string): boolean => key.startsWith(SAMPLE_KEY_PREFIX);

/**
 * A web or mail address under a reserved, never-registered top-level domain (RFC 2606: the
 * samples' `.example`): shown as words, never as a link that would go nowhere.
 */
export function isPlaceholderAddress(value: string): boolean {
  const host = value.includes('://') ? hostOf(value) : value.slice(value.lastIndexOf('@') + 1);
  return /\.(?:example|invalid|test)\.?$/i.test(host);
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/** `tel:` for a phone as people write it ("+7 (495) 123-45-67" → "tel:+74951234567"). */
export function telHref(phone: string): string {
  const plus = phone.trim().startsWith('+') ? '+' : '';
  return `tel:${plus}${phone.replace(/\D/g, '')}`;
}

/** A phone as people write it: digits, spaces, hyphens, brackets and a plus (as a quiz's phone field allows too). */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{5,}$/;

/**
 * Icons a service may name (the app draws them, so they look alike everywhere); an icon may also
 * be an emoji or an image's http(s) address.
 */
export const CATALOG_ICON_NAMES = [
  'archive',
  'bot',
  'briefcase',
  'calculator',
  'car',
  'chart-column',
  'clipboard-list',
  'file-text',
  'gavel',
  'handshake',
  'hard-hat',
  'house',
  'key-round',
  'landmark',
  'languages',
  'library',
  'lightbulb',
  'lock',
  'mail',
  'megaphone',
  'messages-square',
  'mic',
  'microscope',
  'package',
  'scale',
  'search',
  'shopping-cart',
  'stamp',
  'trending-down',
] as const;
export type CatalogIconName = (typeof CATALOG_ICON_NAMES)[number];
