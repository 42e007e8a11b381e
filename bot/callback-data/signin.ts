/** Confirm / Cancel buttons carry the token itself: only whoever holds the link can press them. */
export const signInCallback = {
  confirm: (token: string) => `signin:ok:${token}`,
  cancel: (token: string) => `signin:no:${token}`,
  pattern: /^signin:(ok|no):([A-Za-z0-9_-]{22,56})$/,
};
