import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { Calendar, GripVertical, Plus, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addSubtask,
  deleteSubtask,
  needsDeleteConfirmation,
  renameSubtask,
  reorderSubtasks,
  setSubtaskDate,
  subtaskProgress,
  toggleSubtask,
} from '@shared/planner/subtasks.ts';
import type { Subtask } from '@shared/schemas/planner.ts';
import { ConfirmDialog } from '@app/ui/confirm-dialog.tsx';
import { AutoTextarea } from '@app/ui/auto-textarea.tsx';
import { LengthLimit } from '@app/ui/length-limit.tsx';
import { DragGuard } from '@app/lib/telegram/drag-guard.tsx';
import { IconButton } from '@app/ui/icon-button.tsx';
import { DatePicker } from '../components/date-picker.tsx';
import { LIMITS } from '../constants.ts';
import { useFormatDate } from '../hooks/use-format-date.ts';

type Props = { value: Subtask[]; onChange: (next: Subtask[]) => void };

/**
 * The task form's subtasks: add, rename, toggle, date, drag reorder by the
 * handle, delete (asking first when the title is not blank), progress. The list rules
 * (ids, numbering) are shared/planner/subtasks.ts.
 */
export function SubtaskList({ value, onChange }: Props) {
  const { t } = useTranslation();
  const [activeId, setActiveId] = useState<number | null>(null);
  const [overId, setOverId] = useState<number | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<Subtask | null>(null);
  const [dateFor, setDateFor] = useState<Subtask | null>(null);
  const [focusId, setFocusId] = useState<number | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  );
  const progress = subtaskProgress(value);
  const indexOf = (id: number | null) => value.findIndex((s) => s.id === id);
  const from = indexOf(activeId);
  const to = indexOf(overId);

  const onDragStart = (e: DragStartEvent) => setActiveId(Number(e.active.id));
  const onDragOver = (e: DragOverEvent) => setOverId(e.over ? Number(e.over.id) : null);
  const onDragEnd = (e: DragEndEvent) => {
    const a = indexOf(Number(e.active.id));
    const b = e.over ? indexOf(Number(e.over.id)) : -1;
    setActiveId(null);
    setOverId(null);
    if (a >= 0 && b >= 0 && a !== b) onChange(reorderSubtasks(value, a, b));
  };

  const remove = (s: Subtask) => {
    if (needsDeleteConfirmation(s.title)) setConfirmDelete(s);
    else onChange(deleteSubtask(value, s.id));
  };

  const active = value.find((s) => s.id === activeId);
  return (
    <section className="pl-subtasks" aria-labelledby="pl-subtasks-title" data-testid="subtasks">
      <div className="pl-subtasks__head">
        <h3 className="pl-section-title" id="pl-subtasks-title">
          {t('planner.subtasks.title')}
        </h3>
        {progress.total > 0 && (
          <span className="pl-muted pl-subtasks__count" data-testid="subtasks-progress-text">
            {t('planner.subtasks.progress', {
              done: progress.completed,
              total: progress.total,
              percent: progress.percent,
            })}
          </span>
        )}
      </div>
      {progress.total > 0 && (
        <div
          className="pl-progress"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          aria-label={t('planner.subtasks.title')}
        >
          <div className="pl-progress__bar" style={{ width: `${progress.percent}%` }} />
        </div>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          setActiveId(null);
          setOverId(null);
        }}
        accessibility={{
          screenReaderInstructions: { draggable: t('planner.subtasks.dragInstructions') },
        }}
      >
        <DragGuard />
        <ol className="pl-subtask-list">
          {value.map((s, i) => (
            <SubtaskRow
              key={s.id}
              subtask={s}
              dragging={s.id === activeId}
              indicator={activeId !== null && i === to && from !== to ? (from < to ? 'below' : 'above') : null}
              autoFocus={s.id === focusId}
              onRename={(title) => onChange(renameSubtask(value, s.id, title))}
              onToggle={() => onChange(toggleSubtask(value, s.id))}
              onPickDate={() => setDateFor(s)}
              onClearDate={() => onChange(setSubtaskDate(value, s.id, null))}
              onDelete={() => remove(s)}
              onEnter={() => {
                const next = addSubtask(value);
                setFocusId(next[next.length - 1].id);
                onChange(next);
              }}
            />
          ))}
        </ol>
        <DragOverlay dropAnimation={null}>
          {active ? (
            <div className="pl-subtask pl-subtask--overlay">{active.title || t('planner.subtasks.untitled')}</div>
          ) : null}
        </DragOverlay>
      </DndContext>
      <button
        type="button"
        className="pl-add-row"
        onClick={() => {
          const next = addSubtask(value);
          setFocusId(next[next.length - 1].id);
          onChange(next);
        }}
        data-testid="subtask-add"
      >
        <Plus size={16} aria-hidden />
        {t('planner.subtasks.add')}
      </button>
      <ConfirmDialog
        open={confirmDelete !== null}
        onOpenChange={(open) => !open && setConfirmDelete(null)}
        title={t('planner.subtasks.deleteTitle')}
        message={t('planner.subtasks.deleteMessage', { title: confirmDelete?.title ?? '' })}
        confirm={t('planner.subtasks.delete')}
        destructive
        onConfirm={() => {
          if (confirmDelete) onChange(deleteSubtask(value, confirmDelete.id));
          setConfirmDelete(null);
        }}
        data-testid="subtask-delete-confirm"
      />
      <DatePicker
        open={dateFor !== null}
        value={dateFor?.date ?? null}
        onClose={() => setDateFor(null)}
        onSave={(v) => {
          if (dateFor) onChange(setSubtaskDate(value, dateFor.id, v));
          setDateFor(null);
        }}
      />
    </section>
  );
}

function SubtaskRow({
  subtask,
  dragging,
  indicator,
  autoFocus,
  onRename,
  onToggle,
  onPickDate,
  onClearDate,
  onDelete,
  onEnter,
}: {
  subtask: Subtask;
  dragging: boolean;
  indicator: 'above' | 'below' | null;
  autoFocus: boolean;
  onRename: (title: string) => void;
  onToggle: () => void;
  onPickDate: () => void;
  onClearDate: () => void;
  onDelete: () => void;
  onEnter: () => void;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const drag = useDraggable({ id: subtask.id });
  const drop = useDroppable({ id: subtask.id });
  return (
    <li
      ref={drop.setNodeRef}
      className={`pl-subtask${dragging ? ' is-dragging' : ''}${subtask.is_completed ? ' is-done' : ''}${indicator ? ` drop-${indicator}` : ''}`}
      data-testid="subtask"
      data-number={subtask.number}
    >
      <button
        type="button"
        ref={drag.setNodeRef}
        className="pl-subtask__handle"
        aria-label={t('planner.subtasks.reorder', { n: subtask.number })}
        {...drag.attributes}
        {...drag.listeners}
        data-testid="subtask-handle"
      >
        <GripVertical size={16} aria-hidden />
      </button>
      <span className="pl-subtask__num" aria-hidden>
        {subtask.number}.
      </span>
      <label className="pl-checkbox pl-subtask__check">
        <input
          type="checkbox"
          checked={subtask.is_completed}
          onChange={onToggle}
          aria-label={t('planner.subtasks.complete')}
          data-testid="subtask-toggle"
        />
        <span className="pl-checkbox__box" aria-hidden />
      </label>
      <span className="pl-subtask__text">
        <AutoTextarea
          minHeight={24}
          className="pl-subtask__title"
          value={subtask.title}
          placeholder={t('planner.subtasks.placeholder')}
          aria-label={t('planner.subtasks.titleLabel', { n: subtask.number })}
          maxLength={LIMITS.title}
          autoFocus={autoFocus}
          onChange={(e) => onRename(e.target.value.replace(/\n/g, ' '))}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              onEnter();
            }
          }}
          data-testid="subtask-title"
        />
        <LengthLimit length={subtask.title.length} max={LIMITS.title} testId="subtask-title-limit" />
      </span>
      {subtask.date ? (
        <span className="pl-subtask__date">
          <button
            type="button"
            className="pl-field-btn pl-field-btn--s"
            onClick={onPickDate}
            data-testid="subtask-date"
          >
            {formatDate(subtask.date)}
          </button>
          <IconButton label={t('planner.date.clear')} size="xs" onClick={onClearDate}>
            <X size={14} aria-hidden />
          </IconButton>
        </span>
      ) : (
        <IconButton label={t('planner.subtasks.setDate')} size="xs" onClick={onPickDate} data-testid="subtask-date">
          <Calendar size={16} aria-hidden />
        </IconButton>
      )}
      <IconButton
        label={t('planner.subtasks.delete')}
        size="xs"
        className="pl-danger-hover"
        onClick={onDelete}
        data-testid="subtask-delete"
      >
        <Trash2 size={16} aria-hidden />
      </IconButton>
    </li>
  );
}
