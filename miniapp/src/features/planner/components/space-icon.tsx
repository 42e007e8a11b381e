import {
  Archive, Bike, Book, Bookmark, Briefcase, Calendar, FileText, Globe, Heart, Home, Laptop, Layout, LineChart, List, Star,
  Target, Users, Wallet, type LucideIcon,
} from 'lucide-react';
import type { SPACE_COLORS, SPACE_ICONS } from '../../../../../shared/schemas/planner.ts';

/** The 18 space icons of spec §3, by the names the API stores. */
export const SPACE_ICON_COMPONENTS: Record<(typeof SPACE_ICONS)[number], LucideIcon> = {
  Briefcase, Layout, FileText, Users, Calendar, Home, LineChart, Heart, Book, Globe, Target, Wallet, Bike, Laptop, List, Bookmark, Archive, Star,
};

/** The 8 colours of spec §3 (spaces and select options), tuned to read on light and dark. */
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

/** A colour name from the API as CSS; unknown names (older data, raw CSS colours) pass through. */
export const colorOf = (name: string | null | undefined): string =>
  (name && (PALETTE as Record<string, string>)[name]) || (name && /^#[0-9a-f]{3,8}$/i.test(name) ? name : PALETTE.blue);

export function SpaceIcon({ icon, color, size = 28 }: { icon: string; color: string; size?: number }) {
  const Icon = (SPACE_ICON_COMPONENTS as Record<string, LucideIcon>)[icon] ?? Briefcase;
  const c = colorOf(color);
  return (
    <span className="pl-space-icon" style={{ width: size, height: size, background: `color-mix(in srgb, ${c} 16%, transparent)`, color: c }} aria-hidden>
      <Icon size={Math.round(size * 0.58)} />
    </span>
  );
}
