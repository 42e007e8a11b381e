/** The palette names options and spaces use (spec §3 colours), as hex; anything else is taken as CSS. */
const PALETTE: Record<string, string> = {
  blue: '#3b82f6',
  green: '#22c55e',
  red: '#ef4444',
  purple: '#a855f7',
  yellow: '#eab308',
  pink: '#ec4899',
  orange: '#f97316',
  teal: '#14b8a6',
  gray: '#94a3b8',
  grey: '#94a3b8',
  brown: '#a16207',
  default: '#94a3b8',
};

const SAFE_CSS_COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/i;

/** A CSS colour for an option colour, or the neutral grey for none or an unknown value. */
export function optionColor(color: string | null | undefined): string {
  if (!color) return PALETTE.gray;
  const named = PALETTE[color.toLowerCase()];
  if (named) return named;
  return SAFE_CSS_COLOR.test(color.trim()) ? color.trim() : PALETTE.gray;
}
