import { UnsentMark } from '../offline/unsent-mark.tsx';
import { CheckCircle2, ChevronDown, ChevronRight, ListChecks } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { taskDueDate } from '@shared/planner/due-date.ts';
import { finishedOptionIds, isTaskFinished } from '@shared/planner/finished.ts';
import {
  groupTasksByDueDate,
  LIST_GROUPS_COLLAPSED_BY_DEFAULT,
  LIST_PAGE_SIZE,
  listPage,
  loadMore,
  visibleListGroups,
  type ListGroupKey,
} from '@shared/planner/list-groups.ts';
import { subtaskProgress } from '@shared/planner/subtasks.ts';
import type { Task } from '@shared/schemas/planner.ts';
import { Avatar } from '@app/ui/avatar.tsx';
import type { PlannerData } from '../api/planner-data.ts';
import { OptionPill } from '../components/property-value.tsx';
import { useFormatDate } from '../hooks/use-format-date.ts';
import { LawMark } from '../components/law-mark.tsx';
import { useNow, useTimezone } from '../hooks/use-timezone.ts';
import { taskAddress } from '../state/drawn-dialog.ts';

const PAGED: ListGroupKey[] = ['upcoming', 'noDate', 'done'];

/** The list view: Overdue, Today, Upcoming, No date, with counts and paging. */
export function ListView({ data, onOpenTask }: { data: PlannerData; onOpenTask: (taskId: number) => void }) {
  const { t } = useTranslation();
  const timezone = useTimezone();
  const now = useNow();
  const formatDate = useFormatDate();
  const [collapsed, setCollapsed] = useState<Set<ListGroupKey>>(() => new Set(LIST_GROUPS_COLLAPSED_BY_DEFAULT));
  const [shown, setShown] = useState<Partial<Record<ListGroupKey, number>>>({});

  const selectColumn = data.propertyColumns.find((c) => c.type === 'select');
  const finished = useMemo(() => finishedOptionIds(selectColumn?.options), [selectColumn]);
  const groups = useMemo(
    () => groupTasksByDueDate(data.tasks, now, timezone, finished),
    [data.tasks, now, timezone, finished],
  );

  const toggle = (key: ListGroupKey) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <div className="pl-list" data-testid="list-view">
      {visibleListGroups(groups).map((key) => {
        const tasks = groups[key];
        const collapsible = PAGED.includes(key);
        const isCollapsed = collapsible && collapsed.has(key);
        const page = PAGED.includes(key)
          ? listPage(tasks.length, shown[key] ?? LIST_PAGE_SIZE)
          : { visible: tasks.length, remaining: 0 };
        const HeadTag = collapsible ? 'button' : 'div';
        return (
          <section key={key} className={`pl-list-group pl-list-group--${key}`} data-testid={`list-group-${key}`}>
            <HeadTag
              {...(collapsible
                ? { type: 'button' as const, 'aria-expanded': !isCollapsed, onClick: () => toggle(key) }
                : {})}
              className="pl-list-group__head"
              data-testid={`list-group-${key}-head`}
            >
              {collapsible &&
                (isCollapsed ? <ChevronRight size={18} aria-hidden /> : <ChevronDown size={18} aria-hidden />)}
              <h2 className="pl-list-group__title">{t(`planner.list.${key}`)}</h2>
              <span className="pl-badge" data-testid={`list-group-${key}-count`}>
                {tasks.length}
              </span>
            </HeadTag>
            {!isCollapsed && (
              <div className="pl-list-group__body">
                {tasks.length === 0 ? (
                  <p className="pl-list-empty pl-muted">{t('planner.list.noTasks')}</p>
                ) : (
                  <ul className="pl-list-items">
                    {tasks.slice(0, page.visible).map((task) => {
                      const due = taskDueDate(task);
                      const option = selectColumn?.options?.find((o) => o.id === task.value_select);
                      const person = task.value_people !== null ? data.profiles[String(task.value_people)] : undefined;
                      const progress = subtaskProgress(task.subtasks);
                      const isDone = isTaskFinished(task, finished);
                      return (
                        <li key={task.id}>
                          <button
                            type="button"
                            className={`pl-list-item${isDone ? ' is-done' : ''}`}
                            onClick={() => onOpenTask(task.id)}
                            data-testid="list-item"
                            data-task-id={task.id}
                            data-href={taskAddress('/list', task.id)}
                            data-done={isDone || undefined}
                          >
                            {isDone && (
                              <CheckCircle2
                                size={18}
                                className="pl-done-mark"
                                aria-label={t('planner.done.mark')}
                                role="img"
                              />
                            )}
                            <span className="pl-list-item__main">
                              <span className="pl-list-item__title">
                                {task.title}
                                <UnsentMark taskId={task.id} />
                              </span>
                              <span className="pl-list-item__meta">
                                {due && (
                                  <span className={`pl-list-item__date${key === 'overdue' ? ' is-overdue' : ''}`}>
                                    {formatDate(due)}
                                    {task.deadline && due === task.value_date && <LawMark rule={task.deadline} />}
                                  </span>
                                )}
                                {progress.total > 0 && (
                                  <span className="pl-subcount">
                                    <ListChecks size={13} aria-hidden /> {progress.completed}/{progress.total}
                                  </span>
                                )}
                              </span>
                            </span>
                            {option && <OptionPill option={option} />}
                            {person && (
                              <Avatar
                                src={person.avatar}
                                name={person.name}
                                size={26}
                                className="pl-avatar"
                                alt={person.name}
                              />
                            )}
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                )}
                {page.remaining > 0 && (
                  <button
                    type="button"
                    className="pl-load-more"
                    onClick={() => setShown((s) => ({ ...s, [key]: loadMore(s[key] ?? LIST_PAGE_SIZE) }))}
                    data-testid={`list-group-${key}-more`}
                  >
                    {t('planner.list.loadMore', { n: page.remaining })}
                  </button>
                )}
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}
