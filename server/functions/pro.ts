import { proCall } from '../../shared/contracts/profile.ts';
import { defineFunction } from '../http/define-function.ts';
import { readPro } from '../services/profile/pro-list.ts';

/** `pro` (sections §7): the professionals directory, 20 a page; public, the same for everyone. */
export default defineFunction(proCall, async ({ sessionId: _, ...query }, ctx) => readPro(ctx.deps.db.db, { ...query, sessionId: undefined }));
