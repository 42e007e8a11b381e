import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../../ui/page-spinner.tsx';
import { useTimezone } from '../hooks/use-timezone.ts';
import { PlannerLayout } from '../layout/planner-layout.tsx';

// The calendar is the boards issue's component; its own chunk, loaded with the page.
const CalendarView = lazy(() => import('../calendar/calendar-view.tsx').then((m) => ({ default: m.CalendarView })));

/** /calendar: the selected project's calendar inside the planner frame. */
export default function CalendarPage() {
  const timezone = useTimezone();
  return (
    <PlannerLayout view="calendar">
      {({ data, openTask }) => (
        <Suspense fallback={<PageSpinner />}>
          <CalendarView data={data} timezone={timezone} onOpenTask={openTask} />
        </Suspense>
      )}
    </PlannerLayout>
  );
}
