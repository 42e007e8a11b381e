import { DEFAULT_TIMEZONE } from '../constants.ts';
import { CITY_EN, CITY_RU, CLDR_ID_OF } from './cldr-cities.ts';
import { RUSSIAN_CITIES, type RussianCity } from './russian-cities.ts';

/**
 * The time zone picker's list and search (Settings): each zone labelled by its own city in the
 * reader's language (CLDR's exemplar city, or the first of Russia's hand-written cities), found by
 * a city's Russian or English name, by Russia's other cities in it, by its id, the browser's name
 * for it or its offset ("UTC+7", "GMT+7", "МСК+4").
 */

export type ZoneLanguage = 'ru' | 'en';

export interface TimezoneOption {
  /** IANA id, as the browser lists it: "Asia/Novosibirsk" */
  id: string;
  /** The zone's own city in the reader's language: "Новосибирск"; "UTC" for UTC. */
  label: string;
  /** The line under it: Russia's other cities in the zone, else the browser's name ("Центральная Европа"). */
  description: string;
  /** Russia's other cities in the zone: as shown, and every name the search knows them by. */
  otherCities: readonly { shown: string; names: readonly string[] }[];
  /** "UTC+3", "UTC−3:30" (a typographic minus) */
  offset: string;
  offsetMinutes: number;
  /** Every city name of the zone, both languages, normalised: the search ranks them first. */
  cities: readonly string[];
  /** Normalised text the search looks in. */
  haystack: string;
}

/**
 * Lower case, ё as е, a hyphen between letters, an underscore or a full stop as a space
 * ("Санкт-Петербург" is found as "санкт петербург", "St. Petersburg" as "st petersburg"), and
 * the typographic minus as "-": an offset's sign stays ("utc-5" is not "utc 5").
 */
export const normaliseZoneText = (s: string): string =>
  s
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/−/g, '-')
    .replace(/(\p{L})[-‐–—](?=\p{L})/gu, '$1 ')
    .replace(/[_.,]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function zoneName(zone: string, locale: string, style: 'shortOffset' | 'longGeneric' | 'long', at: Date): string {
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

/** "GMT+5:30" → 330; "GMT" → 0. */
export function offsetMinutesOf(gmt: string): number {
  const m = /^GMT([+\-−])(\d{1,2})(?::(\d{2}))?$/.exec(gmt);
  if (!m) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '+' ? minutes : -minutes;
}

/** 330 → "+5:30", −180 → "−3", 0 → "". */
function signedHours(minutes: number): string {
  if (minutes === 0) return '';
  const abs = Math.abs(minutes);
  const mm = abs % 60;
  return `${minutes < 0 ? '−' : '+'}${Math.floor(abs / 60)}${mm ? `:${String(mm).padStart(2, '0')}` : ''}`;
}

/** The id CLDR keys a zone by: browsers list Asia/Kolkata or Asia/Calcutta. */
const cldrId = (id: string): string => CLDR_ID_OF[id] ?? id;
const cityFromId = (id: string): string => id.slice(id.lastIndexOf('/') + 1).replace(/_/g, ' ');

/** The zone's own city: Russia's hand-written first city, else CLDR's exemplar city. */
export function zoneCity(id: string, language: ZoneLanguage): string {
  if (id === DEFAULT_TIMEZONE) return 'UTC';
  const key = cldrId(id);
  const own = RUSSIAN_CITIES[key]?.[0];
  if (own) return own[language];
  if (language === 'ru' && CITY_RU[key]) return CITY_RU[key];
  return CITY_EN[key] ?? cityFromId(key);
}

export function allTimezoneIds(): string[] {
  const ids = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [DEFAULT_TIMEZONE, ...ids.filter((z) => z !== DEFAULT_TIMEZONE)];
}

/** The first few cities, then an ellipsis: Moscow's line would otherwise name forty-five. */
const CITIES_SHOWN = 4;
const citiesLine = (cities: TimezoneOption['otherCities']): string =>
  cities
    .slice(0, CITIES_SHOWN)
    .map((c) => c.shown)
    .join(', ') + (cities.length > CITIES_SHOWN ? ', …' : '');

const names = (c: RussianCity) => [c.ru, c.en, ...(c.also ?? [])];

function option(id: string, language: ZoneLanguage, at: Date, moscowMinutes: number, russia: string): TimezoneOption {
  const key = cldrId(id);
  const gmt = zoneName(id, 'en-US', 'shortOffset', at);
  const offsetMinutes = offsetMinutesOf(gmt);
  const offset = `UTC${signedHours(offsetMinutes)}`;
  const label = zoneCity(id, language);
  const russian = RUSSIAN_CITIES[key];
  const cities = [
    ...new Set(
      [
        zoneCity(id, 'ru'),
        zoneCity(id, 'en'),
        CITY_RU[key],
        CITY_EN[key] ?? cityFromId(key),
        ...(russian ?? []).flatMap(names),
      ]
        .filter((c): c is string => !!c)
        .map(normaliseZoneText),
    ),
  ];
  const otherCities = (russian ?? [])
    .slice(1)
    .map((c) => ({ shown: c[language], names: names(c).map(normaliseZoneText) }));
  // The browser's name for a Russian zone may name another city ("Красноярск, стандартное время" for
  // Novosibirsk): Russia's zones are described, and found, by their own cities only.
  const browserName = russian
    ? ''
    : id === DEFAULT_TIMEZONE
      ? zoneName(id, language, 'long', at)
      : zoneName(id, language, 'longGeneric', at);
  const description = russian
    ? citiesLine(otherCities) || russia
    : normaliseZoneText(browserName) === normaliseZoneText(label)
      ? ''
      : browserName;
  const msk = russian
    ? `мск${signedHours(offsetMinutes - moscowMinutes)} msk${signedHours(offsetMinutes - moscowMinutes)}`
    : '';
  const haystack = normaliseZoneText(
    [
      id,
      key,
      ...cities,
      browserName,
      russian ? `${russia} russia россия` : '',
      offset,
      offset.replace('UTC', 'GMT'),
      msk,
    ].join(' '),
  );
  return { id, label, description, otherCities, offset, offsetMinutes, cities, haystack };
}

const cache = new Map<string, TimezoneOption[]>();

/**
 * Every zone this browser knows plus UTC, named in `language`: UTC first, then west to east by
 * offset, then by city. Built once per language and day (naming 400 zones takes some 100 ms).
 */
export function listTimezones(language: ZoneLanguage, at = new Date()): TimezoneOption[] {
  const cacheKey = `${language}:${at.toISOString().slice(0, 10)}`;
  const hit = cache.get(cacheKey);
  if (hit) return hit;
  const moscowMinutes = offsetMinutesOf(zoneName('Europe/Moscow', 'en-US', 'shortOffset', at));
  let russia = language === 'ru' ? 'Россия' : 'Russia';
  try {
    russia = new Intl.DisplayNames([language], { type: 'region' }).of('RU') ?? russia;
  } catch {
    // an old browser without DisplayNames keeps the plain word
  }
  const [utc, ...zones] = allTimezoneIds().map((id) => option(id, language, at, moscowMinutes, russia));
  const collator = new Intl.Collator(language);
  zones.sort((a, b) => a.offsetMinutes - b.offsetMinutes || collator.compare(a.label, b.label));
  const list = [utc, ...zones];
  cache.set(cacheKey, list);
  return list;
}

/**
 * Every word of the query must occur ("new york", "санкт-петербург", "utc+5"). Zones whose own
 * city starts with the query come first, then those with another city that does (Kazan's Moscow),
 * each in the list's order; a zone found by one of its other cities names that city first.
 */
export function searchTimezones(list: TimezoneOption[], query: string): TimezoneOption[] {
  const q = normaliseZoneText(query);
  if (!q) return list;
  const words = q.split(' ');
  const scored: { z: TimezoneOption; rank: number }[] = [];
  for (const z of list) {
    if (!words.every((w) => z.haystack.includes(w))) continue;
    const label = normaliseZoneText(z.label);
    const rank = label.startsWith(q) ? 0 : z.cities.some((c) => c.startsWith(q)) ? 1 : 2;
    scored.push({ z: rank === 1 ? withMatchedCityFirst(z, q) : z, rank });
  }
  return scored.sort((a, b) => a.rank - b.rank).map((s) => s.z);
}

/** Moscow found as "Казань" reads "Казань, Санкт-Петербург, …" under its label. */
function withMatchedCityFirst(z: TimezoneOption, q: string): TimezoneOption {
  const i = z.otherCities.findIndex((c) => c.names.some((n) => n.startsWith(q)));
  if (i <= 0) return z;
  const otherCities = [z.otherCities[i], ...z.otherCities.filter((_, j) => j !== i)];
  return { ...z, otherCities, description: citiesLine(otherCities) };
}
