import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { draftKey, draftStore } from '../draft-store.ts';
import { useSession } from '../session.ts';

/** How long typing rests before it is written down. */
const KEEP_DELAY_MS = 300;

/**
 * Keeps what is typed in a form between opens: written to the draft store
 * (lib/draft-store.ts: DeviceStorage in Telegram, else local storage) as it is typed, read
 * back into the form when it opens again, for the signed-in person only. `name` names the form
 * and what it edits (`event:12:new`); null keeps nothing. The form calls `clear` once it saved,
 * and on discard (its Cancel). A restored draft leaves the form dirty, so closing still asks.
 */
export function useFormDraft<T extends FieldValues, Out>(
  form: UseFormReturn<T, unknown, Out>,
  name: string | null,
): { restored: boolean; clear: () => void } {
  const { userId } = useSession();
  const key = name && userId != null ? draftKey(userId, name) : null;
  const [restored, setRestored] = useState(false);
  const cleared = useRef(false);
  const pending = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!key) return;
    let live = true;
    void draftStore()
      .get(key)
      .then((raw) => {
        // Typing that began before the store answered wins over the older draft. Compared by
        // value: formState.isDirty is only kept while a render reads it.
        if (!live || !raw || cleared.current || typedSinceOpen(form)) return;
        try {
          form.reset(JSON.parse(raw) as T, { keepDefaultValues: true });
          setRestored(true);
        } catch {
          // not a draft of this form any more (its fields changed): ignored
        }
      });
    return () => {
      live = false;
    };
  }, [form, key]);

  useEffect(() => {
    if (!key) return;
    const store = draftStore();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      clearTimeout(timer);
      pending.current?.();
    };
    const sub = form.watch((values) => {
      if (cleared.current) return;
      const text = JSON.stringify(values);
      const unchanged = text === JSON.stringify(form.formState.defaultValues);
      pending.current = () => {
        pending.current = null;
        void (unchanged ? store.remove(key) : store.set(key, text));
      };
      clearTimeout(timer);
      timer = setTimeout(flush, KEEP_DELAY_MS);
    });
    window.addEventListener('pagehide', flush);
    return () => {
      sub.unsubscribe();
      window.removeEventListener('pagehide', flush);
      if (!cleared.current) flush();
      else clearTimeout(timer);
    };
  }, [form, key]);

  const clear = () => {
    cleared.current = true;
    pending.current = null;
    if (key) void draftStore().remove(key);
  };
  return { restored, clear };
}

function typedSinceOpen<T extends FieldValues, Out>(form: UseFormReturn<T, unknown, Out>): boolean {
  return JSON.stringify(form.getValues()) !== JSON.stringify(form.formState.defaultValues);
}
