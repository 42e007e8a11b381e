import settings from './functions/settings.ts';
import type { Feature } from '../feature.ts';

/** The signed-in person's time zone, language and sessions. */
export const settingsFeature: Feature = { name: 'settings', functions: [settings] };
