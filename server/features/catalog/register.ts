import catalog from './functions/catalog.ts';
import type { Feature } from '../feature.ts';

/** The service catalog (issue 16): public reference data, not shown live (the page refetches after 5 minutes). */
export const catalogFeature: Feature = {
  name: 'catalog',
  functions: [catalog],
};
