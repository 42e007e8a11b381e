import { parse } from 'regexparam';

/**
 * The route table's patterns in its order (miniapp/src/app/route-table.ts), each with whether the
 * server draws it (`serverRendered`), and the Mini App's entry `/tma`, which the server draws as the
 * page its start parameter opens (server/http/first-screen-drawing.ts). The service worker reads this
 * (miniapp/src/sw.ts): it cannot load the route table, whose pages are the app's own chunks.
 * tests/unit/route-table.test.ts keeps the two equal, so a page added to the table without its
 * line here fails there.
 */
export const ROUTE_DRAWING: ReadonlyArray<readonly [pattern: string, drawn: boolean]> = [
  ['/tma', true],
  ['/', true],
  ['/planner', true],
  ['/career', true],
  ['/profile', true],
  ['/catalog', true],
  ['/pro', true],
  ['/network', false],
  ['/messenger', false],
  ['/split', false],
  ['/check', false],
  ['/partner', false],
  ['/tracker', false],
  ['/deadlines', true],
  ['/about', false],
  ['/settings', false],
  ['/kanban', true],
  ['/calendar', true],
  ['/list', true],
  ['/post/:url?', true],
  ['/404', false],
  ['/auth', false],
  ['/:username', true],
  ['*', false],
];

const patterns = ROUTE_DRAWING.map(([path, drawn]) => ({ regex: parse(path).pattern, drawn }));

/** Whether the route an address opens (the first that matches, as the router picks) is one the server draws. */
export function drawnByServer(pathname: string): boolean {
  return patterns.find((p) => p.regex.test(pathname))?.drawn ?? false;
}
