import type { Context } from 'grammy';
import type { Language } from '../shared/constants.ts';

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** Every handler's context: grammY's, plus the person's language and its texts. */
export type BotContext = Context & {
  lang: Language;
  t: Translate;
};
