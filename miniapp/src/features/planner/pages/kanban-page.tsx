import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../../ui/page-spinner.tsx';
import { PlannerLayout } from '../layout/planner-layout.tsx';

// The board is the boards issue's component; its own chunk, loaded with the page.
const KanbanBoard = lazy(() => import('../kanban/kanban-board.tsx').then((m) => ({ default: m.KanbanBoard })));

/** /kanban: the selected project's board inside the planner frame. */
export default function KanbanPage() {
  return (
    <PlannerLayout view="kanban">
      {({ data, openTask }) => (
        <Suspense fallback={<PageSpinner />}>
          <KanbanBoard data={data} onOpenTask={openTask} />
        </Suspense>
      )}
    </PlannerLayout>
  );
}
