import deadlines from './functions/deadlines.ts';
import type { Feature } from '../feature.ts';

/** The procedural deadline calculator (the `deadlines` call): no tables, no session. */
export const deadlinesFeature: Feature = { name: 'deadlines', functions: [deadlines] };
