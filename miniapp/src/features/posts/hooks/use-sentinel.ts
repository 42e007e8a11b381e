import { useEffect, useRef } from 'react';

/**
 * Infinite scroll: `onVisible` runs when the returned element comes
 * within 100 px of the viewport. `round` (the pages loaded so far) re-arms the observer, so
 * a sentinel still in view after a short page asks again.
 */
export function useSentinel<T extends HTMLElement>(onVisible: () => void, enabled: boolean, round: number) {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin: '100px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [enabled, round]);
  return ref;
}
