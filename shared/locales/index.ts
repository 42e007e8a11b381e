import type { Language } from '../schemas/common.ts';
import enCommon from './en/common.json' with { type: 'json' };
import enNav from './en/nav.json' with { type: 'json' };
import ruCommon from './ru/common.json' with { type: 'json' };
import ruNav from './ru/nav.json' with { type: 'json' };

/**
 * The app's texts, one namespace per feature file (`t('nav.feed')`).
 * Add a feature's ru and en files here together; a unit test checks both have the same keys.
 */
export const translations: Record<Language, Record<string, unknown>> = {
  ru: { common: ruCommon, nav: ruNav },
  en: { common: enCommon, nav: enNav },
};
