import { callFunction } from '../../../lib/api-client.ts';
import { tmaAuthCall } from '../../../lib/calls.ts';

/** tma-auth: the raw init data for a signed-in session and where to go. */
export const tmaAuth = (initData: string) => callFunction(tmaAuthCall, { initData }, { sessionId: null });
