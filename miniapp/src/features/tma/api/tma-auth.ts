import type { TmaAuthAnswer } from '../../../../../shared/schemas/auth.ts';
import { callFunction } from '../../../lib/api-client.ts';

/** tma-auth: the raw init data for a signed-in session and where to go. */
export const tmaAuth = (initData: string) => callFunction<TmaAuthAnswer>('tma-auth', { initData }, { withSession: false });
