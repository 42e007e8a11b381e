import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  draftStorageKey,
  readDraft,
  writeDraft,
  type DraftValues,
} from '@app/features/posts/editor/draft-storage.ts';

function memoryStore() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const empty: DraftValues = { title: '', preview: '', content: '', cover: null };

describe("the post editor's local drafts", () => {
  it('keeps what is typed under the post id, or "new" for a post not yet saved', () => {
    const store = memoryStore();
    writeDraft(null, { ...empty, title: 'Договор аренды' }, empty, store);
    writeDraft(7, { ...empty, content: '## Текст' }, empty, store);
    expect(draftStorageKey(null)).toBe('lp:post-draft:new');
    expect(readDraft(null, store)).toEqual({ ...empty, title: 'Договор аренды' });
    expect(readDraft(7, store)).toEqual({ ...empty, content: '## Текст' });
    expect(readDraft(8, store)).toBeNull();
  });

  it('keeps nothing when the form is back to what the server has', () => {
    const store = memoryStore();
    const saved = { title: 'A', preview: 'B', content: 'C', cover: '/uploads/posts/covers/x.webp' };
    writeDraft(3, { ...saved, title: 'A!' }, saved, store);
    expect(readDraft(3, store)?.title).toBe('A!');
    writeDraft(3, saved, saved, store);
    expect(readDraft(3, store)).toBeNull();
  });

  it('is dropped after a save', () => {
    const store = memoryStore();
    writeDraft(null, { ...empty, title: 'x' }, empty, store);
    clearDraft(null, store);
    expect(store.data.size).toBe(0);
  });

  it('survives a broken or foreign value, and storage that refuses', () => {
    const store = memoryStore();
    store.setItem('lp:post-draft:new', '{not json');
    expect(readDraft(null, store)).toBeNull();
    store.setItem('lp:post-draft:new', JSON.stringify({ title: 5, content: 'ok', cover: '' }));
    expect(readDraft(null, store)).toEqual({ ...empty, content: 'ok' });
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readDraft(null, refusing)).toBeNull();
    expect(() => writeDraft(null, { ...empty, title: 'x' }, empty, refusing)).not.toThrow();
    expect(() => clearDraft(null, refusing)).not.toThrow();
  });
});
