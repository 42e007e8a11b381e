/** Recent searches keep 5, without repeats, newest first. */
export const RECENT_SEARCHES_LIMIT = 5;

/** The list after searching `query`: it moves to the front; an equal one (ignoring case and spaces around) goes. */
export function addRecentSearch(list: readonly string[], query: string, limit = RECENT_SEARCHES_LIMIT): string[] {
  const q = query.trim();
  if (!q) return [...list];
  const key = q.toLowerCase();
  return [q, ...list.filter((item) => item.trim().toLowerCase() !== key)].slice(0, limit);
}
