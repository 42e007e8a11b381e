import regions from './functions/regions.ts';
import type { Feature } from '../feature.ts';

/**
 * Russia's regions (the `regions` call) and the region a person chose: read by the career
 * board, profiles and the directory, so they live on their own.
 */
export const regionsFeature: Feature = { name: 'regions', functions: [regions] };
