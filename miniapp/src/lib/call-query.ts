import { skipToken, type DataTag, type QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { Call, CallArgs, CallOutput } from '@shared/contract.ts';
import { callFunction, type CallOptions, type CallRef } from './api-client.ts';

// Mutations are in call-mutation.ts: the entry reads, and TanStack's mutation observer stays out of it.

/** How a query reaches a function: `callFunction`'s shape. */
export type Caller = <C extends Call>(
  call: CallRef<C>,
  args: CallArgs<C>,
  opts?: CallOptions,
) => Promise<CallOutput<C>>;

const callers = new WeakMap<QueryClient, Caller>();

/**
 * The caller of every query fetched through `client`: the same query options, and so
 * the same route loaders (app/route-table.ts), run in the browser over HTTP (the default) and in
 * the server's own render, which answers in-process (server-render.tsx).
 */
export function setQueryCaller(client: QueryClient, caller: Caller): void {
  callers.set(client, caller);
}

/** The caller of a query's client (its queryFn gets the client): `callFunction` unless one was set. */
export const queryCaller = (client: QueryClient): Caller => callers.get(client) ?? callFunction;

/**
 * A call's cache key: `[fn, action, args]`, or `[fn, args]` for a function with one handler,
 * so invalidating `[fn]` or `[fn, action]` reaches every query of it.
 */
export function callQueryKey(call: Pick<CallRef, 'fn' | 'action'>, args: object | null): QueryKey {
  return call.action === undefined ? [call.fn, args] : [call.fn, call.action, args];
}

export type CallQueryOpts<C extends Call, TData> = Omit<
  UseQueryOptions<CallOutput<C>, Error, TData>,
  'queryKey' | 'queryFn'
> & {
  /**
   * A key of the feature's own instead of `callQueryKey`: for keys that other code names
   * (the boards' optimistic `['planner-data', projectId]`, realtime registrations, start-up's
   * prefill of `['settings', sessionId]`).
   */
  queryKey?: QueryKey;
  /** The session to send: default the stored one (see CallOptions). */
  sessionId?: string | null;
};

/**
 * TanStack query options for one call. `args` null: not yet known, the query waits
 * (skipToken) instead of calling with half an input.
 */
export function callQueryOptions<C extends Call, TData = CallOutput<C>>(
  call: CallRef<C>,
  args: CallArgs<C> | null,
  opts: CallQueryOpts<C, TData> = {},
) {
  const { queryKey, sessionId, ...rest } = opts;
  return {
    ...rest,
    queryKey: queryKey ?? callQueryKey(call, args as object | null),
    queryFn: args === null ? skipToken : ({ signal, client }) => queryCaller(client)(call, args, { signal, sessionId }),
  } as UseQueryOptions<CallOutput<C>, Error, TData> & { queryKey: DataTag<QueryKey, CallOutput<C>, Error> };
}
