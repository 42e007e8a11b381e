import { defineCall } from '../contract.ts';
import { catalogAnswer, catalogInput } from '../schemas/catalog.ts';

/** The service catalog (spec community §7 `catalog`): public reference data, visible services only. */
export const catalogCall = defineCall('catalog', { method: 'GET', input: catalogInput, output: catalogAnswer });
