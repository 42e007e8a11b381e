import { deadlinesCalls } from '@shared/contracts/deadlines.ts';
import { DEADLINE_PRESETS } from '@shared/deadlines/presets.ts';
import { computeDeadline } from '@shared/deadlines/rules.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { callerLanguage } from '@server/http/language.ts';
import { citeIn, wordDeadline } from '../steps-wording.ts';

/**
 * `deadlines`: the procedural deadline calculator, open to anyone. The count is the shared
 * rules' (the app's offline planner counts with the same); the server words its steps and
 * the presets in the caller's language.
 */
export default defineFunction(deadlinesCalls, {
  compute: async ({ from, amount, unit, code, preset }, ctx) => {
    const deadline = computeDeadline({ from, amount, unit, code });
    const lang = await callerLanguage(ctx.c, ctx.deps.db);
    return { due: deadline.due, rule: { from, amount, unit, code, preset }, ...wordDeadline(deadline, lang) };
  },
  presets: async (_input, ctx) => {
    const lang = await callerLanguage(ctx.c, ctx.deps.db);
    return {
      presets: DEADLINE_PRESETS.map((p) => ({
        id: p.id,
        code: p.code,
        article: citeIn({ code: p.code, article: p.article }, lang),
        title: p.title[lang],
        from: p.from[lang],
        amount: p.amount,
        unit: p.unit,
      })),
    };
  },
});
