import type { SPACE_COLORS } from '@shared/planner-constants.ts';

/** The 8 colours of spaces and select options, tuned to read on light and dark. */
export const PALETTE: Record<(typeof SPACE_COLORS)[number], string> = {
  blue: '#3b82f6',
  green: '#22c55e',
  red: '#ef4444',
  purple: '#a855f7',
  yellow: '#eab308',
  pink: '#ec4899',
  orange: '#f97316',
  teal: '#14b8a6',
};

/** The neutral grey for "no colour" (and the names older data used for it). */
export const NEUTRAL = '#94a3b8';
const NEUTRAL_NAMES = new Set(['gray', 'grey', 'default']);
const SAFE_CSS_COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/i;

/** A colour from the API as CSS: a palette name, a safe raw CSS colour, else the fallback. */
export function colorOf(name: string | null | undefined, fallback: string = PALETTE.blue): string {
  if (!name) return fallback;
  const key = name.trim().toLowerCase();
  if (key in PALETTE) return PALETTE[key as keyof typeof PALETTE];
  if (NEUTRAL_NAMES.has(key)) return NEUTRAL;
  return SAFE_CSS_COLOR.test(name.trim()) ? name.trim() : fallback;
}

/** A select option's colour; grey when it has none. */
export const optionColor = (color: string | null | undefined): string => colorOf(color, NEUTRAL);
