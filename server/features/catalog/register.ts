import catalog from './functions/catalog.ts';
import type { Feature } from '../feature.ts';
import { catalogIconOrigins } from './icon-origins.ts';

/** The service catalog: public reference data, not shown live (the page refetches after 5 minutes). */
export const catalogFeature: Feature = {
  name: 'catalog',
  functions: [catalog],
  imageOrigins: (deps) => catalogIconOrigins(deps.db.db),
};
