import {
  Archive,
  Bike,
  Book,
  Bookmark,
  Briefcase,
  Calendar,
  FileText,
  Globe,
  Heart,
  Home,
  Laptop,
  Layout,
  LineChart,
  List,
  Star,
  Target,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { SPACE_ICONS } from '@shared/schemas/planner.ts';
import { colorOf } from './palette.ts';

/** The 18 space icons, by the names the API stores. */
export const SPACE_ICON_COMPONENTS: Record<(typeof SPACE_ICONS)[number], LucideIcon> = {
  Briefcase,
  Layout,
  FileText,
  Users,
  Calendar,
  Home,
  LineChart,
  Heart,
  Book,
  Globe,
  Target,
  Wallet,
  Bike,
  Laptop,
  List,
  Bookmark,
  Archive,
  Star,
};

export function SpaceIcon({ icon, color, size = 28 }: { icon: string; color: string; size?: number }) {
  const Icon = (SPACE_ICON_COMPONENTS as Record<string, LucideIcon>)[icon] ?? Briefcase;
  const c = colorOf(color);
  return (
    <span
      className="pl-space-icon"
      style={{ width: size, height: size, background: `color-mix(in srgb, ${c} 16%, transparent)`, color: c }}
      aria-hidden
    >
      <Icon size={Math.round(size * 0.58)} />
    </span>
  );
}
