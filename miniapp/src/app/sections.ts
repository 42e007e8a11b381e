import {
  Briefcase,
  CheckSquare,
  CreditCard,
  FileSearch,
  Handshake,
  Home,
  Info,
  LayoutGrid,
  MessageCircle,
  Network,
  Settings,
  Target,
  User,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface Section {
  path: string;
  /** i18n key of the section's title */
  title: string;
  icon: LucideIcon;
  /** shown as a bottom tab on a phone */
  tab?: boolean;
}

/** The app's sections in navigation order (spec sections §2 route table). */
export const SECTIONS: Section[] = [
  { path: '/', title: 'nav.feed', icon: Home, tab: true },
  { path: '/planner', title: 'nav.planner', icon: CheckSquare, tab: true },
  { path: '/career', title: 'nav.career', icon: Briefcase, tab: true },
  { path: '/profile', title: 'nav.profile', icon: User, tab: true },
  { path: '/catalog', title: 'nav.catalog', icon: LayoutGrid },
  { path: '/pro', title: 'nav.pro', icon: Users },
  { path: '/network', title: 'nav.network', icon: Network },
  { path: '/messenger', title: 'nav.messenger', icon: MessageCircle },
  { path: '/split', title: 'nav.split', icon: CreditCard },
  { path: '/check', title: 'nav.check', icon: FileSearch },
  { path: '/partner', title: 'nav.partner', icon: Handshake },
  { path: '/tracker', title: 'nav.tracker', icon: Target },
  { path: '/about', title: 'nav.about', icon: Info },
  { path: '/settings', title: 'nav.settings', icon: Settings },
];

/** Planner views share the planner tab. */
export const PLANNER_PATHS = ['/planner', '/kanban', '/calendar', '/list'];

/**
 * The section whose page is open: its own path only. A deeper address (/career/x) is the
 * "not found" page and a longer one (/careers) a person's profile: neither is that section.
 */
export function activeSection(location: string): string {
  if (PLANNER_PATHS.includes(location)) return '/planner';
  return SECTIONS.find((s) => s.path === location)?.path ?? '';
}
