import { PlannerLayout, type PlannerViewContext } from '../layout/planner-layout.tsx';
import { ListView } from '../list/list-view.tsx';

export { plannerLoader as loader } from '../api/planner-loader.ts';
export { prefetchDialogs as firstTaps } from '../layout/planner-layout.tsx';

/** /list: the selected project's tasks grouped by due date. */
const list = ({ data, openTask }: PlannerViewContext) => <ListView data={data} onOpenTask={openTask} />;

export default function ListPage() {
  return <PlannerLayout view="list">{list}</PlannerLayout>;
}
