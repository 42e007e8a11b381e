import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PlannerChange } from './changes.ts';
import { queueChange } from './queue.ts';

type NewChange = PlannerChange extends infer C ? (C extends PlannerChange ? Omit<C, 'key' | 'at'> : never) : never;

/** A client-made UUID: the change's idempotency key. */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context (a test page over plain http on another host): the same, by hand.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Sends one planner change through the kept queue: 'sent' when the server has it, 'kept' when
 * it waits on the device for a connection; a refusal of a change sent at once rejects.
 */
export function useSendChange() {
  const client = useQueryClient();
  return useCallback(
    (change: NewChange) => queueChange(client, { ...change, key: newKey(), at: Date.now() } as PlannerChange),
    [client],
  );
}
