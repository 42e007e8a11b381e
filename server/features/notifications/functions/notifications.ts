import { notificationsCalls, shareCalls } from '@shared/contracts/notifications.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { HttpError } from '@server/errors.ts';
import {
  botReach,
  careerAlert,
  deleteCareerAlert,
  notificationSwitches,
  saveCareerAlert,
  setNotificationSwitch,
  telegramIdOf,
} from '../notification-settings.ts';
import { shareCard } from '../share.ts';
import type { Caller } from '@server/services/caller.ts';
import type { AppDeps } from '@server/deps.ts';

async function answer(deps: AppDeps, caller: Caller) {
  const db = deps.db.db;
  return {
    notifications: await notificationSwitches(db, caller.userId),
    ...(await botReach(db, caller.userId)),
    careerAlert: caller.profileId ? await careerAlert(db, caller.profileId) : null,
  };
}

/** notifications: the signed-in person's switches per kind, and the career filter they asked to be told about. */
export const notifications = defineFunction(notificationsCalls, {
  get: async (_input, ctx) => answer(ctx.deps, await ctx.caller()),
  update: async ({ kind, on }, ctx) => {
    const caller = await ctx.caller();
    await setNotificationSwitch(ctx.deps.db.db, caller.userId, kind, on);
    return answer(ctx.deps, caller);
  },
  saveCareerAlert: async ({ filter }, ctx) => {
    const caller = await ctx.caller();
    if (!caller.profileId) throw new HttpError('profile_not_found');
    await saveCareerAlert(ctx.deps.db.db, caller.profileId, filter);
    return { ok: true as const };
  },
  deleteCareerAlert: async (_input, ctx) => {
    const caller = await ctx.caller();
    if (caller.profileId) await deleteCareerAlert(ctx.deps.db.db, caller.profileId);
    return { ok: true as const };
  },
});

/**
 * share: "Send to a chat". The Bot API keeps the prepared card for the person's
 * Telegram account (`savePreparedInlineMessage`); the app opens Telegram's share sheet with
 * its id. Without a bot or a Telegram account the answer carries only the link (t.me/share).
 */
export const share = defineFunction(shareCalls, {
  prepare: async ({ type, id }, ctx) => {
    const caller = await ctx.caller();
    const { deps } = ctx;
    const lang = caller.language ?? 'ru';
    const card = await shareCard(deps.db.db, type, id, lang, {
      botUsername: deps.botUsername(),
      miniAppName: deps.config.miniAppName,
      publicUrl: deps.config.publicUrl,
    });
    if (!card) throw new HttpError(type === 'quiz' ? 'quiz_not_found' : 'post_not_found');
    const telegramId = await telegramIdOf(deps.db.db, caller.userId);
    let preparedMessageId: string | null = null;
    if (deps.botApi && telegramId) {
      try {
        const prepared = await deps.botApi.savePreparedInlineMessage(telegramId, card.result, {
          allow_user_chats: true,
          allow_bot_chats: true,
          allow_group_chats: true,
          allow_channel_chats: true,
        });
        preparedMessageId = prepared.id;
      } catch (err) {
        // The share link still works: the app falls back to it.
        deps.logger.warn('could not prepare a message to share', { err: (err as Error).message });
      }
    }
    return { preparedMessageId, link: card.link, title: card.title };
  },
});
