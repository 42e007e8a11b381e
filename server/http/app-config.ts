import type { AppConfig } from '@shared/app-config.ts';
import type { AppDeps } from '../deps.ts';

/** Computed per request: the bot's username may become known only after getMe. */
export const publicAppConfig = (deps: AppDeps): AppConfig => ({
  anonKey: deps.config.anonKey,
  botUsername: deps.botUsername() ?? null,
  publicUrl: deps.config.publicUrl,
  demo: deps.config.demo,
  miniAppName: deps.config.miniAppName ?? null,
  contestPostUrl: deps.config.contestPostUrl ?? null,
  trackerChatUrl: deps.config.trackerChatUrl ?? null,
  uploadsUrl: (deps.config.storage.kind === 's3' && deps.config.storage.publicUrl) || null,
});
