import { useLayoutEffect, useRef, type TextareaHTMLAttributes } from 'react';

/** A textarea that grows with its content from `minHeight` (description 120 px, subtask 24 px). */
export function AutoTextarea({ minHeight, value, className, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement> & { minHeight: number; value: string }) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.max(minHeight, el.scrollHeight)}px`;
  }, [value, minHeight]);
  return <textarea ref={ref} rows={1} value={value} className={className} style={{ minHeight }} {...rest} />;
}
