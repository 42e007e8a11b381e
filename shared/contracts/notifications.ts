import { z } from 'zod';
import { defineCalls } from '../contract.ts';
import { notificationsActions, notificationsAnswer, shareActions, shareAnswer } from '../schemas/notifications.ts';

const ok = z.object({ ok: z.literal(true) });

/** `notifications`: the bot's notification switches and the saved career filter. */
export const notificationsCalls = defineCalls('notifications', {
  get: { method: 'GET', input: notificationsActions.get, output: notificationsAnswer },
  update: { method: 'POST', input: notificationsActions.update, output: notificationsAnswer },
  saveCareerAlert: { method: 'POST', input: notificationsActions.saveCareerAlert, output: ok },
  deleteCareerAlert: { method: 'POST', input: notificationsActions.deleteCareerAlert, output: ok },
});

/** `share`: a post, vacancy or quiz prepared as a rich message for Telegram's share sheet. */
export const shareCalls = defineCalls('share', {
  prepare: { method: 'POST', input: shareActions.prepare, output: shareAnswer },
});
