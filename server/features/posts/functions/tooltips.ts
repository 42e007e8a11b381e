import { tooltipsCall } from '@shared/contracts/posts.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { readerLanguage } from '@server/http/language.ts';
import { readTooltip } from '../tooltips-service.ts';

/** tooltips: a help text by id in the app's language (public reference data, no session needed). */
export default defineFunction(tooltipsCall, async ({ id, lang }, ctx) => ({
  tooltip: await readTooltip(ctx.deps.db.db, id, readerLanguage(ctx.c, lang, undefined)),
}));
