import type { Language } from '../schemas/common.ts';
import enAuth from './en/auth.json' with { type: 'json' };
import enBot from './en/bot.json' with { type: 'json' };
import ruAuth from './ru/auth.json' with { type: 'json' };
import ruBot from './ru/bot.json' with { type: 'json' };
import enBoards from './en/boards.json' with { type: 'json' };
import enCommon from './en/common.json' with { type: 'json' };
import enNav from './en/nav.json' with { type: 'json' };
import enPlanner from './en/planner.json' with { type: 'json' };
import enPosts from './en/posts.json' with { type: 'json' };
import enProfile from './en/profile.json' with { type: 'json' };
import enSettings from './en/settings.json' with { type: 'json' };
import ruBoards from './ru/boards.json' with { type: 'json' };
import ruCommon from './ru/common.json' with { type: 'json' };
import ruNav from './ru/nav.json' with { type: 'json' };
import ruPlanner from './ru/planner.json' with { type: 'json' };
import ruPosts from './ru/posts.json' with { type: 'json' };
import ruProfile from './ru/profile.json' with { type: 'json' };
import ruSettings from './ru/settings.json' with { type: 'json' };
import enValidation from './en/validation.json' with { type: 'json' };
import ruValidation from './ru/validation.json' with { type: 'json' };
import enErrors from './en/errors.json' with { type: 'json' };
import ruErrors from './ru/errors.json' with { type: 'json' };
import enUpload from './en/upload.json' with { type: 'json' };
import ruUpload from './ru/upload.json' with { type: 'json' };
import enQuiz from './en/quiz.json' with { type: 'json' };
import ruQuiz from './ru/quiz.json' with { type: 'json' };
import enCheck from './en/check.json' with { type: 'json' };
import enMessenger from './en/messenger.json' with { type: 'json' };
import enPartner from './en/partner.json' with { type: 'json' };
import enSplit from './en/split.json' with { type: 'json' };
import enTracker from './en/tracker.json' with { type: 'json' };
import ruCheck from './ru/check.json' with { type: 'json' };
import ruMessenger from './ru/messenger.json' with { type: 'json' };
import ruPartner from './ru/partner.json' with { type: 'json' };
import ruSplit from './ru/split.json' with { type: 'json' };
import ruTracker from './ru/tracker.json' with { type: 'json' };
import enCareer from './en/career.json' with { type: 'json' };
import ruCareer from './ru/career.json' with { type: 'json' };
import enCatalog from './en/catalog.json' with { type: 'json' };
import ruCatalog from './ru/catalog.json' with { type: 'json' };
import enAbout from './en/about.json' with { type: 'json' };
import enGraph from './en/graph.json' with { type: 'json' };
import enNetwork from './en/network.json' with { type: 'json' };
import ruAbout from './ru/about.json' with { type: 'json' };
import ruGraph from './ru/graph.json' with { type: 'json' };
import ruNetwork from './ru/network.json' with { type: 'json' };
import enPro from './en/pro.json' with { type: 'json' };
import ruPro from './ru/pro.json' with { type: 'json' };
import enNotify from './en/notify.json' with { type: 'json' };
import ruNotify from './ru/notify.json' with { type: 'json' };
import enSearch from './en/search.json' with { type: 'json' };
import ruSearch from './ru/search.json' with { type: 'json' };
import enForms from './en/forms.json' with { type: 'json' };
import ruForms from './ru/forms.json' with { type: 'json' };
import enDeadlines from './en/deadlines.json' with { type: 'json' };
import ruDeadlines from './ru/deadlines.json' with { type: 'json' };

/**
 * The app's texts, one namespace per feature file (`t('nav.feed')`).
 * Add a feature's ru and en files here together; a unit test checks both have the same keys.
 */
export const translations: Record<Language, Record<string, unknown>> = {
  ru: {
    common: ruCommon,
    forms: ruForms,
    nav: ruNav,
    settings: ruSettings,
    profile: ruProfile,
    boards: ruBoards,
    planner: ruPlanner,
    posts: ruPosts,
    auth: ruAuth,
    bot: ruBot,
    validation: ruValidation,
    errors: ruErrors,
    upload: ruUpload,
    quiz: ruQuiz,
    messenger: ruMessenger,
    split: ruSplit,
    check: ruCheck,
    partner: ruPartner,
    tracker: ruTracker,
    career: ruCareer,
    catalog: ruCatalog,
    about: ruAbout,
    graph: ruGraph,
    network: ruNetwork,
    pro: ruPro,
    notify: ruNotify,
    search: ruSearch,
    deadlines: ruDeadlines,
  },
  en: {
    common: enCommon,
    forms: enForms,
    nav: enNav,
    settings: enSettings,
    profile: enProfile,
    boards: enBoards,
    planner: enPlanner,
    posts: enPosts,
    auth: enAuth,
    bot: enBot,
    validation: enValidation,
    errors: enErrors,
    upload: enUpload,
    quiz: enQuiz,
    messenger: enMessenger,
    split: enSplit,
    check: enCheck,
    partner: enPartner,
    tracker: enTracker,
    career: enCareer,
    catalog: enCatalog,
    about: enAbout,
    graph: enGraph,
    network: enNetwork,
    pro: enPro,
    notify: enNotify,
    search: enSearch,
    deadlines: enDeadlines,
  },
};
