// The worker's entry: the server's TypeScript runs through tsx, whether the parent process was
// started with it (npm start) or by vitest, which does not hand its loader to workers.
import { register } from 'tsx/esm/api';

register();
await import('./markdown-worker.ts');
