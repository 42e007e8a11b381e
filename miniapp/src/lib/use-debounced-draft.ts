import { useEffect, useEffectEvent, useState } from 'react';

/**
 * A text field whose settled value goes somewhere else (the address) after `ms` without typing
 * (a search: 500 ms). `committed` is that value as a string: when it
 * changes from outside (Clear all, a link) the field shows it, unless the typing already says the
 * same (`normalize`: "150 000" is 150000).
 */
export function useDebouncedDraft(
  committed: string,
  commit: (text: string) => void,
  ms: number,
  normalize: (text: string) => string = (t) => t,
) {
  const [text, setText] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    setSeen(committed);
    if (normalize(text) !== committed) setText(committed);
  }
  const onSettled = useEffectEvent((value: string) => {
    if (normalize(value) !== committed) commit(value);
  });
  useEffect(() => {
    const id = setTimeout(() => onSettled(text), ms);
    return () => clearTimeout(id);
  }, [text, ms]);
  return [text, setText] as const;
}
