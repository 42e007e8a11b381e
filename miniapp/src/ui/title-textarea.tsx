import { useLayoutEffect, useRef, type Ref, type TextareaHTMLAttributes } from 'react';
import { SIZED_BY_CSS, withTextFit } from './text-fit.ts';

/**
 * A one-line title that wraps onto more lines as it grows: a long title is read
 * from its beginning to its end on a phone, where a text input shows only its end. Enter still
 * submits the form and a pasted line break becomes a space, as in an input.
 */
export function TitleTextarea({
  ref,
  onChange,
  className,
  ...rest
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'rows'> & { ref?: Ref<HTMLTextAreaElement> }) {
  const own = useRef<HTMLTextAreaElement | null>(null);
  useLayoutEffect(() => {
    const el = own.current;
    if (!el || SIZED_BY_CSS) return;
    const fit = () => {
      el.style.height = 'auto';
      el.style.height = `${el.scrollHeight + el.offsetHeight - el.clientHeight}px`;
    };
    fit();
    // The form may set the value (a reset) and the dialog may change width (a rotation).
    const ro = new ResizeObserver(fit);
    ro.observe(el);
    el.addEventListener('input', fit);
    return () => {
      ro.disconnect();
      el.removeEventListener('input', fit);
    };
  }, []);
  return (
    <textarea
      {...rest}
      className={withTextFit(className)}
      rows={1}
      ref={(el) => {
        own.current = el;
        if (typeof ref === 'function') ref(el);
        else if (ref) ref.current = el;
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
          e.preventDefault();
          e.currentTarget.form?.requestSubmit();
        }
      }}
      onChange={(e) => {
        if (/[\r\n]/.test(e.target.value)) e.target.value = e.target.value.replace(/[\r\n]+/g, ' ');
        return onChange?.(e);
      }}
    />
  );
}
