import { UnsentMark } from '../offline/unsent-mark.tsx';
import { useAtom } from 'jotai';
import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  CheckCircle2,
  CircleAlert,
  ListChecks,
  Search,
  SlidersHorizontal,
  X,
} from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isDateOverdue } from '@shared/planner/card-date.ts';
import { taskDueDate } from '@shared/planner/due-date.ts';
import { finishedOptionIds, isTaskFinished } from '@shared/planner/finished.ts';
import { applyTableFilters, availableFilters, type TableFilterState } from '@shared/planner/table-filters.ts';
import {
  defaultTableSort,
  sortTasks,
  tableColumns,
  toggleTableSort,
  TITLE_COLUMN_KEY,
  type TableColumn,
} from '@shared/planner/table-sort.ts';
import { subtaskProgress } from '@shared/planner/subtasks.ts';
import { useServerDrawing } from '@app/lib/render-hints.ts';
import type { PlannerData } from '../api/planner-data.ts';
import { taskAddress } from '../state/drawn-dialog.ts';
import { PropertyValueView } from '../components/property-value.tsx';
import { useFormatDate } from '../hooks/use-format-date.ts';
import { useNow, useTimezone } from '../hooks/use-timezone.ts';
import { EmptyState } from '../layout/empty-state.tsx';
import { filterPanelOpenAtom, tableFiltersAtom, tableSearchAtom, tableSortAtom } from '../state/table.ts';
import { FilterPanel, countActiveFilters } from './filter-panel.tsx';
import { useHideDone } from './hide-done.ts';
import { WindowedRows } from './windowed-rows.tsx';

/** A longer table keeps only the rows near the screen in the page; a shorter one draws them all. */
const WINDOW_FROM = 100;

type Task = PlannerData['tasks'][number];
type RowRenderer = (task: Task, measure?: { ref: (el: Element | null) => void; index: number }) => ReactNode;

/** Rows the server draws of a table: a phone's first screen and more. */
const DRAWN_ROWS = 16;

/** The table's body: every row, or (a long table) the rows near the screen. */
function TableRows({ rows, columns, renderRow }: { rows: Task[]; columns: number; renderRow: RowRenderer }) {
  // The server draws a plain first screen of rows (lib/render-hints.ts); a short table is whole a render later.
  const drawing = useServerDrawing();
  if (rows.length < WINDOW_FROM)
    return <tbody>{(drawing ? rows.slice(0, DRAWN_ROWS) : rows).map((task) => renderRow(task))}</tbody>;
  // A long one is the windowed body drawn and hydrated alike, so the drawn rows are kept, not built again.
  return <WindowedRows rows={rows} columns={columns} renderRow={renderRow} drawnRows={drawing ? DRAWN_ROWS : null} />;
}

/**
 * The column whose cell shows an overdue task's due date, as the list and the kanban read it
 * (shared/planner/due-date.ts): its date, else its period's start; null when it is not overdue.
 */
function overdueColumn(task: Task, now: number, timezone: string, finished: boolean): 'date' | 'period' | null {
  const due = taskDueDate(task);
  if (!isDateOverdue(due, now, timezone, finished)) return null;
  return due === task.value_date ? 'date' : due === task.value_period?.[0] ? 'period' : 'date';
}

/** One empty filter state, so a project without its own filters does not re-run the rows' memo every render. */
const NO_FILTERS: TableFilterState = {};

/** The table view: title plus the project's property columns, sorting, filters. */
export function TableView({ data, onOpenTask }: { data: PlannerData; onOpenTask: (taskId: number) => void }) {
  const { t } = useTranslation();
  const timezone = useTimezone();
  const now = useNow();
  const formatDate = useFormatDate();
  const projectId = data.project.id;
  const [sortState, setSortState] = useAtom(tableSortAtom);
  const [filterState, setFilterState] = useAtom(tableFiltersAtom);
  const [search, setSearch] = useAtom(tableSearchAtom);
  const [panelOpen, setPanelOpen] = useAtom(filterPanelOpenAtom);

  const columns: TableColumn[] = useMemo(
    () => tableColumns(data.propertyColumns.map((c) => ({ ...c, options: c.options ?? [] }))),
    [data.propertyColumns],
  );
  const sort = sortState?.projectId === projectId ? sortState.sort : defaultTableSort(columns);
  const filters: TableFilterState = filterState?.projectId === projectId ? filterState.filters : NO_FILTERS;
  const filterDefs = useMemo(() => availableFilters(columns, data.profiles), [columns, data.profiles]);
  const activeCount = countActiveFilters(filters);
  const finished = useMemo(
    () => finishedOptionIds(data.propertyColumns.find((c) => c.type === 'select')?.options),
    [data.propertyColumns],
  );
  const [hideDone, setHideDone] = useHideDone();
  const doneCount = useMemo(
    () => (finished.size ? data.tasks.filter((task) => isTaskFinished(task, finished)).length : 0),
    [data.tasks, finished],
  );

  const rows = useMemo(() => {
    const q = search.trim().toLocaleLowerCase();
    const open = hideDone && finished.size ? data.tasks.filter((task) => !isTaskFinished(task, finished)) : data.tasks;
    const found = q
      ? open.filter(
          (task) =>
            task.title.toLocaleLowerCase().includes(q) || (task.description ?? '').toLocaleLowerCase().includes(q),
        )
      : open;
    return sortTasks(applyTableFilters(found, columns, filters, timezone), columns, sort, {
      profiles: data.profiles,
      timeZone: timezone,
    });
  }, [data.tasks, data.profiles, columns, filters, sort, search, timezone, hideDone, finished]);

  const headerTitle = (c: TableColumn) => (c.key === TITLE_COLUMN_KEY ? t('planner.table.title') : c.title);
  const propertyColumns = data.propertyColumns;
  const renderRow = (
    task: PlannerData['tasks'][number],
    measure?: { ref: (el: Element | null) => void; index: number },
  ) => {
    const progress = subtaskProgress(task.subtasks);
    const isDone = isTaskFinished(task, finished);
    const overdue = overdueColumn(task, now, timezone, isDone);
    return (
      <tr
        key={task.id}
        className={isDone ? 'is-done' : undefined}
        data-done={isDone || undefined}
        ref={measure?.ref}
        data-index={measure?.index}
        tabIndex={0}
        onClick={() => onOpenTask(task.id)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            onOpenTask(task.id);
          }
        }}
        data-testid="task-row"
        data-task-id={task.id}
        data-href={taskAddress('/planner', task.id)}
      >
        <td className="pl-col-title">
          {isDone && <CheckCircle2 size={16} className="pl-done-mark" aria-label={t('planner.done.mark')} role="img" />}
          <span className="pl-task-title">{task.title}</span>
          <UnsentMark taskId={task.id} />
          {progress.total > 0 && (
            <span
              className="pl-subcount"
              title={t('planner.subtasks.progress', {
                done: progress.completed,
                total: progress.total,
                percent: progress.percent,
              })}
            >
              <ListChecks size={13} aria-hidden /> {progress.completed}/{progress.total}
            </span>
          )}
        </td>
        {propertyColumns.map((c) =>
          overdue === c.type ? (
            // Red as in the list and the kanban, and not by colour alone: a mark, and words for a screen reader.
            <td key={c.key} className={`pl-col-${c.type} is-overdue`} data-overdue>
              <CircleAlert size={14} className="pl-overdue-mark" aria-hidden />
              <PropertyValueView task={task} column={c} profiles={data.profiles} formatDate={formatDate} />
              <span className="pl-visually-hidden">, {t('planner.due.overdue')}</span>
            </td>
          ) : (
            <td key={c.key} className={`pl-col-${c.type}`}>
              <PropertyValueView task={task} column={c} profiles={data.profiles} formatDate={formatDate} />
            </td>
          ),
        )}
      </tr>
    );
  };

  return (
    <div className="pl-table-view" data-testid="table-view">
      <div className="pl-toolbar">
        <label className="pl-search pl-toolbar__search">
          <Search size={16} aria-hidden />
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('planner.table.search')}
            aria-label={t('planner.table.search')}
            data-testid="table-search"
          />
        </label>
        <button
          type="button"
          className={`pl-chip-btn${panelOpen || activeCount ? ' is-active' : ''}`}
          aria-expanded={panelOpen}
          onClick={() => setPanelOpen(!panelOpen)}
          data-testid="filters-toggle"
        >
          <SlidersHorizontal size={16} aria-hidden />
          <span>{t('planner.filters.title')}</span>
          {activeCount > 0 && <span className="pl-chip-btn__count">{activeCount}</span>}
        </button>
        {activeCount > 0 && (
          <button
            type="button"
            className="pl-chip-btn"
            onClick={() => setFilterState({ projectId, filters: {} })}
            data-testid="filters-clear"
          >
            <X size={16} aria-hidden />
            <span>{t('planner.filters.clear')}</span>
          </button>
        )}
        {doneCount > 0 && (
          <button
            type="button"
            className={`pl-chip-btn${hideDone ? ' is-active' : ''}`}
            aria-pressed={hideDone}
            onClick={() => setHideDone(!hideDone)}
            data-testid="table-hide-done"
          >
            <CheckCircle2 size={16} aria-hidden />
            <span>{t('planner.table.hideDone', { count: doneCount })}</span>
          </button>
        )}
        <span className="pl-toolbar__count pl-muted">{t('planner.table.count', { count: rows.length })}</span>
      </div>
      {panelOpen && (
        <FilterPanel
          filters={filterDefs}
          state={filters}
          onChange={(next) => setFilterState({ projectId, filters: next })}
        />
      )}
      {data.tasks.length === 0 ? (
        <EmptyState
          icon={<ListChecks size={32} aria-hidden />}
          title={t('planner.table.noTasks')}
          text={t('planner.table.noTasksHint')}
          testId="table-empty"
        />
      ) : (
        <div className="pl-table-wrap">
          <table className="pl-table" data-testid="task-table">
            <thead>
              <tr>
                {columns.map((c) => {
                  const active = sort.key === c.key;
                  const Icon = active ? (sort.direction === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
                  return (
                    <th
                      key={c.key}
                      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
                      className={`pl-col-${c.type}`}
                    >
                      <button
                        type="button"
                        className={`pl-th${active ? ' is-active' : ''}`}
                        onClick={() => setSortState({ projectId, sort: toggleTableSort(sort, c.key) })}
                        data-testid={`sort-${c.key}`}
                      >
                        <span>{headerTitle(c)}</span>
                        <Icon size={14} aria-hidden />
                      </button>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <TableRows rows={rows} columns={columns.length} renderRow={renderRow} />
          </table>
          {rows.length === 0 && (
            <p className="pl-table-none pl-muted" data-testid="table-no-match">
              {t('planner.table.noMatches')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
