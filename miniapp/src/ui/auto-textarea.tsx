import { useLayoutEffect, useRef, type TextareaHTMLAttributes } from 'react';
import './auto-textarea.css';

/**
 * Where the browser sizes the field to its text itself (CSS `field-sizing`, auto-textarea.css),
 * nothing is measured here: a dialog opening forces no layout of the page behind it (the
 * description's measure took a tenth of a second of a task's first opening on a slow phone), and
 * a drawn dialog shows the whole text before any script runs. Elsewhere the field measures itself.
 */
const SIZED_BY_CSS = typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');

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
    <textarea
      ref={ref}
      rows={1}
      value={value}
      className={className ? `lp-auto-field ${className}` : 'lp-auto-field'}
      style={{ minHeight }}
      {...rest}
    />
  );
}
