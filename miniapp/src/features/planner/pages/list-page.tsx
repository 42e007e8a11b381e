import { PlannerLayout } from '../layout/planner-layout.tsx';
import { ListView } from '../list/list-view.tsx';

export { plannerLoader as loader } from '../api/planner-loader.ts';
export { prefetchDialogs as firstTaps } from '../layout/planner-layout.tsx';

/** /list: the selected project's tasks grouped by due date. */
export default function ListPage() {
  return (
    <PlannerLayout view="list">{({ data, openTask }) => <ListView data={data} onOpenTask={openTask} />}</PlannerLayout>
  );
}
