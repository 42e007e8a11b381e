// The toast store lives in lib/ so the one error path (lib/query-client.ts) can raise toasts;
// components keep importing it from here, beside the Toaster that renders it.
export * from '../lib/toast.ts';
