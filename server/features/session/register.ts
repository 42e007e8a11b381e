import checkSession from './functions/check-session.ts';
import type { Feature } from '../feature.ts';

/** Start-up's session lookup. */
export const sessionFeature: Feature = { name: 'session', functions: [checkSession] };
