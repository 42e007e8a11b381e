import { PlannerLayout } from '../layout/planner-layout.tsx';
import { TableView } from '../table/table-view.tsx';

export { plannerLoader as loader } from '../api/planner-loader.ts';
export { prefetchDialogs as firstTaps } from '../layout/planner-layout.tsx';

/** /planner: the selected project's tasks as a table. */
export default function TablePage() {
  return (
    <PlannerLayout view="table">
      {({ data, openTask }) => <TableView data={data} onOpenTask={openTask} />}
    </PlannerLayout>
  );
}
