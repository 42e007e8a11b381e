import { type QueryKey, useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { Call, CallArgs, CallOutput } from '@shared/contract.ts';
import { callFunction, type CallRef } from './api-client.ts';
import { isCancellation } from './api-errors.ts';
import { haptic } from './telegram/index.ts';

/** A save the person made: felt on success inside Telegram, its error shown by the form. */
export const savedMeta = { errorToast: false, haptic: 'success' } as const;

/**
 * Kept apart from call-query.ts: nothing the entry draws changes data, so useMutation (and
 * TanStack's MutationObserver) travel with the pages that do, not in the entry, which every first open loads.
 */
export type CallMutationOpts<C extends Call, TOnMutateResult> = Omit<
  UseMutationOptions<CallOutput<C>, Error, CallArgs<C>, TOnMutateResult>,
  'mutationFn'
> & {
  /** The query keys this call makes stale (prefixes); refetched before `mutate` settles. */
  invalidates?: (args: CallArgs<C>, answer: CallOutput<C>) => readonly QueryKey[];
};

/** A mutation of one call: `mutate(args)` sends it, then the keys it names are invalidated. */
export function useCallMutation<C extends Call, TOnMutateResult = unknown>(
  call: CallRef<C>,
  opts: CallMutationOpts<C, TOnMutateResult> = {},
) {
  const { invalidates, onSuccess, onError, ...rest } = opts;
  return useMutation<CallOutput<C>, Error, CallArgs<C>, TOnMutateResult>({
    mutationFn: (args) => callFunction(call, args),
    ...rest,
    // A refused or failed change is felt inside Telegram, whoever shows its text.
    onError: (error, args, onMutateResult, context) => {
      if (!isCancellation(error)) haptic('error');
      return onError?.(error, args, onMutateResult, context);
    },
    onSuccess: async (answer, args, onMutateResult, context) => {
      if (rest.meta?.haptic === 'success') haptic('success');
      await onSuccess?.(answer, args, onMutateResult, context);
      if (invalidates)
        await Promise.all(invalidates(args, answer).map((queryKey) => context.client.invalidateQueries({ queryKey })));
    },
  });
}
