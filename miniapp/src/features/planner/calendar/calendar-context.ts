import { createContext, useContext } from 'react';
import type { BoardTask } from '../kanban/board-task.ts';

export interface CalendarContextValue {
  timezone: string;
  /** The chip colour: the task's status option colour. */
  colorOf: (task: BoardTask) => string;
  onOpen: (taskId: number) => void;
  /** The task being dragged to another day or hour, if any. */
  draggingId: number | null;
}

export const CalendarContext = createContext<CalendarContextValue | null>(null);

export function useCalendarContext(): CalendarContextValue {
  const ctx = useContext(CalendarContext);
  if (!ctx) throw new Error('useCalendarContext outside CalendarView');
  return ctx;
}
