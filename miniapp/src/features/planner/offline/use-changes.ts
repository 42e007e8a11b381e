import { onlineManager, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { errorText } from '@app/lib/api-errors.ts';
import { i18next } from '@app/lib/i18n.ts';
import { type PlannerChange, taskIdsOf } from './changes.ts';
import { type AnyMutation, CHANGE_KEY, changeOf, isUnsent, realId } from './queue.ts';

/** The planner's changes not answered yet, in the order they were made (the views apply them). */
export function usePendingChanges(): PlannerChange[] {
  return useMutationState({
    filters: { mutationKey: CHANGE_KEY, status: 'pending' },
    select: (m) => changeOf(m as AnyMutation),
  });
}

export interface Unsent {
  /** Why the server refused it; null while it waits to be sent. */
  refusal: string | null;
}

/**
 * The tasks with a change that has not reached the server, by the id the views show: waiting
 * (offline, or the server out of reach) or refused on the way and kept in the "not sent" list.
 */
export function useUnsentTasks(): ReadonlyMap<number, Unsent> {
  const client = useQueryClient();
  // Going offline leaves the changes as they are but makes them stuck.
  useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
  // A row per change: whether it waits or why it was refused, and its tasks.
  const rows = useMutationState({
    filters: { mutationKey: CHANGE_KEY },
    select: (m) => {
      const all = client.getMutationCache().getAll();
      const mutation = m as AnyMutation;
      const refused = mutation.state.status === 'error';
      if (!isUnsent(mutation, all)) return null;
      return {
        ids: taskIdsOf(changeOf(mutation)).map(realId),
        refusal: refused ? errorText(mutation.state.error, (k) => i18next.t(k), 'common.errors.generic') : null,
      };
    },
  });
  return useMemo(() => {
    const map = new Map<number, Unsent>();
    for (const row of rows) {
      if (!row) continue;
      for (const id of row.ids) if (!map.get(id)?.refusal) map.set(id, { refusal: row.refusal });
    }
    return map;
  }, [rows]);
}
