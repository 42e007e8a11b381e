import { callFunction } from '@app/lib/api-client.ts';
import { tmaAuthCall } from '@app/lib/calls.ts';

/** tma-auth: the raw init data for a signed-in session and where to go; the session the app had (if any) is ended. */
export const tmaAuth = (initData: string, replacing: string | null) =>
  callFunction(tmaAuthCall, { initData }, { sessionId: replacing });
