import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/constants.ts';
import { translations } from '@shared/locales/index.ts';

const LOCALES_DIR = join(import.meta.dirname, '../../shared/locales');

/** Every leaf of a nested texts object as "a.b.c" → value. */
function leaves(obj: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  // Arrays (i18next returnObjects: weekday names) count by index, so their lengths must match too.
  if (obj && typeof obj === 'object') {
    for (const [k, v] of Object.entries(obj)) {
      for (const [path, value] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(path, value);
    }
  } else {
    out.set(prefix, obj);
  }
  return out;
}

/** i18next plural forms differ by language (ru: one/few/many, en: one/other): compare their base key. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(PLURAL, '');

describe('translations', () => {
  it('gives every plural key the forms its language needs', () => {
    const forms = { ru: ['one', 'few', 'many', 'other'], en: ['one', 'other'] } as const;
    for (const lang of LANGUAGES) {
      const keys = [...leaves(translations[lang]).keys()];
      for (const base of new Set(keys.filter((k) => PLURAL.test(k)).map(pluralBase))) {
        for (const f of forms[lang]) expect(keys, `${lang}: ${base}_${f}`).toContain(`${base}_${f}`);
      }
    }
  });

  it('has the same namespaces in every language', () => {
    const [first, ...rest] = LANGUAGES;
    for (const lang of rest)
      expect(Object.keys(translations[lang]).sort()).toEqual(Object.keys(translations[first]).sort());
  });

  it('registers every namespace file of every language', () => {
    for (const lang of LANGUAGES) {
      const files = readdirSync(join(LOCALES_DIR, lang))
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.replace(/\.json$/, ''));
      expect(Object.keys(translations[lang]).sort(), `shared/locales/index.ts for ${lang}`).toEqual(files.sort());
    }
  });

  for (const ns of Object.keys(translations.ru)) {
    it(`has exactly the same keys in ru and en in "${ns}"`, () => {
      const ru = [...new Set([...leaves(translations.ru[ns]).keys()].map(pluralBase))].sort();
      const en = [...new Set([...leaves(translations.en[ns]).keys()].map(pluralBase))].sort();
      expect(
        en.filter((k) => !ru.includes(k)),
        'keys only in en',
      ).toEqual([]);
      expect(
        ru.filter((k) => !en.includes(k)),
        'keys only in ru',
      ).toEqual([]);
    });

    it(`has no empty or non-string texts in "${ns}"`, () => {
      for (const lang of LANGUAGES) {
        for (const [key, value] of leaves(translations[lang][ns])) {
          expect(typeof value, `${lang}:${ns}.${key}`).toBe('string');
          expect((value as string).trim(), `${lang}:${ns}.${key}`).not.toBe('');
        }
      }
    });

    it(`uses the same {{placeholders}} in ru and en in "${ns}"`, () => {
      const en = leaves(translations.en[ns]);
      for (const [key, value] of leaves(translations.ru[ns])) {
        const names = (s: unknown) =>
          (String(s).match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();
        // ru's extra plural forms (few, many) are compared with en's `other`.
        const enValue = en.get(key) ?? en.get(`${pluralBase(key)}_other`);
        expect(names(enValue), `${ns}.${key}`).toEqual(names(value));
      }
    });
  }
});
