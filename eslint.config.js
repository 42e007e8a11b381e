// @ts-check
/**
 * ESLint: import boundaries between the app's parts, and React's rules of hooks. Nothing else:
 * no type-aware rules, so `npm run lint` stays a few seconds. The boundaries are written out in
 * docs/architecture.md ("Layout"); tests/unit/import-boundaries.test.ts proves each one still fires.
 *
 * typescript-eslint needs TypeScript 6's compiler API, so the `typescript` package is TS 6 and the
 * compiler we typecheck with (TS 7) is `@typescript/native` (see package.json).
 */
import { defineConfig } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Parts of the repository, by folder from the root; the first that matches a file wins. tests/,
 * scripts/ and the root config files belong to none: they may import anything.
 */
const elements = [
  { type: 'shared', pattern: 'shared' },
  { type: 'server', pattern: 'server' },
  { type: 'bot', pattern: 'bot' },
  { type: 'migrations', pattern: 'migrations' },
  { type: 'mini-lib', pattern: 'miniapp/src/lib' },
  { type: 'mini-ui', pattern: 'miniapp/src/ui' },
  { type: 'mini-feature', pattern: 'miniapp/src/features/*', capture: ['feature'] },
  { type: 'mini-app', pattern: 'miniapp/src/app' },
  { type: 'mini-entry', pattern: 'miniapp/src' }, // main.tsx
  { type: 'miniapp', pattern: 'miniapp' }, // vite.config.ts, public/
].map((e) => ({ ...e, partialMatch: false }));

/** `to` selectors by element type. */
const to = (...types) => types.map((type) => ({ to: { element: { type } } }));

/** Who may import whom (anything not allowed here is an error). Imports within one element are always fine. */
const policies = [
  // shared/ is the bottom: it imports nothing of ours.
  // migrations/ are frozen once landed: nothing of ours either, so a later change to shared/ cannot rewrite them.
  // server/ runs the migrations (server/db/migrate.ts).
  { from: { element: { type: 'server' } }, allow: to('shared', 'migrations') },
  // Only server/main.ts wires the bot in.
  { from: { element: { type: 'server', fileInternalPath: 'main.ts' } }, allow: to('bot') },
  { from: { element: { type: 'bot' } }, allow: to('shared') },
  // The bot gets server services passed in: it may name their types, never import their code.
  { from: { element: { type: 'bot' } }, allow: { to: { element: { type: 'server' } }, dependency: { kind: 'type' } } },
  // The mini-app: lib, ui ← features ← app. A feature never imports another feature.
  { from: { element: { type: 'mini-lib' } }, allow: to('shared') },
  { from: { element: { type: 'mini-ui' } }, allow: to('shared', 'mini-lib') },
  { from: { element: { type: 'mini-feature' } }, allow: to('shared', 'mini-lib', 'mini-ui') },
  { from: { element: { type: 'mini-app' } }, allow: to('shared', 'mini-lib', 'mini-ui', 'mini-feature') },
  { from: { element: { type: 'mini-entry' } }, allow: to('shared', 'mini-lib', 'mini-ui', 'mini-feature', 'mini-app') },
  { from: { element: { type: 'miniapp' } }, allow: to('shared') },
];

export default defineConfig(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'data/',
      'miniapp/dist/',
      'miniapp/public/',
      'tests/e2e/artifacts/',
      'test-results/',
      'playwright-report/',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tseslint.parser, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { boundaries, 'react-hooks': reactHooks },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['**/*.ts', '**/*.tsx'],
      // Static imports, `import()` (lazy routes) and re-exports.
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'import/resolver': { typescript: { project: './tsconfig.json' } },
    },
    rules: {
      // checkUnknownLocals: from an element, a local import of a file outside every element (or of
      // nothing at all) is an error too.
      'boundaries/dependencies': ['error', { default: 'disallow', checkUnknownLocals: true, policies }],
    },
  },
  {
    // The server's layers (docs/adding-a-feature.md): services, realtime, jobs and the database sit
    // below the HTTP host. They throw HttpError from server/errors.ts and take what they need as
    // arguments; only function modules, a feature's registration and server/http itself import http/.
    files: ['server/**/*.ts'],
    ignores: [
      'server/http/**',
      'server/features/*/functions/**',
      'server/features/*/register.ts',
      'server/features/feature.ts',
      'server/features/index.ts',
      'server/main.ts',
      'server/deps.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^@server/http/|(^|/)http/[^/]+$)',
              message:
                'Services and realtime sit below the HTTP layer: throw HttpError from @server/errors.ts, take what you need as arguments.',
            },
          ],
        },
      ],
    },
  },
  {
    // A function module parses, calls a service and answers: no query of its own (it reaches the
    // database through ctx.deps without an import, so the rule looks for the query itself).
    files: ['server/features/*/functions/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'selectNoFrom'].map((name) => ({
          selector: `CallExpression[callee.property.name='${name}']`,
          message: `No SQL in a function module: call a service (${name}).`,
        })),
        {
          selector: "TaggedTemplateExpression[tag.name='sql'], TaggedTemplateExpression[tag.object.name='sql']",
          message: 'No SQL in a function module: call a service.',
        },
      ],
    },
  },
  {
    files: ['miniapp/src/**/*.ts', 'miniapp/src/**/*.tsx'],
    // Only the two classic rules: v7's React Compiler rules (refs, set-state-in-effect, purity, …)
    // flag 14 places in today's code whose fixes are not mechanical.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
