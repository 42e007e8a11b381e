import { decodeSearchWords, SEARCH_START_PREFIX, searchPath } from './search/search-param.ts';

/**
 * Where a mini-app opened with `startapp=<param>` lands: `task_<id>` → the task in the
 * planner, `post_<url>` → /post/<url>, `profile_<username>` → /<username>,
 * `search_<base64url words>` → the search open with those words; anything else → /. Only
 * well-formed values pass, so the parameter cannot steer the app to an arbitrary path or another site.
 */
export function redirectFromStartParam(param: string | null | undefined): string {
  if (!param) return '/';
  let m = /^task_(\d{1,10})$/.exec(param);
  if (m && Number(m[1]) > 0 && Number(m[1]) <= 2_147_483_647) return `/planner?task=${Number(m[1])}`;
  m = /^post_([A-Za-z0-9-]{1,60})$/.exec(param);
  if (m) return `/post/${m[1]}`;
  m = /^profile_([A-Za-z0-9_]{5,20})$/.exec(param);
  if (m) return `/${m[1].toLowerCase()}`;
  if (param.startsWith(SEARCH_START_PREFIX)) {
    const words = decodeSearchWords(param.slice(SEARCH_START_PREFIX.length));
    if (words) return searchPath(words);
  }
  return '/';
}
