// wouter imports `use-sync-external-store/shim` for React 17 and older; React 19 has the hook
// itself. The build points the shim here (vite.config.ts), so the entry carries no CommonJS
// fallback it never runs (the entry's size budget: tests/unit/bundle-budget.test.ts).
export { useSyncExternalStore } from 'react';
