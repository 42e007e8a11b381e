/**
 * `npm start`: builds the web app only when its sources changed since the last build, then
 * runs the server in this process. The build's inputs are hashed and the hash is kept beside
 * the output, so a second start from the same checkout goes straight to the server.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const INPUTS = ['miniapp', 'shared', 'package.json', 'package-lock.json'];
const OUTPUT = 'dist/miniapp';
// Outside the served folder: the server has no reason to hand it out.
const STAMP = 'dist/miniapp.build-stamp';

function files(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => files(join(path, name)));
}

/** One hash over every input file's path and bytes (the vite config lives in miniapp/). */
function inputsHash(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.filter(existsSync).flatMap(files)) {
    hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/**
 * The stamp names the inputs and the output they made (index.html names every hashed
 * asset), so a build made since by `npm run build` from other sources is not taken for it.
 */
const outputHash = () =>
  createHash('sha256')
    .update(readFileSync(join(OUTPUT, 'index.html')))
    .digest('hex');

const inputs = inputsHash();
const stamp = existsSync(join(OUTPUT, 'index.html')) && existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : null;
if (stamp !== null && stamp === `${inputs} ${outputHash()}`) {
  console.log('The web app is up to date: no build.');
} else {
  console.log(stamp ? 'The web app changed: building it.' : 'Building the web app.');
  const r = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--config', 'miniapp/vite.config.ts', '--logLevel', 'warn'],
    { stdio: 'inherit' },
  );
  if (r.status !== 0) {
    console.error('The build failed.');
    process.exit(r.status ?? 1);
  }
  writeFileSync(STAMP, `${inputs} ${outputHash()}\n`);
}

await import('../server/main.ts');
