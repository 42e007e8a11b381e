import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** Spec: data is stale after 5 minutes; no refetch on window focus (realtime invalidates). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 5 * 60 * 1000,
      refetchOnWindowFocus: false,
      retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
    },
  },
});
