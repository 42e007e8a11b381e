import { useEffect, useRef, useState } from 'react';

/**
 * True once the element has come within 200 px of the viewport (and then stays so): a card's
 * job, event or quiz is fetched only then. It starts false everywhere, the server's render
 * included, so a drawn page hydrates with what the browser's first render draws; what a page
 * shows at once is its loader's to ask (lib/route-loader.ts).
 */
export function useInView<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || seen) return;
    if (typeof IntersectionObserver === 'undefined') return setSeen(true);
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: '200px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [seen]);
  return [ref, seen];
}
