/**
 * Which page a path opens (issue 20), for the app (it starts that page's code with itself) and
 * for the server (it names the page's chunks in index.html as `modulepreload` links, so they
 * download beside the entry script). The first segment decides; an unknown one is a person's
 * profile (`/:username`), as in miniapp/src/app/routes.tsx.
 */
export const PAGE_MODULES = {
  home: ['src/features/posts/pages/feed-page.tsx'],
  profile: ['src/features/profile/profile-page.tsx', 'src/features/posts/pages/profile-posts-tab.tsx'],
  post: ['src/features/posts/pages/post-page.tsx'],
  catalog: ['src/features/catalog/catalog-page.tsx'],
  planner: ['src/features/planner/pages/table-page.tsx'],
  kanban: ['src/features/planner/pages/kanban-page.tsx'],
  calendar: ['src/features/planner/pages/calendar-page.tsx'],
  list: ['src/features/planner/pages/list-page.tsx'],
  network: ['src/features/network/network-page.tsx'],
  settings: ['src/features/settings/settings-page.tsx'],
  auth: ['src/features/auth/auth-page.tsx'],
  career: ['src/features/career/career-page.tsx'],
  pro: ['src/features/pro/pro-page.tsx'],
  about: ['src/features/about/about-page.tsx'],
  tracker: ['src/features/tracker/tracker-page.tsx'],
  messenger: ['src/features/messenger/messenger-page.tsx'],
  split: ['src/features/split/split-page.tsx'],
  check: ['src/features/check/check-page.tsx'],
  partner: ['src/features/partner/partner-page.tsx'],
  tma: ['src/features/tma/tma-page.tsx'],
  notFound: ['src/ui/not-found-page.tsx'],
} as const;

export type RoutePage = keyof typeof PAGE_MODULES;

const OWN_SEGMENTS = new Set<string>([
  'catalog',
  'planner',
  'kanban',
  'calendar',
  'list',
  'network',
  'settings',
  'auth',
  'career',
  'pro',
  'about',
  'tracker',
  'messenger',
  'split',
  'check',
  'partner',
  'tma',
]);

export function routePage(pathname: string): RoutePage {
  const [, first = '', second = ''] = pathname.split('/');
  if (first === '') return 'home';
  if (first === 'post') return second ? 'post' : 'notFound';
  if (first === '404') return 'notFound';
  if (OWN_SEGMENTS.has(first)) return first as RoutePage;
  return 'profile';
}
