import { lazy, Suspense, type ComponentType } from 'react';
import { PageSpinner } from '../../../ui/page-spinner.tsx';
import type { PlannerData } from '../api/get-planner-data.ts';
import { PlannerLayout } from '../layout/planner-layout.tsx';

type KanbanBoardProps = { data: PlannerData; onOpenTask: (taskId: number) => void };

// The board is the boards issue's component (features/planner/kanban); found by glob so this
// page builds before it lands.
const modules = import.meta.glob<{ KanbanBoard: ComponentType<KanbanBoardProps> }>('../kanban/kanban-board.tsx');
const load = modules['../kanban/kanban-board.tsx'];
const KanbanBoard = load ? lazy(() => load().then((m) => ({ default: m.KanbanBoard }))) : null;

/** /kanban: the selected project's board inside the planner frame. */
export default function KanbanPage() {
  return (
    <PlannerLayout view="kanban">
      {({ data, openTask }) =>
        KanbanBoard ? (
          <Suspense fallback={<PageSpinner />}>
            <KanbanBoard data={data} onOpenTask={openTask} />
          </Suspense>
        ) : null
      }
    </PlannerLayout>
  );
}
