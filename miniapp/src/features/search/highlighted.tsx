import { highlightParts } from '@shared/search/highlight.ts';

/**
 * A result's text with the matched words in <mark>: the server's markers split it into parts,
 * each drawn as text, so nothing a person wrote is ever read as HTML.
 */
export function Highlighted({ value }: { value: string }) {
  return (
    <>
      {highlightParts(value).map((p, i) => (p.match ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}
    </>
  );
}
