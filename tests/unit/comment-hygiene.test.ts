import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments stand alone: a reader of the repository has neither the issue tracker nor the
 * product specification, and a file a comment names must be there to open.
 *
 * Read: the configuration files in CONFIG_FILES and every .ts, .tsx, .js, .mjs and .css file under the folders in ROOTS (not node_modules,
 * not dist, not this file, not FROZEN: tests/e2e/fixtures/ holds byte-for-byte copies of files
 * from earlier releases, such as the service worker an upgrade starts from, whose comments speak
 * of that release). Only comments count (`//…` and `/* … *\/`): a small scanner steps
 * over strings, template literals and regular expressions, so code that holds such text is
 * never flagged.
 *
 * (a) Citations. A comment fails when it cites an issue (`issue 12`, `issues 11, 12`,
 * `issue #3`), a stop (`stop 4`) or a specification section (`spec §5`, `spec planner §4`,
 * `sections §2`, a bare `§3`). A `§` passes only right after an RFC's number (`RFC 5545 §3.1`):
 * a public standard anyone can open.
 *
 * (b) Paths. A path in a comment must name a file or folder that exists, as written or with a
 * source extension added (.ts, .tsx, .js, .mjs, .css, .json, .md). Where it is read from:
 * - starting with a top-level folder of the repository (`server/`, `shared/`, `bot/`,
 *   `miniapp/`, `tests/`, `docs/`, `migrations/`, `scripts/`): from the repository's root;
 * - an alias (`@server/`, `@shared/`, `@app/`): as tsconfig.json maps it;
 * - starting with a folder found directly under miniapp/src, server or miniapp (`features/`,
 *   `lib/`, `ui/`, `app/`, `http/`, `services/`, `db/`, `public/` …): it passes when it exists
 *   under one of those three.
 * Anything else (a bare file name, a path after a letter, a dot, `/` or `:`, as in a URL or a
 * package's path) is not read. In a path with a glob (`*`), a placeholder (`<feature>`, `{id}`)
 * or an ellipsis (`…`, `...`), only the folder before that mark is checked; a brace list
 * (`{ru,en}`) is expanded and each path checked; a `:line` after a file is ignored.
 */
const root = resolve(import.meta.dirname, '../..');
const SELF = 'tests/unit/comment-hygiene.test.ts';
const FROZEN = ['tests/e2e/fixtures/'];
const ROOTS = ['server', 'shared', 'bot', 'miniapp/src', 'migrations', 'scripts', 'tests'];
/** The build's and the tools' configuration, beside the folders. */
const CONFIG_FILES = [
  'vitest.config.ts',
  'eslint.config.js',
  'miniapp/vite.config.ts',
  'tests/e2e/playwright.config.ts',
];
const EXTENSIONS = /\.(ts|tsx|js|mjs|css)$/;
const TOP = ['server', 'shared', 'bot', 'miniapp', 'tests', 'docs', 'migrations', 'scripts'];
const ALIASES: Record<string, string> = { '@server/': 'server/', '@shared/': 'shared/', '@app/': 'miniapp/src/' };
const RELATIVE_BASES = ['miniapp/src', 'server', 'miniapp'];
const SUFFIXES = ['', '.ts', '.tsx', '.js', '.mjs', '.css', '.json', '.md'];

interface Comment {
  text: string;
  line: number;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(join(root, dir))) {
    const path = `${dir}/${name}`;
    if (name === 'node_modules' || name === 'dist' || FROZEN.some((f) => `${path}/`.startsWith(f))) continue;
    if (statSync(join(root, path)).isDirectory()) sourceFiles(path, out);
    else if (EXTENSIONS.test(name) && path !== SELF) out.push(path);
  }
  return out;
}

/** Whether a `/` after this much code starts a regular expression rather than a division. */
function regexMayStart(code: string): boolean {
  const before = code.trimEnd();
  if (before === '') return true;
  if (/[(,=:[!&|?{};+\-*%>~^]$/.test(before)) return true;
  return /\b(return|typeof|case|in|of|do|else|void|yield|await|delete|throw|new)$/.test(before);
}

/**
 * The comments of a source file, each with the line it starts on. CSS has no strings worth
 * skipping beyond quotes, and no `//` comments or regular expressions.
 */
function commentsOf(source: string, css = false): Comment[] {
  const comments: Comment[] = [];
  let line = 1;
  let code = '';
  // Template literals may nest code (`${…}`), which may nest templates: a stack of brace depths.
  const templates: number[] = [];
  let i = 0;
  const n = source.length;
  const advance = (to: number) => {
    for (let k = i; k < to && k < n; k++) if (source[k] === '\n') line++;
    i = to;
  };
  while (i < n) {
    const ch = source[i]!;
    const next = source[i + 1];
    if (templates.length > 0 && templates[templates.length - 1] === 0) {
      // Inside a template's text: up to its end or to `${`.
      let k = i;
      while (k < n && source[k] !== '`' && !(source[k] === '$' && source[k + 1] === '{'))
        k += source[k] === '\\' ? 2 : 1;
      if (source[k] === '`') {
        templates.pop();
        advance(k + 1);
        code += '`';
      } else {
        templates[templates.length - 1] = 1;
        advance(k + 2);
        code += '${';
      }
      continue;
    }
    if (!css && ch === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? n : end;
      comments.push({ text: source.slice(i + 2, stop), line });
      advance(stop);
      continue;
    }
    if (ch === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? n : end + 2;
      comments.push({ text: source.slice(i + 2, end === -1 ? n : end), line });
      advance(stop);
      continue;
    }
    if (ch === '"' || ch === "'") {
      // A quoted string ends at its quote or, unterminated (an apostrophe in JSX text), at the line's end.
      let k = i + 1;
      while (k < n && source[k] !== ch && source[k] !== '\n') k += source[k] === '\\' ? 2 : 1;
      advance(Math.min(n, source[k] === ch ? k + 1 : k));
      code += '""';
      continue;
    }
    if (!css && ch === '`') {
      templates.push(0);
      advance(i + 1);
      code += '`';
      continue;
    }
    if (!css && ch === '/' && regexMayStart(code)) {
      let k = i + 1;
      let inClass = false;
      while (k < n && source[k] !== '\n') {
        const c = source[k];
        if (c === '\\') k++;
        else if (c === '[') inClass = true;
        else if (c === ']') inClass = false;
        else if (c === '/' && !inClass) break;
        k++;
      }
      if (source[k] === '/') {
        advance(k + 1);
        code += '/r/';
        continue;
      }
    }
    if (!css && templates.length > 0) {
      const top = templates.length - 1;
      if (ch === '{') templates[top]!++;
      else if (ch === '}') {
        templates[top]!--;
        if (templates[top] === 0) {
          // Back in the template's text.
          advance(i + 1);
          continue;
        }
      }
    }
    code = (code + ch).slice(-40);
    advance(i + 1);
  }
  return comments;
}

/** A block comment's text without the leading `*` of its lines, offsets kept line for line. */
const plain = (text: string) => text.replace(/^([ \t]*)\*/gm, '$1 ');

const CITATIONS: RegExp[] = [
  /\bissues?\s*#?\s*\d/gi,
  /\bstops?\s+#?\d/gi,
  /\bspec(?:ification)?\b(?:\s+\w+)?\s*§/gi,
  // A section sign must follow an RFC's number.
  /(?<!\bRFC\s\d+\s)§\s?\d/g,
];

const PATH = /(?<![\w.:/@-])(@?[A-Za-z_][\w-]*\/(?:[\w./@~…-]|\{[^}\s]*\}|<[^>\s]*>|\*|\[[^\]\s]*\])*)/g;

const exists = (path: string) => SUFFIXES.some((s) => existsSync(join(root, path + s)));

/** `a/{b,c}/d` → `a/b/d`, `a/c/d`; no list: the path itself. */
function expand(path: string): string[] {
  const m = /\{([^{}]*,[^{}]*)\}/.exec(path);
  if (!m) return [path];
  return m[1]!.split(',').flatMap((part) => expand(path.slice(0, m.index) + part + path.slice(m.index + m[0].length)));
}

const relativeTops = new Set(
  RELATIVE_BASES.flatMap((base) =>
    readdirSync(join(root, base)).filter((name) => statSync(join(root, base, name)).isDirectory()),
  ),
);

/** The paths a token may name, or null when the token is not a repository path to check. */
function candidates(token: string): string[][] | null {
  let t = token.replace(/[.,;:)'"`]+$/, '').replace(/:\d+(?:-\d+)?$/, '');
  // A glob, a placeholder or an ellipsis: only the folder before it is checked.
  const open = /[*<>…[]|\.\.\.|\{[^,}]*\}/.exec(t);
  if (open) t = t.slice(0, t.lastIndexOf('/', open.index) + 1);
  if (!t.includes('/')) return null;
  const alias = Object.keys(ALIASES).find((a) => t.startsWith(a));
  if (alias) t = ALIASES[alias] + t.slice(alias.length);
  else if (t.startsWith('@')) return null;
  const first = t.split('/')[0]!;
  if (alias || TOP.includes(first)) return expand(t).map((p) => [p]);
  if (relativeTops.has(first) && t.length > first.length + 1)
    return expand(t).map((p) => RELATIVE_BASES.map((base) => `${base}/${p}`));
  return null;
}

interface Finding {
  where: string;
  what: string;
}

function findings(): { citations: Finding[]; paths: Finding[] } {
  const citations: Finding[] = [];
  const paths: Finding[] = [];
  for (const file of [...CONFIG_FILES, ...ROOTS.flatMap((dir) => sourceFiles(dir))].filter(
    (f, i, all) => all.indexOf(f) === i,
  )) {
    const source = readFileSync(join(root, file), 'utf8');
    for (const c of commentsOf(source, file.endsWith('.css'))) {
      const text = plain(c.text);
      const lineOf = (index: number) => c.line + (text.slice(0, index).match(/\n/g)?.length ?? 0);
      // Lines joined, so a citation broken over two lines is still one.
      const joined = text.replace(/\n/g, ' ');
      // One finding per citation, however many patterns it matches (`issue 31 §2`).
      const starts = CITATIONS.flatMap((re) => [...joined.matchAll(re)].map((m) => m.index)).sort((a, b) => a - b);
      starts.forEach((start, k) => {
        if (k > 0 && start - starts[k - 1]! < 16) return;
        citations.push({ where: `${file}:${lineOf(start)}`, what: joined.slice(start, start + 40).trim() });
      });
      for (const m of text.matchAll(PATH)) {
        const options = candidates(m[1]!);
        if (!options) continue;
        const missing = options.filter((alternatives) => !alternatives.some(exists));
        if (missing.length) paths.push({ where: `${file}:${lineOf(m.index)}`, what: m[1]! });
      }
    }
  }
  return { citations, paths };
}

const found = findings();
const report = (list: Finding[]) => list.map((f) => `${f.where}  ${f.what}`);

describe('comments stand alone', () => {
  it('cite no issue, stop or specification section', () => {
    expect(report(found.citations)).toEqual([]);
  });

  it('name only files that exist', () => {
    expect(report(found.paths)).toEqual([]);
  });

  it('are read from comments only, never from strings, templates or regular expressions', () => {
    const source = [
      "const a = 'issue 12 // not a comment'; // issue 3",
      'const b = `spec §5 ${x /* stop 4 */} /* tests/gone.ts */`;',
      'const c = /\\/\\/ issue 9/.test(s) ? 1 / 2 : 0; /* shared/nowhere.ts */',
      "<p>Don't // see</p>",
    ].join('\n');
    expect(commentsOf(source).map((c) => [c.line, c.text.trim()])).toEqual([
      [1, 'issue 3'],
      [2, 'stop 4'],
      [3, 'shared/nowhere.ts'],
    ]);
  });
});
