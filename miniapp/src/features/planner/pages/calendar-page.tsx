import { CalendarView } from '../calendar/calendar-view.tsx';
import { useTimezone } from '../hooks/use-timezone.ts';
import { PlannerLayout } from '../layout/planner-layout.tsx';

export { plannerLoader as loader } from '../api/planner-loader.ts';
export { prefetchDialogs as firstTaps } from '../layout/planner-layout.tsx';

/** /calendar: the selected project's calendar inside the planner frame (statically imported, as kanban-page says why). */
export default function CalendarPage() {
  const timezone = useTimezone();
  return (
    <PlannerLayout view="calendar">
      {({ data, openTask }) => <CalendarView data={data} timezone={timezone} onOpenTask={openTask} />}
    </PlannerLayout>
  );
}
