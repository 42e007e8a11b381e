import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';
import { useTopInPage } from '@app/lib/use-top-in-page.ts';

/** A row's height before it is measured: one line (the table's cells do not wrap). */
const ROW_ESTIMATE = 41;

/**
 * A long table's rows (a project may have hundreds of tasks): only those near the screen are
 * in the page, with a spacer row above and below them for the rest, so the table keeps its
 * height, its columns' widths come from the rows drawn, and the page scrolls as before.
 *
 * `drawnRows` (the server's drawing, and the browser while it hydrates it): the first rows, with no
 * spacers, in the same body and with the same keys as the windowed rows that follow, so React
 * keeps the drawn rows' nodes (and a tap on one) instead of building the table again.
 */
export function WindowedRows<T extends { id: number }>({
  rows,
  columns,
  renderRow,
  drawnRows = null,
}: {
  rows: T[];
  columns: number;
  renderRow: (row: T, measure: { ref: (el: Element | null) => void; index: number }) => ReactNode;
  drawnRows?: number | null;
}) {
  const ref = useRef<HTMLTableSectionElement>(null);
  const top = useTopInPage(ref);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ROW_ESTIMATE,
    getItemKey: (i) => rows[i].id,
    overscan: 10,
    scrollMargin: top,
    useFlushSync: false,
  });
  if (drawnRows !== null)
    return (
      <tbody ref={ref} data-testid="task-rows-window">
        {false}
        {rows.slice(0, drawnRows).map((row, index) => renderRow(row, { ref: virtualizer.measureElement, index }))}
        {false}
      </tbody>
    );
  const items = virtualizer.getVirtualItems();
  const before = items.length > 0 ? items[0].start - top : 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1].end - top) : 0;
  return (
    <tbody ref={ref} data-testid="task-rows-window">
      {before > 0 && <Spacer height={before} columns={columns} />}
      {items.map((item) => renderRow(rows[item.index], { ref: virtualizer.measureElement, index: item.index }))}
      {after > 0 && <Spacer height={after} columns={columns} />}
    </tbody>
  );
}

function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tr className="pl-table__spacer" aria-hidden="true" style={{ height }}>
      <td colSpan={columns} />
    </tr>
  );
}
