import {
  dehydrate,
  hydrate,
  type Mutation,
  type MutationCacheNotifyEvent,
  onlineManager,
  type QueryClient,
} from '@tanstack/react-query';
import { del, get, keys, set } from 'idb-keyval';
import { getDefaultStore } from 'jotai';
import type { CallOutput } from '@shared/contract.ts';
import type { tasksCalls as TasksContract } from '@shared/contracts/planner.ts';
import { ApiError, callFunction } from '@app/lib/api-client.ts';
import { tasksCalls } from '@app/lib/calls.ts';
import { deviceStore as store } from '@app/lib/device-store.ts';
import { i18next } from '@app/lib/i18n.ts';
import { sessionQueryKey } from '@app/lib/session.ts';
import { sessionIdAtom } from '@app/lib/session-store.ts';
import type { CheckSessionAnswer } from '@shared/schemas/session.ts';
import { toast } from '@app/ui/toast.ts';
import type { PlannerData } from '../api/planner-data.ts';
import { plannerKeys } from '../api/query-keys.ts';
import { withColumns } from '../api/tasks.ts';
import { CHANGE_KEY, type ChangeKind, isTempId, type PlannerChange } from './changes.ts';

export { CHANGE_KEY };

/**
 * The planner's changes go through one queue, connected or not: TanStack Query's own paused
 * mutations, kept on the device. Each kind of change has its mutation defaults (a closure
 * cannot be saved, a key can), each project its scope (the changes of one project reach the
 * server one after another, in the order they were made), and each change its idempotency key
 * (sent again after a lost answer, it is applied once).
 */
export type AnyMutation = Mutation<unknown, Error, unknown, unknown>;
const KINDS: readonly ChangeKind[] = ['create', 'update', 'archive', 'batch'];
const changeKey = (kind: ChangeKind) => [...CHANGE_KEY, kind] as const;
const scopeOf = (projectId: number) => ({ id: `planner:${projectId}` });

export const isChange = (m: AnyMutation) => m.options.mutationKey?.[0] === CHANGE_KEY[0];
export const changeOf = (m: AnyMutation) => m.state.variables as PlannerChange;

type Answer<K extends keyof typeof TasksContract> = CallOutput<(typeof TasksContract)[K]>;

/** Temporary ids of tasks made on this device, and the server's ids they turned into. */
let realIds: Record<string, number> = {};
export const realId = (id: number): number => (isTempId(id) ? (realIds[id] ?? id) : id);

/** The server's id of a task, or a refusal when the task was never made (its create was refused). */
function sentId(id: number): number {
  const real = realId(id);
  if (isTempId(real)) throw new ApiError(i18next.t('planner.offline.notCreated'), 422, 'not_created');
  return real;
}

function send(change: PlannerChange): Promise<unknown> {
  const opts = { idempotencyKey: change.key };
  switch (change.kind) {
    case 'create':
      return callFunction(tasksCalls.create, change.args, opts);
    case 'update':
      return callFunction(tasksCalls.update, { ...change.args, id: sentId(change.args.id) }, opts);
    case 'archive':
      return callFunction(tasksCalls.archive, { id: sentId(change.args.id) }, opts);
    case 'batch':
      return callFunction(
        tasksCalls.updateBatch,
        { updates: change.args.updates.map((u) => ({ ...u, id: sentId(u.id) })) },
        opts,
      );
  }
}

/** A failure worth another try: no connection, the server busy or failing, the same change still running there. */
export function shouldRetry(failures: number, err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  if (err.status === 0) return true;
  if (err.status === 429 || err.code === 'idempotency_key_in_flight') return failures < 10;
  return err.status >= 500 && failures < 5;
}
export const retryDelay = (failures: number) => Math.min(1000 * 2 ** failures, 30_000);

/** The answer in the cache at once, so that the views need not wait for a refetch. */
function settle(client: QueryClient, change: PlannerChange, answer: unknown) {
  const key = plannerKeys.plannerDataOf(change.projectId);
  const edit = (fn: (data: PlannerData) => PlannerData) =>
    client.setQueryData<PlannerData>(key, (data) => (data ? fn(data) : data));
  switch (change.kind) {
    case 'create': {
      const { task } = answer as Answer<'create'>;
      realIds = { ...realIds, [change.tempId]: task.id };
      edit((d) => (d.tasks.some((t) => t.id === task.id) ? d : { ...d, tasks: [...d.tasks, task] }));
      break;
    }
    case 'update': {
      const { task, conflicts } = answer as Answer<'update'> & { conflicts?: Array<{ field: string }> };
      edit((d) => ({
        ...d,
        tasks: task.project_id === d.project.id ? d.tasks.map((t) => (t.id === task.id ? task : t)) : d.tasks,
      }));
      if (conflicts?.length) tellConflicts(task.title, conflicts);
      break;
    }
    case 'archive':
      edit((d) => ({ ...d, tasks: d.tasks.filter((t) => t.id !== realId(change.args.id)) }));
      break;
    case 'batch':
      edit((d) => withColumns(d, (answer as Answer<'updateBatch'>).tasks));
      break;
  }
  // The project as others left it, once this device has nothing more to send to it (this
  // change is still pending while its answer is handled here).
  const more = client
    .getMutationCache()
    .findAll({ mutationKey: CHANGE_KEY, status: 'pending' })
    .some((m) => changeOf(m).projectId === change.projectId && changeOf(m).key !== change.key);
  // A move sent at once costs one request: its answer holds every card of the columns it touched.
  const answerSuffices = change.kind === 'batch' && !keptKeys.has(change.key);
  if (!more && !answerSuffices) void client.invalidateQueries({ queryKey: key });
}

/** Someone changed the same fields while this change waited: the person's values won, and they are told which. */
function tellConflicts(title: string, conflicts: ReadonlyArray<{ field: string; theirs?: unknown }>) {
  const t = (key: string, values?: Record<string, unknown>) => i18next.t(key, values);
  const changes = conflicts.map(({ field, theirs }) => {
    const name = t(`planner.offline.fields.${field}`, { defaultValue: field });
    // A text is worth quoting; ids and lists would mean nothing to the person.
    if (theirs === null || theirs === '')
      return t('planner.offline.theirs', { field: name, value: t('planner.offline.empty') });
    return typeof theirs === 'string' || typeof theirs === 'number'
      ? t('planner.offline.theirs', { field: name, value: String(theirs) })
      : name;
  });
  toast.error(t('planner.offline.conflict', { title, changes: changes.join('; ') }));
}

let registered: QueryClient | null = null;
/** The changes' mutation defaults: what a change kept on the device runs when it is sent. */
export function registerPlannerChanges(client: QueryClient): void {
  if (registered === client) return;
  registered = client;
  for (const kind of KINDS) {
    client.setMutationDefaults(changeKey(kind), {
      mutationFn: (change) => send(change as unknown as PlannerChange),
      retry: shouldRetry,
      retryDelay,
      // Kept until answered or discarded: a refused change waits in the "not sent" list.
      gcTime: Infinity,
      meta: { errorToast: false },
      onSuccess: (answer, change) => settle(client, change as unknown as PlannerChange, answer),
    });
  }
  // An answered change is done: the cache holds its answer.
  client.getMutationCache().subscribe((event: MutationCacheNotifyEvent) => {
    const m = event.mutation;
    if (event.type === 'updated' && m && isChange(m) && m.state.status === 'success') {
      keptKeys.delete(changeOf(m).key);
      queueMicrotask(() => client.getMutationCache().remove(m));
    }
  });
}

/** Changes that had to wait on this device: marked "not sent" until the server has them. */
const keptKeys = new Set<string>();

/**
 * Not on the server yet, as the person should be told: a change that had to wait (offline, the
 * server out of reach, restored after a reload) until it is answered, or refused. A change sent
 * at once is not marked while its one request runs.
 */
export function isUnsent(m: AnyMutation, all: readonly AnyMutation[]): boolean {
  if (m.state.status === 'error') return true;
  if (m.state.status !== 'pending') return false;
  return keptKeys.has(changeOf(m).key) || isStuck(m, all);
}

/** Not sent and not on its way: offline, failing to reach the server, or behind such a change of its project. */
export function isStuck(m: AnyMutation, all: readonly AnyMutation[]): boolean {
  if (m.state.status !== 'pending') return false;
  if (m.state.failureCount > 0 || (m.state.isPaused && !onlineManager.isOnline())) return true;
  if (!m.state.isPaused) return false;
  const scope = m.options.scope?.id;
  return all.some(
    (o) => o !== m && o.options.scope?.id === scope && o.state.status === 'pending' && o.state.failureCount > 0,
  );
}

/**
 * Sends a change, or keeps it on the device: 'sent' once the server has it, 'kept' as soon as
 * it cannot go now (offline, the server unreachable, an earlier change of the project stuck).
 * A refusal of a change sent at once rejects and leaves nothing behind: the person sees it
 * where they made the change. Shown at once either way: the views apply pending changes.
 */
export function queueChange(
  client: QueryClient,
  change: PlannerChange,
  { keepRefused = false }: { keepRefused?: boolean } = {},
): Promise<'sent' | 'kept'> {
  registerPlannerChanges(client);
  const cache = client.getMutationCache();
  const mutation = cache.build(client, { mutationKey: changeKey(change.kind), scope: scopeOf(change.projectId) });
  return new Promise((resolve, reject) => {
    const listeners: Array<() => void> = [];
    const done = (settle: () => void) => {
      listeners.forEach((stop) => stop());
      settle();
    };
    const check = () => {
      const s = mutation.state;
      if (s.status === 'success') done(() => resolve('sent'));
      else if (s.status === 'error')
        done(() => {
          if (!keepRefused) cache.remove(mutation);
          reject(s.error as Error);
        });
      else if (isStuck(mutation as AnyMutation, cache.findAll({ mutationKey: CHANGE_KEY })))
        done(() => {
          keptKeys.add(change.key);
          resolve('kept');
        });
    };
    listeners.push(cache.subscribe(check), onlineManager.subscribe(check));
    mutation.execute(change).catch(() => {});
  });
}

/**
 * Kept on the device in IndexedDB, per session: written as soon as a change is made or
 * answered (not on a timer: the app may be closed the next moment), read back after start-up.
 * Its format is versioned, not tied to the build, so a new release of the app still sends what
 * an older one kept. A change sent by an older format is never guessed at: a new format
 * migrates the old one here.
 */
export const QUEUE_FORMAT = 1;
const queueKey = (sessionId: string) => `queue:${sessionId}`;

interface KeptError {
  message: string;
  status: number;
  code?: string;
}
interface KeptQueue {
  format: number;
  savedAt: number;
  /** Whose changes these are: a session that ended (it expired, another device revoked it) hands them to the same person's next one. */
  userId: number | null;
  /** Dehydrated mutations, their errors as plain objects. */
  mutations: unknown[];
  realIds: Record<string, number>;
}

/** An error as IndexedDB keeps it (a clone keeps an Error's message only), and back. */
const keptError = (e: unknown): KeptError | unknown =>
  e instanceof ApiError ? { message: e.message, status: e.status, code: e.code } : e;
const liveError = (e: unknown) =>
  e && typeof e === 'object' && 'status' in e
    ? new ApiError(String((e as KeptError).message), Number((e as KeptError).status), (e as KeptError).code)
    : e;

let following: { client: QueryClient; sessionId: string; stop: () => void } | null = null;

const userOf = (client: QueryClient, sessionId: string) =>
  client.getQueryData<CheckSessionAnswer>(sessionQueryKey(sessionId))?.userId ?? null;

async function write(client: QueryClient, sessionId: string): Promise<void> {
  if (getDefaultStore().get(sessionIdAtom) !== sessionId) return;
  const { mutations } = dehydrate(client, {
    shouldDehydrateQuery: () => false,
    shouldDehydrateMutation: (m) => isChange(m) && (m.state.status === 'pending' || m.state.status === 'error'),
  });
  const kept: KeptQueue = {
    format: QUEUE_FORMAT,
    savedAt: Date.now(),
    userId: userOf(client, sessionId),
    mutations: mutations.map((m) => ({ ...m, state: { ...m.state, error: keptError(m.state.error) } })),
    realIds,
  };
  try {
    if (mutations.length === 0) await del(queueKey(sessionId), store());
    else await set(queueKey(sessionId), kept, store());
  } catch (err) {
    console.error('Could not keep the planner changes on the device', err);
  }
}

let restoring: Promise<void> | null = null;
/**
 * Puts the session's kept changes back and sends them in order (once online): after start-up,
 * never before the first screen. Another session's kept changes are erased.
 */
export function restoreQueue(client: QueryClient, sessionId: string): Promise<void> {
  if (following?.sessionId === sessionId && restoring) return restoring;
  following?.stop();
  registerPlannerChanges(client);
  restoring = (async () => {
    const mine: KeptQueue[] = [];
    const me = userOf(client, sessionId);
    try {
      // This session's queue, and the same person's from a session that ended meanwhile (their
      // work goes on); another person's is erased unseen.
      for (const k of await keys(store())) {
        if (!String(k).startsWith('queue:')) continue;
        const kept = await get<KeptQueue>(k, store());
        const own = k === queueKey(sessionId) || (me !== null && kept?.userId === me);
        if (own && kept?.format === QUEUE_FORMAT) mine.push(kept);
        if (k !== queueKey(sessionId)) await del(k, store());
      }
    } catch {
      /* no IndexedDB here (a private window of some browsers): changes live as long as the page */
    }
    // In the order they were made, whichever session kept them.
    mine.sort((a, b) => a.savedAt - b.savedAt);
    for (const kept of mine) {
      realIds = { ...kept.realIds, ...realIds };
      const mutations = (kept.mutations as Array<{ state: { error: unknown } }>).map((m) => ({
        ...m,
        state: { ...m.state, error: liveError(m.state.error) },
      }));
      hydrate(client, { mutations: mutations as unknown as ReturnType<typeof dehydrate>['mutations'], queries: [] });
      for (const m of kept.mutations as Array<{ state: { variables?: PlannerChange } }>)
        if (m.state.variables) keptKeys.add(m.state.variables.key);
    }
    let queued = false;
    const save = () => {
      if (queued) return;
      queued = true;
      queueMicrotask(() => {
        queued = false;
        void write(client, sessionId);
      });
    };
    const stop = client.getMutationCache().subscribe((event) => {
      if (event.mutation && isChange(event.mutation)) save();
    });
    following = { client, sessionId, stop };
    save();
    // Restored ones, paused or cut off mid-way: each project's in order, once online.
    for (const m of client.getMutationCache().findAll({ mutationKey: CHANGE_KEY, status: 'pending' }))
      void m.continue().catch(() => {});
  })();
  return restoring;
}
