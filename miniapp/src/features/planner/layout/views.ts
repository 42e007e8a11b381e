import { CalendarDays, List, SquareKanban, Table2, type LucideIcon } from 'lucide-react';

export type PlannerView = 'table' | 'kanban' | 'calendar' | 'list';

/** The view switcher's entries, in this order (table, kanban, calendar, list). */
export const PLANNER_VIEWS: { view: PlannerView; path: string; icon: LucideIcon }[] = [
  { view: 'table', path: '/planner', icon: Table2 },
  { view: 'kanban', path: '/kanban', icon: SquareKanban },
  { view: 'calendar', path: '/calendar', icon: CalendarDays },
  { view: 'list', path: '/list', icon: List },
];
