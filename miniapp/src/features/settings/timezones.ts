import { DEFAULT_TIMEZONE } from '@shared/constants.ts';

export interface TimezoneOption {
  /** IANA name, e.g. Europe/Moscow */
  id: string;
  /** The name as shown: "Europe/Moscow" → "Europe / Moscow" */
  label: string;
  /** The zone's name in the user's language: "Москва, стандартное время" */
  longName: string;
  /** "UTC+3", "UTC−3:30" */
  offset: string;
  /** lower-cased text the search looks in */
  haystack: string;
}

function part(zone: string, locale: string, style: 'shortOffset' | 'longGeneric', at: Date): string {
  try {
    return (
      new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style })
        .formatToParts(at)
        .find((p) => p.type === 'timeZoneName')?.value ?? ''
    );
  } catch {
    return '';
  }
}

/** "GMT+3" → "UTC+3", "GMT" → "UTC", with a typographic minus. */
const utcOffset = (gmt: string) => (gmt.replace(/^GMT/, 'UTC') || 'UTC').replace('-', '−');

export function allTimezoneIds(): string[] {
  const ids = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [DEFAULT_TIMEZONE, ...ids.filter((z) => z !== DEFAULT_TIMEZONE)];
}

const cache = new Map<string, TimezoneOption[]>();

/** Every zone this browser knows plus UTC, named in `language`; built once per language (~100 ms). */
export function listTimezones(language: string, at = new Date()): TimezoneOption[] {
  const hit = cache.get(language);
  if (hit) return hit;
  const list = allTimezoneIds().map((id) => {
    const label = id.replace(/_/g, ' ').replace(/\//g, ' / ');
    const longName = id === DEFAULT_TIMEZONE ? '' : part(id, language, 'longGeneric', at);
    const offset = utcOffset(part(id, 'en-US', 'shortOffset', at));
    return {
      id,
      label,
      longName,
      offset,
      haystack: `${id.replace(/_/g, ' ')} ${longName} ${offset} ${offset.replace('−', '-')}`.toLowerCase(),
    };
  });
  cache.set(language, list);
  return list;
}

/** Every word of the query must occur: "new york", "москва", "utc+5". */
export function searchTimezones(list: TimezoneOption[], query: string): TimezoneOption[] {
  const words = query.toLowerCase().replace(/_/g, ' ').split(/\s+/).filter(Boolean);
  if (words.length === 0) return list;
  return list.filter((z) => words.every((w) => z.haystack.includes(w)));
}
