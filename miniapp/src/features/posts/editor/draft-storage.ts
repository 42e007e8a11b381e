/**
 * Drafts are never lost: what is typed in the post editor is kept in this
 * browser's storage as it is typed, under the post's id (or `new`), read back when the editor
 * opens again after a closed tab or a crash, and dropped once the post is saved. A form that
 * matches what the server has is not kept.
 */

export interface DraftValues {
  title: string;
  preview: string;
  content: string;
  cover: string | null;
}

interface StoredDraft extends DraftValues {
  savedAt: number;
}

const PREFIX = 'lp:post-draft:';
export const draftStorageKey = (postId: number | null) => `${PREFIX}${postId ?? 'new'}`;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
const browserStore = (): Store | null => {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: the editor still works, without the safety net
  }
};

const same = (a: DraftValues, b: DraftValues) =>
  a.title === b.title && a.preview === b.preview && a.content === b.content && (a.cover ?? null) === (b.cover ?? null);

export function readDraft(postId: number | null, store: Store | null = browserStore()): DraftValues | null {
  try {
    const raw = store?.getItem(draftStorageKey(postId));
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<StoredDraft>;
    if (typeof v !== 'object' || v === null) return null;
    const text = (x: unknown) => (typeof x === 'string' ? x : '');
    return {
      title: text(v.title),
      preview: text(v.preview),
      content: text(v.content),
      cover: typeof v.cover === 'string' && v.cover ? v.cover : null,
    };
  } catch {
    return null;
  }
}

/** Keeps `values` unless they are what the server already has (`saved`), in which case nothing is kept. */
export function writeDraft(
  postId: number | null,
  values: DraftValues,
  saved: DraftValues,
  store: Store | null = browserStore(),
  now = Date.now(),
): void {
  const key = draftStorageKey(postId);
  try {
    if (same(values, saved)) store?.removeItem(key);
    else store?.setItem(key, JSON.stringify({ ...values, savedAt: now } satisfies StoredDraft));
  } catch {
    // quota or privacy mode: typing goes on, unsaved
  }
}

export function clearDraft(postId: number | null, store: Store | null = browserStore()): void {
  try {
    store?.removeItem(draftStorageKey(postId));
  } catch {
    // nothing to clear
  }
}
