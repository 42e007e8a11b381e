/**
 * The number buttons and Cancel carry the token itself: only whoever holds the link can
 * press them. `signin:47:<token>` taps 47; `signin:no:<token>` cancels (within Telegram's 64 bytes).
 */
export const signInCallback = {
  tap: (token: string, code: number) => `signin:${code}:${token}`,
  cancel: (token: string) => `signin:no:${token}`,
  pattern: /^signin:(no|\d{2}):([A-Za-z0-9_-]{22,56})$/,
};
