import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Where an element starts in the page (its top plus the page's scroll), kept current as the page
 * changes size: content above it (a filter panel, a "new posts" pill) or a new width moves it.
 * A list windowed against the page's scroll (useWindowVirtualizer's scrollMargin) needs it.
 */
export function useTopInPage(ref: RefObject<Element | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const el = ref.current;
      if (el) setTop(Math.round(el.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(document.body);
    return () => resized.disconnect();
  }, [ref]);
  return top;
}
