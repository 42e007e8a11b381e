import { PlannerLayout, type PlannerViewContext } from '../layout/planner-layout.tsx';
import { TableView } from '../table/table-view.tsx';

export { plannerLoader as loader } from '../api/planner-loader.ts';
export { prefetchDialogs as firstTaps } from '../layout/planner-layout.tsx';

const table = ({ data, openTask }: PlannerViewContext) => <TableView data={data} onOpenTask={openTask} />;

/** /planner: the selected project's tasks as a table. */
export default function TablePage() {
  return <PlannerLayout view="table">{table}</PlannerLayout>;
}
