import { lazy, Suspense, type ComponentType } from 'react';
import { PageSpinner } from '../../../ui/page-spinner.tsx';
import type { PlannerData } from '../api/get-planner-data.ts';
import { useTimezone } from '../hooks/use-timezone.ts';
import { PlannerLayout } from '../layout/planner-layout.tsx';

type CalendarViewProps = { data: PlannerData; timezone: string; onOpenTask: (taskId: number) => void };

// The calendar is the boards issue's component (features/planner/calendar); found by glob so
// this page builds before it lands.
const modules = import.meta.glob<{ CalendarView: ComponentType<CalendarViewProps> }>('../calendar/calendar-view.tsx');
const load = modules['../calendar/calendar-view.tsx'];
const CalendarView = load ? lazy(() => load().then((m) => ({ default: m.CalendarView }))) : null;

/** /calendar: the selected project's calendar inside the planner frame. */
export default function CalendarPage() {
  const timezone = useTimezone();
  return (
    <PlannerLayout view="calendar">
      {({ data, openTask }) =>
        CalendarView ? (
          <Suspense fallback={<PageSpinner />}>
            <CalendarView data={data} timezone={timezone} onOpenTask={openTask} />
          </Suspense>
        ) : null
      }
    </PlannerLayout>
  );
}
