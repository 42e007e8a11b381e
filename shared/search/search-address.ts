// Imports nothing: the app's entry reads it on every page (app/search-host.tsx).

/**
 * The app's address that opens the search with these words: `find`, as pages keep their own
 * `search` in their addresses (the catalog's, /pro's).
 */
export const SEARCH_PARAM = 'find';
export const searchPath = (words: string) => `/?${SEARCH_PARAM}=${encodeURIComponent(words)}`;
