/**
 * `npm test`: typecheck, lint, build, unit, component and API tests on PGlite (and on PostgreSQL when
 * TEST_DATABASE_URL is set), then the browser tests in Debian's Chromium.
 * Ends with one line "N passed, N failed" summed over every runner.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const artifacts = 'tests/e2e/artifacts';
mkdirSync(artifacts, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps: string[] = [];
/** Every failed test by name, printed again at the end: a CI log is often read from its tail only. */
const failedTests: string[] = [];
const stepTimes: [string, number][] = [];
const started = Date.now();

function run(step: string, cmd: string, args: string[], env: Record<string, string | undefined> = {}): boolean {
  console.log(`\n▶ ${step}`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  stepTimes.push([step, (Date.now() - t0) / 1000]);
  if (r.status !== 0) failedSteps.push(step);
  return r.status === 0;
}

/** Passed tests by kind (unit, component, API on each database, browser), for the closing note. */
const byKind = new Map<string, number>();
const addKind = (kind: string, n: number) => byKind.set(kind, (byKind.get(kind) ?? 0) + n);

/** Adds a vitest JSON report to the totals; its files count by their folder under tests/ (`api` as `apiLabel`). */
function countVitest(file: string, apiLabel: string) {
  if (!existsSync(file)) return;
  const j = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += j.numPassedTests ?? 0;
  totals.failed += j.numFailedTests ?? 0;
  totals.skipped += (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0);
  for (const f of j.testResults ?? []) {
    const name = String(f.name);
    const folder = /tests\/(\w+)\//.exec(name)?.[1] ?? 'other';
    const results: { status: string; fullName?: string }[] = f.assertionResults ?? [];
    addKind(folder === 'api' ? apiLabel : folder, results.filter((a) => a.status === 'passed').length);
    const where = `${apiLabel === 'API (PGlite)' ? 'PGlite' : 'PostgreSQL'} ${name.slice(name.indexOf('tests/'))}`;
    for (const a of results) if (a.status === 'failed') failedTests.push(`${where} › ${a.fullName}`);
    // A file that failed to load has no test results, only its message.
    if (f.status === 'failed' && !results.some((a) => a.status === 'failed'))
      failedTests.push(`${where}: ${String(f.message ?? '').split('\n')[0]}`);
  }
  rmSync(file);
}

function ensureChromium(): boolean {
  if (existsSync(CHROMIUM)) return true;
  if (process.getuid?.() === 0) {
    console.log('Installing Debian chromium for the browser tests…');
    spawnSync('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium'], { stdio: 'inherit' });
    if (existsSync(CHROMIUM)) return true;
  }
  console.error(
    'Browser tests need Chromium at /usr/bin/chromium: run `sudo apt-get install -y chromium` (Debian/Ubuntu).',
  );
  return false;
}

interface PwSuite {
  title: string;
  file?: string;
  suites?: PwSuite[];
  specs?: { title: string; line: number; tests: { projectName: string; status: string }[] }[];
}
/** The browser tests that failed on every try, as "project file:line › title". */
function playwrightFailures(report: { suites?: PwSuite[] }): string[] {
  const out: string[] = [];
  const walk = (suite: PwSuite, file: string) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests)
        if (t.status === 'unexpected') out.push(`browser [${t.projectName}] ${file}:${spec.line} › ${spec.title}`);
    for (const child of suite.suites ?? []) walk(child, child.file ?? file);
  };
  for (const s of report.suites ?? []) walk(s, s.file ?? s.title);
  return out;
}

const only = process.argv[2]; // `npm test -- api` etc. for a quicker loop
const want = (s: string) => !only || only === s;

/**
 * Steps that read the code and write nothing the others read run side by side (the gate's
 * time; the two cores are otherwise half idle while they run): their output is printed
 * whole as each ends, so it stays readable.
 */
async function runTogether(steps: [string, string, string[], Record<string, string>?][]): Promise<void> {
  await Promise.all(
    steps.map(
      ([step, cmd, args, env = {}]) =>
        new Promise<void>((resolve) => {
          const t0 = Date.now();
          const out: Buffer[] = [];
          const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
          child.stdout.on('data', (d: Buffer) => out.push(d));
          child.stderr.on('data', (d: Buffer) => out.push(d));
          child.on('close', (code) => {
            console.log(`\n▶ ${step}`);
            process.stdout.write(Buffer.concat(out));
            stepTimes.push([step, (Date.now() - t0) / 1000]);
            if (code !== 0) failedSteps.push(step);
            resolve();
          });
        }),
    ),
  );
}

const checks: [string, string, string[]][] = [];
// TypeScript 7 by its own path: the `typescript` package is TS 6, kept for typescript-eslint (package.json).
if (want('typecheck'))
  checks.push(['typecheck', process.execPath, ['node_modules/@typescript/native/bin/tsc', '--noEmit', '-p', '.']]);
if (want('lint')) {
  checks.push(['lint', process.execPath, ['node_modules/eslint/bin/eslint.js', '.']]);
  checks.push([
    'format',
    process.execPath,
    ['node_modules/prettier/bin/prettier.cjs', '--check', '.', '--log-level', 'warn'],
  ]);
}
if (want('unit') || want('api') || want('e2e'))
  checks.push(['build', 'npx', ['vite', 'build', '--config', 'miniapp/vite.config.ts', '--logLevel', 'warn']]);
await runTogether(checks);

if (want('unit') || want('api')) {
  // The PostgreSQL run waits on the database about a third of its time: beside the PGlite run,
  // whose tests keep the two cores busy, it fills that time (287 s one after the other, 250 s
  // side by side, on the 2-core machine the gate runs on). SERIAL_DB_RUNS=1 runs them in turn.
  const json = `${artifacts}/vitest-pglite.json`;
  const pgJson = `${artifacts}/vitest-postgres.json`;
  const reporters = (file: string) => ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
  const runs: [string, string, string[], Record<string, string>][] = [
    ['unit, component and API tests (PGlite)', 'npx', ['vitest', 'run', ...reporters(json)], { TEST_DATABASE_URL: '' }],
  ];
  if (process.env.TEST_DATABASE_URL)
    runs.push(['API tests (PostgreSQL)', 'npx', ['vitest', 'run', 'tests/api', ...reporters(pgJson)], {}]);
  else console.log('(API tests on PostgreSQL skipped: set TEST_DATABASE_URL, as .ci/run does)');
  if (process.env.SERIAL_DB_RUNS === '1') for (const [step, cmd, args, env] of runs) run(step, cmd, args, env);
  else await runTogether(runs);
  countVitest(json, 'API (PGlite)');
  countVitest(pgJson, 'API (PostgreSQL)');
}

if (want('e2e')) {
  if (ensureChromium()) {
    const report = `${artifacts}/report.json`;
    rmSync(report, { force: true });
    run('browser tests (Chromium)', 'npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts']);
    if (existsSync(report)) {
      const s = JSON.parse(readFileSync(report, 'utf8')).stats ?? {};
      totals.passed += (s.expected ?? 0) + (s.flaky ?? 0);
      addKind('browser', (s.expected ?? 0) + (s.flaky ?? 0));
      totals.failed += s.unexpected ?? 0;
      totals.skipped += s.skipped ?? 0;
      failedTests.push(...playwrightFailures(JSON.parse(readFileSync(report, 'utf8'))));
    }
  } else {
    failedSteps.push('browser tests (no Chromium)');
  }
}

// Each step's seconds, so every run of the gate is measured the same way.
console.log('\nSteps (seconds):');
for (const [step, sec] of stepTimes) console.log(`  ${sec.toFixed(0).padStart(5)}  ${step}`);
console.log(`  ${((Date.now() - started) / 1000).toFixed(0).padStart(5)}  npm test in all`);
console.log('\nPassed tests by kind:');
for (const [kind, n] of byKind) console.log(`  ${String(n).padStart(5)}  ${kind}`);
console.log('');
if (failedTests.length) console.log(`Failed tests:\n${failedTests.map((t) => `  ${t}`).join('\n')}\n`);
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
