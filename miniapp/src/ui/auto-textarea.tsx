import { useLayoutEffect, useRef, type TextareaHTMLAttributes } from 'react';
import { SIZED_BY_CSS, withTextFit } from './text-fit.ts';

/** A textarea that grows with its content from `minHeight` (description 120 px, subtask 24 px). */
export function AutoTextarea({
  minHeight,
  value,
  className,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { minHeight: number; value: string }) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || SIZED_BY_CSS) return;
    const fit = () => {
      el.style.height = 'auto';
      el.style.height = `${Math.max(minHeight, el.scrollHeight)}px`;
    };
    fit();
    // The width changes too (a date chip appears beside a subtask, the sheet rotates): refit.
    let width = el.clientWidth;
    const ro = new ResizeObserver(() => {
      if (el.clientWidth === width) return;
      width = el.clientWidth;
      fit();
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [value, minHeight]);
  return (
    <textarea ref={ref} rows={1} value={value} className={withTextFit(className)} style={{ minHeight }} {...rest} />
  );
}
