import type { Language } from '../schemas/common.ts';
import enAuth from './en/auth.json' with { type: 'json' };
import enBot from './en/bot.json' with { type: 'json' };
import ruAuth from './ru/auth.json' with { type: 'json' };
import ruBot from './ru/bot.json' with { type: 'json' };
import enBoards from './en/boards.json' with { type: 'json' };
import enCommon from './en/common.json' with { type: 'json' };
import enNav from './en/nav.json' with { type: 'json' };
import enPlanner from './en/planner.json' with { type: 'json' };
import enProfile from './en/profile.json' with { type: 'json' };
import enSettings from './en/settings.json' with { type: 'json' };
import ruBoards from './ru/boards.json' with { type: 'json' };
import ruCommon from './ru/common.json' with { type: 'json' };
import ruNav from './ru/nav.json' with { type: 'json' };
import ruPlanner from './ru/planner.json' with { type: 'json' };
import ruProfile from './ru/profile.json' with { type: 'json' };
import ruSettings from './ru/settings.json' with { type: 'json' };
import enValidation from './en/validation.json' with { type: 'json' };
import ruValidation from './ru/validation.json' with { type: 'json' };
import enErrors from './en/errors.json' with { type: 'json' };
import ruErrors from './ru/errors.json' with { type: 'json' };
import enUpload from './en/upload.json' with { type: 'json' };
import ruUpload from './ru/upload.json' with { type: 'json' };
import enAbout from './en/about.json' with { type: 'json' };
import enGraph from './en/graph.json' with { type: 'json' };
import enNetwork from './en/network.json' with { type: 'json' };
import ruAbout from './ru/about.json' with { type: 'json' };
import ruGraph from './ru/graph.json' with { type: 'json' };
import ruNetwork from './ru/network.json' with { type: 'json' };

/**
 * The app's texts, one namespace per feature file (`t('nav.feed')`).
 * Add a feature's ru and en files here together; a unit test checks both have the same keys.
 */
export const translations: Record<Language, Record<string, unknown>> = {
  ru: { common: ruCommon, nav: ruNav, settings: ruSettings, profile: ruProfile, boards: ruBoards, planner: ruPlanner, auth: ruAuth, bot: ruBot, validation: ruValidation, errors: ruErrors, upload: ruUpload, graph: ruGraph, network: ruNetwork, about: ruAbout },
  en: { common: enCommon, nav: enNav, settings: enSettings, profile: enProfile, boards: enBoards, planner: enPlanner, auth: enAuth, bot: enBot, validation: enValidation, errors: enErrors, upload: enUpload, graph: enGraph, network: enNetwork, about: enAbout },
};
