/** A row change as the realtime channel delivers it to a browser. */
export interface ChangeEvent {
  table: string;
  op: 'insert' | 'update' | 'delete';
  id: number | string | null;
  [column: string]: unknown;
}

export const HEARTBEAT_MS = 25_000;
