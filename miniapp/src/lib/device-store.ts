import type { QueryClient } from '@tanstack/react-query';
import { clear, createStore, type UseStore } from 'idb-keyval';

let store: UseStore | undefined;
/**
 * What the app keeps on this device beyond the query cache (the planner's changes not sent
 * yet): one IndexedDB store, written off the main thread's way and large enough for a week
 * offline, unlike local storage.
 */
export const deviceStore = (): UseStore => (store ??= createStore('legal-platform', 'kept'));

/** Sign-out: the person's changes kept on this device go, sent or not (they were asked first). */
export async function eraseKeptOnDevice(client: QueryClient): Promise<void> {
  client.getMutationCache().clear();
  try {
    await clear(deviceStore());
  } catch {
    /* no IndexedDB here: nothing was kept */
  }
}
