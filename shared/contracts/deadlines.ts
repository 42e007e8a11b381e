import { defineCalls } from '../contract.ts';
import { deadlineAnswer, deadlinePresetsAnswer, deadlinesInput } from '../schemas/deadlines.ts';

/**
 * `deadlines`: the procedural deadline calculator, open to anyone (no session). `compute` reads
 * the rule from the query string (`from`, and `preset` or `amount`, `unit`, `code`) and answers the
 * due day with the steps that reached it; `presets` lists the common periods.
 */
export const deadlinesCalls = defineCalls('deadlines', {
  compute: { method: 'GET', input: deadlinesInput.compute, output: deadlineAnswer },
  presets: { method: 'GET', input: deadlinesInput.presets, output: deadlinePresetsAnswer },
});
