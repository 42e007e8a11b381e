import { useLayoutEffect, useRef, type InputHTMLAttributes } from 'react';

const meaningful = (s: string) => (s.match(/[\p{L}\d]/gu) ?? []).length;

/** The index in `formatted` just after its n-th letter or digit. */
function indexAfter(formatted: string, n: number): number {
  if (n <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/[\p{L}\d]/u.test(formatted[i])) seen++;
    if (seen === n) return i + 1;
  }
  return formatted.length;
}

/**
 * An input that reformats as the person types (card number groups, MM/YY) without throwing the
 * caret to the end: it stays after the same letter or digit it followed before.
 */
export function FormattedInput({
  value,
  format,
  onValueChange,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  value: string;
  format: (raw: string) => string;
  onValueChange: (v: string) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  // Every render: a refused character leaves the value as it was, and the caret must still come back.
  useLayoutEffect(() => {
    const el = ref.current;
    if (caret.current === null || !el || document.activeElement !== el) return;
    el.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  return (
    <input
      ref={ref}
      value={value}
      onChange={(e) => {
        const raw = e.target.value;
        const pos = e.target.selectionStart ?? raw.length;
        const next = format(raw);
        caret.current = pos >= raw.length ? next.length : indexAfter(next, meaningful(raw.slice(0, pos)));
        onValueChange(next);
      }}
      {...rest}
    />
  );
}
