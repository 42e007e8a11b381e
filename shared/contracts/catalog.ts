import { defineCall } from '../contract.ts';
import { catalogAnswer, catalogInput } from '../schemas/catalog.ts';

/** The service catalog: public reference data, visible services only. */
export const catalogCall = defineCall('catalog', { method: 'GET', input: catalogInput, output: catalogAnswer });
