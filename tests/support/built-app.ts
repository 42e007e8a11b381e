import { existsSync } from 'node:fs';

/** Where `npm run build` puts the app: the tests that read it run after the build in `npm test`. */
export const BUILT_APP = 'dist/miniapp';

/**
 * Stops a test file that reads the built app with one line saying why, when the build is
 * missing (`npx vitest run` alone), instead of failing somewhere inside or being skipped unseen.
 */
export function requireBuiltApp(): string {
  if (!existsSync(`${BUILT_APP}/index.html`))
    throw new Error(`This test reads the built app: run \`npm run build\` first (${BUILT_APP}/index.html is missing).`);
  return BUILT_APP;
}
