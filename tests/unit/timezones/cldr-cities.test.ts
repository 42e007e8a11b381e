import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CITY_EN, CITY_RU, CLDR_ID_OF, CLDR_VERSION } from '@shared/timezones/cldr-cities.ts';
import { cldrCities, formattedModule } from '../../../scripts/generate-timezone-cities.ts';

/** The CLDR packages are installed only by `npm run timezone-cities` (100 MB the app never needs). */
const cldrInstalled = existsSync(new URL('../../../node_modules/cldr-dates-full/package.json', import.meta.url));

describe('the CLDR city table', () => {
  it.runIf(cldrInstalled)(
    'is what the script makes from the CLDR packages `npm run timezone-cities` installs',
    async () => {
      const table = cldrCities();
      expect({ version: CLDR_VERSION, ru: CITY_RU, en: CITY_EN, cldrIdOf: CLDR_ID_OF }).toEqual(table);
      const committed = readFileSync(new URL('../../../shared/timezones/cldr-cities.ts', import.meta.url), 'utf8');
      expect(committed).toBe(await formattedModule(table));
    },
  );

  it('names a Russian city for every zone the runtime lists', () => {
    const missing = Intl.supportedValuesOf('timeZone').filter((id) => id !== 'UTC' && !CITY_RU[CLDR_ID_OF[id] ?? id]);
    expect(missing).toEqual([]);
  });

  it("maps IANA's renamed zones to the ids CLDR keeps them under", () => {
    expect(CLDR_ID_OF['Asia/Kolkata']).toBe('Asia/Calcutta');
    expect(CLDR_ID_OF['Europe/Kyiv']).toBe('Europe/Kiev');
    expect(CITY_RU['Asia/Novosibirsk']).toBe('Новосибирск');
  });
});
