/**
 * Every table whose rows notify (the NOTIFY triggers in migrations/) and the columns its events
 * carry beside `table`, `op` and `id`. The server's visibility rules and the app's invalidation
 * are typed from it (a handler cannot read a column no trigger sends); the server refuses to
 * start while a table here has no visibility rule, and tests/api/realtime-map.test.ts compares
 * it with the triggers of the migrated database, so a trigger and this map cannot drift apart.
 */
export const REALTIME_COLUMNS = {
  users: [],
  sessions: ['user_id'],
  sign_in_tokens: ['session_ref', 'void_reason'],
  user_settings: ['user_id'],
  profiles: ['user_id'],
  profile_university: ['profile_id'],
  region_selected: ['profile_id', 'type'],
  spaces: ['created_by'],
  projects: ['space_id'],
  tasks: ['project_id', 'updated_at'],
  members: ['object_type', 'space_id', 'project_id', 'task_id', 'profile_id'],
  properties: ['space_id', 'project_id'],
  property_values: ['space_id', 'project_id'],
  posts: ['profile_id', 'status', 'is_archived', 'in_feed', 'url'],
  // quiz_notify_change() works these out from the quiz's post (migrations/202611260220_quiz_privacy.ts).
  quiz: ['post_id', 'post_public', 'author_user_id'],
  quiz_results: ['quiz_id'],
  jobs: ['post_id', 'type', 'profile_id'],
  events: ['post_id'],
} as const satisfies Record<string, readonly string[]>;

/** A table the realtime channel carries. */
export type RealtimeTable = keyof typeof REALTIME_COLUMNS;

/** One table's change: its trigger's columns, each as the database sent it. */
export type ChangeEventOf<T extends RealtimeTable> = {
  table: T;
  op: 'insert' | 'update' | 'delete';
  id: number | string | null;
} & { readonly [C in (typeof REALTIME_COLUMNS)[T][number]]: unknown };

/** A row change as the realtime channel delivers it to a browser (any table, read as JSON). */
export interface ChangeEvent {
  table: string;
  op: 'insert' | 'update' | 'delete';
  id: number | string | null;
  [column: string]: unknown;
}

export const HEARTBEAT_MS = 25_000;
