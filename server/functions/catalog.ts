import { catalogCall } from '../../shared/contracts/catalog.ts';
import { defineFunction } from '../http/define-function.ts';
import { readCatalog } from '../services/catalog/catalog-read.ts';

/** `catalog` (spec community §7): `{ services, serviceTypes, regions }`. Public: the same answer for everyone, no session looked up. */
export default defineFunction(catalogCall, async ({ sessionId: _, ...query }, ctx) => readCatalog(ctx.deps.db.db, query));
