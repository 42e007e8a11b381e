import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { measureBundle } from '../support/bundle-size.ts';

// The whole script a first open runs before the page's own: the entry with the chunks index.html
// preloads beside it. Issue 20 set 120 KB for the entry file alone, when 49 KB more came as ~24
// preloaded chunks (129 KB in all). The build now puts the entry's static imports in the entry
// itself (one request, miniapp/vite.config.ts), so the entry file is the measure: 123 KB in all
// when this was set. 125 KB holds that line; 120 KB is still the goal.
const INITIAL_BUDGET_BYTES = 125 * 1024;

describe('bundle budget', () => {
  it.runIf(existsSync('dist/miniapp/index.html'))('keeps the script of a first open under 125 KB gzipped, so the app opens fast on a phone', () => {
    const { initial } = measureBundle();
    expect(initial.gzipBytes).toBeLessThan(INITIAL_BUDGET_BYTES);
  });
});
