import experts from './functions/experts.ts';
import type { Feature } from '../feature.ts';

/** The about page: its expert cards are real profiles (the network map runs on demo data and calls nothing). */
export const aboutFeature: Feature = { name: 'about', functions: [experts] };
