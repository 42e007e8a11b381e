import { ROUTES, type NavItem } from './route-table.ts';

export interface Section extends NavItem {
  path: string;
}

/** The app's sections in navigation order: the route table's pages with a `nav` item. */
export const SECTIONS: Section[] = ROUTES.flatMap((r) => (r.nav ? [{ path: r.path, ...r.nav }] : []));

/**
 * The section whose page is open: its own path only, or the section its route names (the
 * planner's views). A deeper address (/career/x) is the "not found" page and a longer one
 * (/careers) a person's profile: neither is that section.
 */
export function activeSection(location: string): string {
  const route = ROUTES.find((r) => r.path === location);
  return route?.section ?? (route?.nav ? route.path : '');
}
