import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` when it may, and first probes whether it may:
 * under the app's CSP (no 'unsafe-eval') that probe is reported as a violation. The app never
 * evals, so zod is told so before any schema parses. Imported first by main.tsx.
 */
z.config({ jitless: true });
