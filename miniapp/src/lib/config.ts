import { APP_CONFIG_ELEMENT_ID, APP_CONFIG_PATH, type AppConfig } from '@shared/app-config.ts';

export const FUNCTIONS_BASE = '/functions/v1';

/**
 * The server's public configuration, embedded in index.html as a JSON data block
 * (server/http/static.ts; the dev server's Vite plugin does the same). Read once,
 * synchronously, before the first call. The shell the service worker keeps (src/sw.ts) is the
 * page as built, without the block: then loadAppConfig() asks for it before the app starts.
 */
const embedded = typeof document !== 'undefined' && !!document.getElementById(APP_CONFIG_ELEMENT_ID);

function readEmbedded(): AppConfig {
  const fallback: AppConfig = {
    anonKey: 'lp-dev-anon-key',
    botUsername: null,
    publicUrl: typeof location === 'undefined' ? '' : location.origin,
    demo: false,
    miniAppName: null,
    contestPostUrl: null,
    trackerChatUrl: null,
    uploadsUrl: null,
  };
  if (typeof document === 'undefined') return fallback;
  const text = document.getElementById(APP_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return fallback;
  try {
    return { ...fallback, ...(JSON.parse(text) as Partial<AppConfig>) };
  } catch (err) {
    console.error('The page configuration is not valid JSON', err);
    return fallback;
  }
}

let current = readEmbedded();

export const appConfig = (): AppConfig => current;
/** The server's renderer (server-render.tsx) draws with the configuration its pages carry. */
export const setServerConfig = (config: AppConfig): void => {
  current = config;
};
/** The public anon key every call carries; the session id is the credential. */
export const anonKey = (): string => current.anonKey;

/**
 * Asks the server for its configuration again: a page that outlived a restart with a new
 * key (the service worker's offline shell, a tab left open) recovers without a reload.
 * True when the key changed; null when no answer came.
 */
export async function refreshAppConfig(fresh = true): Promise<boolean | null> {
  try {
    // `?fresh`: past the service worker's copy, which may hold the old key.
    const res = await fetch(fresh ? `${APP_CONFIG_PATH}?fresh` : APP_CONFIG_PATH, { cache: 'no-store' });
    if (!res.ok) return null;
    const next = (await res.json()) as AppConfig;
    const changed = next.anonKey !== current.anonKey;
    current = { ...current, ...next };
    return changed;
  } catch {
    return null;
  }
}

/**
 * The configuration of a page that came without it (the service worker's shell): the worker's
 * copy at once, refreshed behind. Without an answer (offline, no copy yet) the calls use the
 * development key, and the first refused call asks again (api-client.ts).
 */
export async function loadAppConfig(): Promise<void> {
  if (embedded) return;
  if ((await refreshAppConfig(false)) === null && current.anonKey === 'lp-dev-anon-key')
    console.error('The page carries no configuration: calls use the development key');
}
