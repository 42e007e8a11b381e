import { useLayoutEffect, type RefObject } from 'react';

/**
 * Sizes an element to the rest of the viewport under its top (minus the phone's tab bar),
 * so the board scrolls inside itself: columns sideways, each column's cards downwards.
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>, min = 320): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const fit = () => {
      const top = el.getBoundingClientRect().top + window.scrollY;
      // The phone's bottom tab bar (hidden in a wide window) covers the page's bottom.
      const tabs = document.querySelector<HTMLElement>('.bottom-tabs');
      const tabbar = tabs && getComputedStyle(tabs).display !== 'none' ? tabs.getBoundingClientRect().height : 0;
      const viewport = window.visualViewport?.height ?? window.innerHeight;
      el.style.height = `${Math.max(min, Math.floor(viewport - top - tabbar - 12))}px`;
    };
    fit();
    const ro = new ResizeObserver(fit);
    ro.observe(document.body);
    window.addEventListener('resize', fit);
    return () => {
      ro.disconnect();
      window.removeEventListener('resize', fit);
    };
  }, [ref, min]);
}
