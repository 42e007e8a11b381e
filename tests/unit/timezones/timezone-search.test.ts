import { describe, expect, it } from 'vitest';
import { CITY_RU } from '@shared/timezones/cldr-cities.ts';
import { RUSSIAN_CITIES } from '@shared/timezones/russian-cities.ts';
import {
  listTimezones,
  normaliseZoneText,
  searchTimezones,
  zoneCity,
  type TimezoneOption,
} from '@shared/timezones/timezone-options.ts';

// A winter day: New York at UTC−5, Berlin at UTC+1 (Russia keeps no summer time).
const at = new Date('2026-01-15T12:00:00Z');
const ru = listTimezones('ru', at);
const en = listTimezones('en', at);
const ids = (list: TimezoneOption[]) => list.map((z) => z.id);
const first = (list: TimezoneOption[], q: string) => searchTimezones(list, q)[0];

describe('time zone list', () => {
  it('offers every zone the runtime knows, with UTC first and then west to east', () => {
    expect(ru[0].id).toBe('UTC');
    expect(ru.length).toBe(Intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC').length + 1);
    expect(new Set(ids(ru)).size).toBe(ru.length);
    const offsets = ru.slice(1).map((z) => z.offsetMinutes);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });

  it('labels every zone by a city of its own in Russian and in English, never by its id', () => {
    for (const z of ru.slice(1)) {
      expect(z.label, z.id).toMatch(/[а-яё]/i);
      expect(z.label).not.toContain('/');
    }
    for (const z of en.slice(1)) {
      expect(z.label, z.id).toMatch(/^[^а-яё/]+$/i);
      expect(z.label.length).toBeGreaterThan(1);
    }
  });

  it('labels Novosibirsk "Новосибирск", not by the browser\'s "Красноярск, стандартное время"', () => {
    const novosibirsk = ru.find((z) => z.id === 'Asia/Novosibirsk')!;
    expect(novosibirsk.label).toBe('Новосибирск');
    expect(novosibirsk.description).toBe('Россия');
    expect(novosibirsk.haystack).not.toContain('красноярск');
    expect(en.find((z) => z.id === 'Asia/Novosibirsk')!.label).toBe('Novosibirsk');
  });

  it("labels each zone with its own main city, and Russia's with the city of the hand-written table", () => {
    const label = (list: TimezoneOption[], id: string) => list.find((z) => z.id === id)?.label;
    expect(label(ru, 'Europe/Moscow')).toBe('Москва');
    expect(label(ru, 'Europe/Samara')).toBe('Самара');
    expect(label(ru, 'Asia/Sakhalin')).toBe('Южно-Сахалинск');
    expect(label(ru, 'America/New_York')).toBe('Нью-Йорк');
    expect(label(en, 'America/New_York')).toBe('New York');
    expect(label(en, 'Asia/Calcutta')).toBe('Kolkata');
    expect(label(ru, 'UTC')).toBe('UTC');
    // A browser that lists IANA's newer ids finds the same city.
    expect(zoneCity('Asia/Kolkata', 'ru')).toBe('Калькутта');
    expect(zoneCity('Europe/Kyiv', 'en')).toBe('Kyiv');
  });

  it("describes Russia's zones by their other cities, the others by the browser's name", () => {
    expect(ru.find((z) => z.id === 'Europe/Samara')!.description).toBe('Тольятти, Ижевск');
    expect(en.find((z) => z.id === 'Asia/Novokuznetsk')!.description).toBe('Kemerovo');
    expect(ru.find((z) => z.id === 'Europe/Moscow')!.description).toMatch(/^Санкт-Петербург, Казань, .*, …$/);
    expect(ru.find((z) => z.id === 'Europe/Berlin')!.description).toBe('Центральная Европа');
  });

  it('shows offsets as UTC±h with a real minus', () => {
    const nyc = ru.find((z) => z.id === 'America/New_York')!;
    expect(nyc.offset).toBe('UTC−5');
    expect(nyc.offsetMinutes).toBe(-300);
    expect(ru.find((z) => z.id === 'Asia/Calcutta')!.offset).toBe('UTC+5:30');
  });
});

describe('time zone search', () => {
  it.each([
    ['Новосибирск', 'Asia/Novosibirsk'],
    ['Калининград', 'Europe/Kaliningrad'],
    ['Самара', 'Europe/Samara'],
    ['Санкт-Петербург', 'Europe/Moscow'],
    ['Казань', 'Europe/Moscow'],
  ])('finds "%s" in Russian, first: %s', (query, id) => {
    expect(first(ru, query)?.id).toBe(id);
    // Typed in either list, in any case, with or without its hyphen.
    expect(first(en, query)?.id).toBe(id);
    expect(first(ru, query.toLowerCase().replace('-', ' '))?.id).toBe(id);
  });

  it.each([
    ['Омск', 'Asia/Omsk'],
    ['Томск', 'Asia/Tomsk'],
    ['Барнаул', 'Asia/Barnaul'],
    ['Кемерово', 'Asia/Novokuznetsk'],
    ['Ижевск', 'Europe/Samara'],
    ['Ульяновск', 'Europe/Ulyanovsk'],
    ['Екатеринбург', 'Asia/Yekaterinburg'],
    ['Челябинск', 'Asia/Yekaterinburg'],
    ['Пермь', 'Asia/Yekaterinburg'],
    ['Тюмень', 'Asia/Yekaterinburg'],
    ['Уфа', 'Asia/Yekaterinburg'],
    ['Хабаровск', 'Asia/Vladivostok'],
    ['Орел', 'Europe/Moscow'],
  ])('finds the regional city "%s" in %s', (query, id) => {
    expect(first(ru, query)?.id).toBe(id);
  });

  it.each([
    ['Novosibirsk', 'Asia/Novosibirsk'],
    ['Kaliningrad', 'Europe/Kaliningrad'],
    ['samara', 'Europe/Samara'],
    ['Saint Petersburg', 'Europe/Moscow'],
    ['St. Petersburg', 'Europe/Moscow'],
    ['Kazan', 'Europe/Moscow'],
    ['Izhevsk', 'Europe/Samara'],
    ['Moscow', 'Europe/Moscow'],
    ['new york', 'America/New_York'],
    ['america new_york', 'America/New_York'],
    ['Europe/Berlin', 'Europe/Berlin'],
    ['Kolkata', 'Asia/Calcutta'],
  ])('finds the English "%s": %s', (query, id) => {
    expect(first(ru, query)?.id).toBe(id);
    expect(first(en, query)?.id).toBe(id);
  });

  it('puts the zone whose own city matches before one that only mentions it', () => {
    // Красноярск is its own zone; Novosibirsk keeps the same time but is not found by that name.
    expect(ids(searchTimezones(ru, 'Красноярск'))).toEqual(['Asia/Krasnoyarsk']);
    // Both Samara and Samarkand are their zones' own cities: both before a zone that only lists one.
    expect(ids(searchTimezones(ru, 'Самар'))).toEqual(['Europe/Samara', 'Asia/Samarkand']);
  });

  it('names the city it found first under the label', () => {
    expect(first(ru, 'Ижевск').description).toBe('Ижевск, Тольятти');
    expect(first(ru, 'Нарьян').description).toMatch(/^Нарьян-Мар, Санкт-Петербург/);
    expect(first(en, 'kazan').description).toMatch(/^Kazan, Saint Petersburg/);
  });

  it('finds zones by their offset, as UTC, GMT or, in Russia, Moscow time', () => {
    const utc7 = ids(searchTimezones(ru, 'utc+7'));
    expect(utc7).toEqual(expect.arrayContaining(['Asia/Novosibirsk', 'Asia/Krasnoyarsk', 'Asia/Bangkok']));
    expect(utc7).not.toContain('Europe/Moscow');
    expect(ids(searchTimezones(ru, 'UTC+3'))).toContain('Europe/Moscow');
    expect(ids(searchTimezones(ru, 'gmt+3'))).toContain('Europe/Moscow');
    expect(ids(searchTimezones(en, 'utc-5'))).toContain('America/New_York');
    expect(ids(searchTimezones(en, 'utc−5'))).toContain('America/New_York');
    // A minus is not a hyphen: UTC+5 zones are not found as "utc-5".
    expect(ids(searchTimezones(en, 'utc-5'))).not.toContain('Asia/Yekaterinburg');
    expect(ids(searchTimezones(ru, 'мск+4')).sort()).toEqual(
      ['Asia/Barnaul', 'Asia/Krasnoyarsk', 'Asia/Novokuznetsk', 'Asia/Novosibirsk', 'Asia/Tomsk'].sort(),
    );
  });

  it('needs every word, and gives the whole list for a blank query', () => {
    expect(searchTimezones(ru, 'no such place')).toEqual([]);
    expect(searchTimezones(ru, '  ')).toBe(ru);
  });

  it("reads ё as е, and hyphens between letters as spaces but not an offset's minus", () => {
    expect(normaliseZoneText('Орёл')).toBe('орел');
    expect(normaliseZoneText('Ростов-на-Дону')).toBe('ростов на дону');
    expect(normaliseZoneText('UTC−5')).toBe('utc-5');
    expect(normaliseZoneText('America/Port_of_Spain')).toBe('america/port of spain');
  });
});

describe("Russia's hand-written cities", () => {
  const moscow = ru.find((z) => z.id === 'Europe/Moscow')!.offsetMinutes;

  it('are all zones the runtime knows, each led by its CLDR city or named where CLDR names an island', () => {
    const known = new Set(Intl.supportedValuesOf('timeZone'));
    for (const [zone, cities] of Object.entries(RUSSIAN_CITIES)) {
      expect(known.has(zone), zone).toBe(true);
      if (zone !== 'Asia/Sakhalin') expect(cities[0].ru, zone).toBe(CITY_RU[zone]);
    }
  });

  it.each([
    ['Калининград', -1],
    ['Казань', 0],
    ['Санкт-Петербург', 0],
    ['Самара', 1],
    ['Ижевск', 1],
    ['Ульяновск', 1],
    ['Екатеринбург', 2],
    ['Уфа', 2],
    ['Омск', 3],
    ['Новосибирск', 4],
    ['Томск', 4],
    ['Барнаул', 4],
    ['Кемерово', 4],
    ['Иркутск', 5],
    ['Благовещенск', 6],
    ['Хабаровск', 7],
    ['Магадан', 8],
    ['Петропавловск-Камчатский', 9],
  ])('keep their own time: %s is Moscow %+d h', (city, hours) => {
    const zone = Object.entries(RUSSIAN_CITIES).find(([, cities]) => cities.some((c) => c.ru === city))![0];
    const offset = ru.find((z) => z.id === zone)!.offsetMinutes;
    expect(offset - moscow).toBe(hours * 60);
  });
});
