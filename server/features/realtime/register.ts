import realtimeTicket from './functions/realtime-ticket.ts';
import type { Feature } from '../feature.ts';

/**
 * The live-updates stream's ticket call (POST /functions/v1/realtime). The stream itself,
 * GET on the same path, is a route of its own (http/realtime-route.ts).
 */
export const realtimeFeature: Feature = { name: 'realtime', functions: [realtimeTicket] };
