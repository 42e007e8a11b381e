/** Telegram's HTML parse mode needs only these three escaped. */
export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An https address Telegram accepts in url and web_app buttons (not http://localhost). */
export const isButtonUrl = (url: string) => url.startsWith('https://');
