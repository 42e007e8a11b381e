/**
 * The last five searches of a person on this device, in local storage under
 * their user id: another person signing in on the same device never sees them. A visitor's
 * searches are not kept.
 */
const MAX = 5;
const keyOf = (userId: number) => `lp.search.recent.${userId}`;

export function readRecent(userId: number | null): string[] {
  if (userId === null) return [];
  try {
    const v: unknown = JSON.parse(localStorage.getItem(keyOf(userId)) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').slice(0, MAX) : [];
  } catch {
    return [];
  }
}

export function rememberSearch(userId: number | null, words: string): string[] {
  const w = words.trim();
  if (userId === null || !w) return readRecent(userId);
  const next = [w, ...readRecent(userId).filter((x) => x.toLowerCase() !== w.toLowerCase())].slice(0, MAX);
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(next));
  } catch {
    // Storage full or off (a private window): the list is a convenience.
  }
  return next;
}
