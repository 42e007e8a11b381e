/*
 * The payment modal's card fields, formatted while typing (the spec shows no validation;
 * these only shape what is typed).
 */

const digits = (s: string) => s.replace(/\D/g, '');

/** Up to 19 digits (Mir and Maestro cards can be longer than 16) in groups of four. */
export function formatCardNumber(input: string): string {
  return digits(input)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * MM/YY: the slash appears with the third digit, so deleting back over it just works. A first
 * digit that cannot start a month (2–9) becomes 0d, a month above 12 keeps only its first digit.
 */
export function formatExpiry(input: string): string {
  let d = digits(input).slice(0, 4);
  if (/^[2-9]/.test(d)) d = `0${d}`.slice(0, 4);
  if (d.length >= 2 && (Number(d.slice(0, 2)) > 12 || d.slice(0, 2) === '00')) d = d.slice(0, 1);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/** Three digits. */
export const formatCvc = (input: string): string => digits(input).slice(0, 3);

/** As embossed on the card: capitals, letters, single spaces. */
export const formatHolder = (input: string): string =>
  input
    .toUpperCase()
    .replace(/[^\p{L}\s'.-]/gu, '')
    .replace(/\s{2,}/g, ' ')
    .slice(0, 26);
