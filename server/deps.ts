import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';
import type { Logger } from './logger.ts';
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
}
