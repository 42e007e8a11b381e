import { useCallback } from 'react';
import { CalendarView } from '../calendar/calendar-view.tsx';
import { useTimezone } from '../hooks/use-timezone.ts';
import { PlannerLayout, type PlannerViewContext } from '../layout/planner-layout.tsx';

export { plannerLoader as loader } from '../api/planner-loader.ts';
export { prefetchDialogs as firstTaps } from '../layout/planner-layout.tsx';

/** /calendar: the selected project's calendar inside the planner frame (statically imported, as kanban-page says why). */
export default function CalendarPage() {
  const timezone = useTimezone();
  const calendar = useCallback(
    ({ data, openTask }: PlannerViewContext) => <CalendarView data={data} timezone={timezone} onOpenTask={openTask} />,
    [timezone],
  );
  return <PlannerLayout view="calendar">{calendar}</PlannerLayout>;
}
