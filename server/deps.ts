import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';
import type { Logger } from './logger.ts';
import type { RealtimeHub } from './realtime/hub.ts';

/** What the app's functions receive; built once by main.ts (or by a test). */
export interface AppDeps {
  config: Config;
  db: Db;
  logger: Logger;
  hub: RealtimeHub;
  /** The bot's username once known (config or getMe), for deep links. */
  botUsername(): string | undefined;
}
