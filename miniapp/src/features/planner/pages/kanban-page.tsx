import { KanbanBoard } from '../kanban/kanban-board.tsx';
import { PlannerLayout } from '../layout/planner-layout.tsx';

export { plannerLoader as loader } from '../api/planner-loader.ts';
export { prefetchDialogs as firstTaps } from '../layout/planner-layout.tsx';

/**
 * /kanban: the selected project's board inside the planner frame. The board is imported
 * statically: this page is already its own lazy chunk, and a second lazy step held the
 * first render back by ~300 ms after the data arrived.
 */
export default function KanbanPage() {
  return (
    <PlannerLayout view="kanban">
      {({ data, openTask }) => <KanbanBoard data={data} onOpenTask={openTask} />}
    </PlannerLayout>
  );
}
