/**
 * zod compiles object parsers with `new Function` when it may, and first probes whether it may:
 * under the app's CSP (no 'unsafe-eval') that probe is reported as a violation. The app never
 * evals, so zod is told so before it loads: its global config is read from this very property
 * (zod/v4/core), and setting it here keeps zod itself out of the entry chunk. Imported first by main.tsx.
 */
const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
g.__zod_globalConfig = { ...g.__zod_globalConfig, jitless: true };

export {};
