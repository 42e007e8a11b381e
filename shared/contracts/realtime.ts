import { defineCall } from '../contract.ts';
import { realtimeTicketAnswer, realtimeTicketInput } from '../schemas/realtime.ts';

/**
 * `realtime` (POST): a short-lived, single-use ticket for the session's live-updates stream,
 * which is then opened as `GET /functions/v1/realtime?ticket=…&apikey=…` (EventSource sends
 * no headers, and a session id in a URL would end up in logs and history).
 */
export const realtimeTicketCall = defineCall('realtime', {
  method: 'POST',
  input: realtimeTicketInput,
  output: realtimeTicketAnswer,
});
