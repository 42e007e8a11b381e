import { KanbanBoard } from '../kanban/kanban-board.tsx';
import { PlannerLayout, type PlannerViewContext } from '../layout/planner-layout.tsx';

export { plannerLoader as loader } from '../api/planner-loader.ts';
export { prefetchDialogs as firstTaps } from '../layout/planner-layout.tsx';

const board = ({ data, openTask }: PlannerViewContext) => <KanbanBoard data={data} onOpenTask={openTask} />;

/**
 * /kanban: the selected project's board inside the planner frame. The board is imported
 * statically: this page is already its own lazy chunk, and a second lazy step held the
 * first render back by ~300 ms after the data arrived.
 */
export default function KanbanPage() {
  return <PlannerLayout view="kanban">{board}</PlannerLayout>;
}
