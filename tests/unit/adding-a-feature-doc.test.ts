import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/adding-a-feature.md lists the files a new page, a new call and a new realtime table touch.
 * A list kept by memory drifts the day a file moves, so this reads the doc and the code: every path
 * the doc names exists, and each list names the files that really hold the route table, the app's
 * calls, the contracts, the features' list, the realtime map and the migrations' list, found by
 * what they define rather than by where they were when the doc was written.
 */
const DOC = 'docs/adding-a-feature.md';
const doc = readFileSync(DOC, 'utf8');

/** The text under a `### heading` of the doc, up to the next heading. */
function section(heading: string): string {
  const start = doc.indexOf(`\n### ${heading}\n`);
  if (start < 0) throw new Error(`${DOC} has no "### ${heading}" section: the test reads its list there`);
  const rest = doc.slice(start + heading.length + 6);
  const end = rest.search(/\n#{2,3} /);
  return end < 0 ? rest : rest.slice(0, end);
}

const TOP = /^(shared|server|miniapp|migrations|bot|tests|scripts|docs)\//;
/** Backticked repository paths (from the root) in a text. */
const pathsIn = (text: string) =>
  [...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!).filter((p) => TOP.test(p) && /(\.\w+|\/)$/.test(p));

/**
 * Whether a path the doc names exists. A placeholder (`<feature>`, `YYYYMMDDHHMM`) stands for any
 * name and `{ru,en}` for each of its words: some file or folder under the placeholder's folder must
 * match the whole pattern (`tests/e2e/<feature>.spec.ts` is there when any feature has its spec).
 */
function exists(path: string): boolean {
  const at = path.search(/[<{]|YYYY/);
  if (at < 0) return existsSync(path);
  const root = path.slice(0, path.lastIndexOf('/', at) + 1);
  if (!existsSync(root)) return false;
  const pattern = new RegExp(
    `^${path
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{([^}]+)\}/g, (_, words: string) => `(?:${words.split(',').join('|')})`)
      .replace(/<[^>]+>/g, '[\\w.-]+')
      .replace(/YYYYMMDDHHMM/g, '[0-9]{12}')}$`,
  );
  return entriesUnder(root).some((entry) => pattern.test(entry));
}

/** Every file and folder (with a trailing slash) under a folder, as paths from the root. */
function entriesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = `${dir}${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name === 'node_modules') continue;
      out.push(`${path}/`, ...entriesUnder(`${path}/`));
    } else out.push(path);
  }
  return out;
}

/** Every .ts/.tsx file under the given folders. */
function sources(...roots: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(path);
      } else if (/\.tsx?$/.test(entry.name)) out.push(path);
    }
  };
  for (const root of roots) walk(root);
  return out;
}

const code = sources('shared', 'server', 'miniapp/src', 'migrations').map((path) => ({
  path,
  text: readFileSync(path, 'utf8'),
}));

/** The one file that matches `pattern`; fails naming what was looked for when there is none, or several. */
function fileDefining(what: string, pattern: RegExp, under = ''): string {
  const found = code.filter((f) => f.path.startsWith(under) && pattern.test(f.text)).map((f) => f.path);
  if (found.length !== 1)
    throw new Error(`expected one file holding ${what} (${pattern}), found ${found.length}: ${found.join(', ')}`);
  return found[0]!;
}

/** The folder of the files that define contracts with `defineCalls`/`defineCall`, as `<folder>/<feature>.ts`. */
function contractsFile(): string {
  const folders = new Set(
    code
      .filter((f) => /\bdefineCalls?\(/.test(f.text) && !/export function defineCalls?\b/.test(f.text))
      .map((f) => f.path.slice(0, f.path.lastIndexOf('/'))),
  );
  if (folders.size !== 1) throw new Error(`expected the contracts in one folder, found: ${[...folders].join(', ')}`);
  return `${[...folders][0]}/<feature>.ts`;
}

/** Which list of the doc must name which real file. */
const RULES: Array<{ list: string; what: string; file: () => string }> = [
  {
    list: 'A new page',
    what: 'the route table (`export const ROUTES`)',
    file: () => fileDefining('the route table', /export const ROUTES\b/),
  },
  {
    list: 'A new page',
    what: "the service worker's copy of the routes (`export const ROUTE_DRAWING`)",
    file: () => fileDefining('ROUTE_DRAWING', /export const ROUTE_DRAWING\b/),
  },
  { list: 'A new call', what: 'the contracts (`defineCalls`/`defineCall` calls)', file: contractsFile },
  {
    list: 'A new call',
    what: "the app's calls (the module of the app that imports the contracts)",
    file: () =>
      fileDefining(
        "the app's calls",
        /^import type \* as \w+ from '@shared\/contracts\/[\w-]+\.ts';$/m,
        'miniapp/src/',
      ),
  },
  {
    list: 'A new call',
    what: "the server's features (`export const features`)",
    file: () => fileDefining("the server's features", /export const features\b/),
  },
  {
    list: 'A new realtime table',
    what: 'the realtime map (`export const REALTIME_COLUMNS`)',
    file: () => fileDefining('REALTIME_COLUMNS', /export const REALTIME_COLUMNS\b/),
  },
  {
    list: 'A new realtime table',
    what: "the migrations' list (`export const migrations`)",
    file: () => fileDefining("the migrations' list", /export const migrations\b/),
  },
];

describe('docs/adding-a-feature.md, "What a change touches"', () => {
  it('names only files and folders that exist', () => {
    const named = new Set(pathsIn(doc));
    expect(named.size).toBeGreaterThan(10);
    const missing = [...named].filter((p) => !exists(p));
    expect(missing, `${DOC} names paths that do not exist: update the doc where they moved`).toEqual([]);
  });

  it('links only to files that exist', () => {
    const links = [...doc.matchAll(/\]\((\.\.\/[^)#\s]+)/g)].map((m) => m[1]!.slice('../'.length));
    const missing = links.filter((p) => !existsSync(p));
    expect(missing, `${DOC} links to files that do not exist`).toEqual([]);
  });

  for (const rule of RULES)
    it(`lists, under "${rule.list}", the file that holds ${rule.what}`, () => {
      const file = rule.file();
      const listed = pathsIn(section(rule.list));
      expect(
        listed.includes(file),
        `${rule.what} is in ${file}, but the list "${rule.list}" of ${DOC} does not name it (it names: ${listed.join(', ')})`,
      ).toBe(true);
    });
});
