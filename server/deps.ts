import type { Api } from 'grammy';
import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';
import type { Logger } from './logger.ts';
import type { Notifications } from './notification-delivery/notifications.ts';
import type { RealtimeHub } from './realtime/hub.ts';
import type { UploadStore } from './storage/upload-store.ts';

/** What the app's functions receive; built once by main.ts (or by a test). */
export interface AppDeps {
  config: Config;
  db: Db;
  logger: Logger;
  hub: RealtimeHub;
  /** where uploaded images are stored (disk or S3) */
  uploads: UploadStore;
  /** The bot's username once known (config or getMe), for deep links. */
  botUsername(): string | undefined;
  /** The bot's notifications (queued jobs); unset without a bot, or in tests that do not need them. */
  notifications?: Notifications;
  /** The Bot API for calls on a person's behalf (sharing: savePreparedInlineMessage); unset without a bot. */
  botApi?: Api;
}
