import { loadedSdk } from './telegram/index.ts';

/**
 * Where unsaved typing is kept between opens: Telegram's DeviceStorage (Bot API
 * 9.0; this device only, kept by the client) where the client has it, else this browser's
 * local storage. Keys name the person (their user id), so one phone shared by two accounts
 * never shows one person's draft to the other. Every call is async (DeviceStorage answers
 * through the bridge) and never throws: a store that refuses (quota, privacy mode, a client
 * error) costs the safety net, never the form.
 */
export interface DraftStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}

type Backing = { get(key: string): Promise<string | null>; set(key: string, value: string | null): Promise<void> };

const PREFIX = 'lp:draft:';
/** The stored key of one form's draft for one person (`form` names the form and what it edits). */
export const draftKey = (userId: number | string, form: string): string => `${PREFIX}${userId}:${form}`;

export function localBacking(
  storage: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = () => localStorage,
): Backing {
  return {
    get: async (key) => storage().getItem(key),
    set: async (key, value) => (value === null ? storage().removeItem(key) : storage().setItem(key, value)),
  };
}

export function createDraftStore(backing: Backing): DraftStore {
  const quiet = async <T>(run: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      console.warn('draft store', err);
      return fallback;
    }
  };
  return {
    get: (key) => quiet(() => backing.get(key), null),
    set: (key, value) => quiet(() => backing.set(key, value), undefined),
    remove: (key) => quiet(() => backing.set(key, null), undefined),
  };
}

/** The store this client has: DeviceStorage inside Telegram 9.0+, local storage elsewhere. */
export const draftStore = (): DraftStore => createDraftStore(loadedSdk()?.deviceStorage() ?? localBacking());
