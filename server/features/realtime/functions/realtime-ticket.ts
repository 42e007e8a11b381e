import { realtimeTicketCall } from '@shared/contracts/realtime.ts';
import { noSession } from '@server/errors.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { issueRealtimeTicket } from '../realtime-tickets.ts';

/** A single-use ticket for the session's live-updates stream (anonymous sessions too: sign-in arrives over it). */
export default defineFunction(realtimeTicketCall, async (_input, { deps, session }) => {
  const s = await session();
  const issued = await issueRealtimeTicket(deps.db.db, s.id);
  // Signed out between the two reads: as if the session had been gone already.
  if (!issued) throw noSession();
  return issued;
});
