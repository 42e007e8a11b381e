/**
 * The app's public configuration, handed over by the server with index.html at run time
 * (never baked into the build): the page reads it synchronously before anything else runs.
 */
export interface AppConfig {
  /** The public key every call carries; the session id is the credential. */
  anonKey: string;
  /** The bot's username once the server knows it (BOT_USERNAME or getMe), else null. */
  botUsername: string | null;
  /** The address users reach. */
  publicUrl: string;
  /** Demo sign-in is offered. */
  demo: boolean;
  /** The Mini App's short name: a shared post opens t.me/<bot>/<app>?startapp=…; null: t.me/<bot>?startapp=… */
  miniAppName: string | null;
  /** The url of the recruiting-contest post the feed's side panel links to; null: no link. */
  contestPostUrl: string | null;
  /** The AI chat embedded on /tracker (TRACKER_CHAT_URL), or null when none is configured. */
  trackerChatUrl: string | null;
  /** S3_PUBLIC_URL when uploads are read from the bucket's own address, else null (they are under publicUrl's /uploads). */
  uploadsUrl: string | null;
}

export const APP_CONFIG_ELEMENT_ID = 'lp-config';
/** Also answered as JSON: for the dev server's index.html and a page that outlived a key change. */
export const APP_CONFIG_PATH = '/app-config.json';

/**
 * A non-executing data block (a Content-Security-Policy without 'unsafe-inline' allows it).
 * `<` is escaped so no value can close the element; U+2028/9 for old JSON-in-HTML readers.
 */
export function appConfigScript(config: AppConfig): string {
  const json = JSON.stringify(config)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script id="${APP_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
}

/** index.html with the configuration block as the first thing in <head>'s end. */
export function withAppConfig(html: string, config: AppConfig): string {
  const block = appConfigScript(config);
  return html.includes('</head>') ? html.replace('</head>', () => `  ${block}\n  </head>`) : `${block}\n${html}`;
}
