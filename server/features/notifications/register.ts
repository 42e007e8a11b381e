import { notifications, share } from './functions/notifications.ts';
import type { Feature } from '../feature.ts';

/** The bot's notifications (switches, saved career filter) and "Send to a chat". */
export const notificationsFeature: Feature = { name: 'notifications', functions: [notifications, share] };
