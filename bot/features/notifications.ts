import { Composer } from 'grammy';
import { isNotificationKind, NOTIFICATION_OFF_PREFIX } from '@shared/notifications/kinds.ts';
import type { BotNotificationService } from '@server/features/notifications/notification-settings.ts';
import type { BotContext } from '../context.ts';

/**
 * Notifications, the bot's side: anyone who writes to the bot (or taps its buttons, or allows
 * it to write from the Mini App) can be written to again, and the button under a notification turns its kind off.
 */
export function notificationsFeature(deps: { notificationSettings?: BotNotificationService }) {
  const composer = new Composer<BotContext>();
  const service = deps.notificationSettings;
  if (!service) return composer;

  composer.use(async (ctx, next) => {
    if (ctx.from && (ctx.message || ctx.callbackQuery)) await service.welcomeBack(ctx.from.id);
    return next();
  });

  // Allowed from the Mini App's prompt (requestWriteAccess): the service message
  // already made the person reachable above; say where their notifications will come, rather
  // than the catch-all's hint.
  composer.on('message:write_access_allowed', (ctx) => ctx.reply(ctx.t('notify.writeAccessAllowed')));

  composer.callbackQuery(new RegExp(`^${NOTIFICATION_OFF_PREFIX}(\\w+)$`), async (ctx) => {
    const kind = ctx.match[1];
    if (!isNotificationKind(kind)) return ctx.answerCallbackQuery();
    const ok = await service.turnOff(ctx.from.id, kind);
    await ctx.answerCallbackQuery({ text: ctx.t(ok ? 'notify.turnedOff' : 'notify.unknownAccount'), show_alert: ok });
  });
  return composer;
}
