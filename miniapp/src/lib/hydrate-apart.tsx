import { Suspense, type ReactNode } from 'react';

/**
 * A part of a drawn page that React hydrates on its own, after the rest: its own Suspense
 * boundary, which hydration leaves for later unless a tap lands in it. A tap on a drawn page
 * before it has hydrated is answered once the path to what was tapped is hydrated, at once and in
 * one piece; the parts beside that path (the navigation, the planner's sidebar and header) are then
 * not in that piece, and a slow phone answers the tap sooner. Nothing in such a part may suspend
 * in the app (it would show nothing meanwhile): parts that load code keep their own boundaries.
 * False hydrates the page in one piece.
 */
const HYDRATE_APART = true;

export function HydrateApart({ children }: { children: ReactNode }) {
  return HYDRATE_APART ? <Suspense fallback={null}>{children}</Suspense> : children;
}
