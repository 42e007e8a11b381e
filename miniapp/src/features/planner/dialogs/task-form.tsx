import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { subtasksPayload } from '@shared/planner/subtasks.ts';
import { taskFormSchema, type Space, type Task } from '@shared/schemas/planner.ts';
import { firstErrorMessage } from '@app/lib/forms/first-error-message.ts';
import { useFormDraft } from '@app/lib/forms/use-form-draft.ts';
import { useSetField } from '@app/lib/forms/use-set-field.ts';
import { useZodForm, type ZodForm } from '@app/lib/forms/use-zod-form.ts';
import { FieldError } from '@app/ui/field-error.tsx';
import { toast } from '@app/ui/toast.ts';
import { useMembers } from '../api/members.ts';
import { usePlannerData } from '../api/planner-data.ts';
import { useProjects } from '../api/projects.ts';
import { useSpaces } from '../api/spaces.ts';
import { canManage } from '../layout/use-current-selection.ts';
import { selectedProjectIdAtom, selectedSpaceIdAtom } from '../state/selection.ts';
import {
  blankToNull,
  EntityDialogPlaceholder,
  FormDialogShell,
  type EntityDialogProps,
} from './entity-dialog-shell.tsx';
import { DescriptionField, TitleField } from './entity-fields.tsx';
import { ParentSelector } from './parent-selector.tsx';
import { WatchedPropertiesPanel } from './properties/properties-panel.tsx';
import { applyValues, idOrNull, valuesOf, valuesPayload } from './properties/values.ts';
import { SubtaskList } from './subtask-list.tsx';
import { DeadlineControl } from './properties/deadline-control.tsx';
import type { DeadlineRule } from '@shared/schemas/deadlines.ts';
import { newTempId } from '../offline/changes.ts';
import { taskUpdate } from '../offline/task-update.ts';
import { useSendChange } from '../offline/use-send-change.ts';
import type { ArchiveCall } from './entity-dialog-shell.tsx';

/**
 * What the task form edits: its project, title, description, subtasks and the values of
 * its project's properties, checked by the create call's own schema (an edit sends the
 * same fields).
 */
const taskForm = taskFormSchema;

/**
 * An update's fields with the task's deadline rule: a new or changed rule is sent instead of the
 * date it sets (the server counts the day), a rule the person removed is sent as null.
 */
function withRule<F extends { value_date?: unknown; base?: { from: Record<string, unknown> } }>(
  fields: F,
  before: DeadlineRule | null,
  after: DeadlineRule | null,
): F & { deadline?: DeadlineRule | null } {
  if (JSON.stringify(before) === JSON.stringify(after)) return fields;
  if (!after) return { ...fields, deadline: null };
  const { value_date: _date, ...rest } = fields;
  if (rest.base) {
    const { value_date: _was, ...from } = rest.base.from;
    rest.base = { ...rest.base, from };
  }
  return { ...(rest as F), deadline: after };
}

/** Create a task (in the chosen or selected project), or edit one of the open project's tasks. */
export default function TaskDialog({ dialog, onClose }: EntityDialogProps) {
  const { t } = useTranslation();
  const selectedProjectId = useAtomValue(selectedProjectIdAtom);
  const selectedSpaceId = useAtomValue(selectedSpaceIdAtom);
  const spaces = useSpaces();
  const plannerData = usePlannerData(dialog.mode === 'edit' ? selectedProjectId : null);
  if (dialog.mode === 'create') {
    const spaceId = dialog.spaceId ?? selectedSpaceId ?? null;
    return (
      <TaskForm
        spaces={spaces.data ?? []}
        spaceId={spaceId}
        projectId={dialog.projectId ?? selectedProjectId ?? null}
        onClose={onClose}
      />
    );
  }
  const task = plannerData.data?.tasks.find((x) => x.id === dialog.id);
  if (!task) return <EntityDialogPlaceholder type="task" pending={plannerData.isPending} onClose={onClose} />;
  const spaceId = plannerData.data?.space.id ?? null;
  // Only the space's owners and admins move a task to another project.
  const spaceRole = spaces.data?.find((s) => s.id === spaceId)?.role ?? null;
  return (
    <TaskForm
      key={task.id}
      task={task}
      spaces={spaces.data ?? []}
      spaceId={spaceId}
      projectId={task.project_id}
      refusal={canManage(spaceRole) ? null : t('planner.form.refuseProject')}
      onClose={onClose}
    />
  );
}

function TaskForm({
  task,
  spaces,
  spaceId: initialSpaceId,
  projectId: initialProjectId,
  refusal = null,
  onClose,
}: {
  task?: Task;
  spaces: Space[];
  spaceId: number | null;
  projectId: number | null;
  refusal?: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(taskForm, {
    defaultValues: {
      project_id: initialProjectId,
      title: task?.title ?? '',
      description: task?.description ?? '',
      subtasks: task?.subtasks ?? [],
      ...valuesOf(task),
      deadline: task?.deadline ?? null,
    },
  });
  const deadline = (form.watch('deadline') ?? null) as DeadlineRule | null;
  // A date a rule had set, changed by hand: the rule is dropped, and the panel says so.
  const [ruleDropped, setRuleDropped] = useState(false);
  const set = useSetField(form);
  const { errors } = form.formState;
  // The space only narrows the project list: a task belongs to a project.
  const [spaceId, setSpaceId] = useState(initialSpaceId);
  const projectId = idOrNull(form.watch('project_id'));
  const spaceProjects = useProjects(spaceId, { enabled: spaceId !== null });
  // A task's properties are its project's slots.
  const parentSlots = spaceProjects.data?.find((p) => p.id === projectId) ?? null;
  const members = useMembers(
    parentSlots?.property_people && projectId !== null ? { type: 'project', id: projectId } : null,
  );
  const send = useSendChange();
  const [saveError, setSaveError] = useState<Error | null>(null);
  const [archiving, setArchiving] = useState(false);
  // Archived through the kept queue too: offline, the task leaves the views at once.
  const archive: ArchiveCall = {
    isPending: archiving,
    mutate: ({ id }, { onSuccess, onError }) => {
      setArchiving(true);
      send({ kind: 'archive', projectId: task!.project_id, args: { id } })
        .then(onSuccess, onError)
        .finally(() => setArchiving(false));
    },
  };
  // The task dialog sends everything at once on Save: what is typed and not sent yet survives a
  // closed app or a reload; Cancel discards it.
  const draft = useFormDraft(form, `task:${task?.id ?? `new:${initialProjectId ?? ''}`}`);
  const cancel = () => {
    draft.clear();
    onClose();
  };

  const save = form.handleSubmit(async (data) => {
    const body = {
      ...data,
      description: blankToNull(data.description),
      subtasks: subtasksPayload(data.subtasks),
      ...valuesPayload(data, parentSlots),
    };
    setSaveError(null);
    try {
      let outcome: 'sent' | 'kept';
      if (task) {
        // Removing every subtask must reach the server: an empty list, not "unchanged".
        const { deadline: rule, ...rest } = body;
        const edited = { ...rest, subtasks: rest.subtasks ?? (task.subtasks.length > 0 ? [] : undefined) };
        // Only what the person changed: what they left alone keeps whatever others set meanwhile.
        const fields = withRule(taskUpdate(task, edited), task.deadline, rule ?? null);
        outcome =
          Object.keys(fields).length === 0
            ? 'sent'
            : await send({ kind: 'update', projectId: task.project_id, args: { id: task.id, ...fields } });
      } else {
        const projectId = body.project_id;
        if (projectId === null || projectId === undefined) return;
        // A rule's day is the server's to count: the date goes with the rule, not beside it.
        const { value_date, ...withoutDate } = body;
        outcome = await send({
          kind: 'create',
          projectId,
          tempId: newTempId(),
          args: body.deadline ? { ...withoutDate, project_id: projectId } : { ...body, project_id: projectId },
        });
      }
      draft.clear();
      toast.success(
        outcome === 'kept'
          ? t('planner.offline.kept')
          : t(`planner.form.saved.${task ? 'edit' : 'create'}.task`, { title: data.title }),
      );
      onClose();
    } catch (err) {
      // Stays open with its typing, the server's text in the dialog's banner.
      setSaveError(err as Error);
    }
  });

  return (
    <FormDialogShell
      control={form.control}
      type="task"
      mode={task ? 'edit' : 'create'}
      saveError={saveError}
      onSubmit={save}
      onClose={cancel}
      archive={task && { id: task.id, call: archive }}
    >
      <div className="pl-form__main">
        <ParentSelector
          type="task"
          mode={task ? 'edit' : 'create'}
          value={{ spaceId, projectId }}
          onChange={(next) => {
            setSpaceId(next.spaceId);
            set('project_id', next.projectId);
          }}
          spaces={spaces}
          projects={spaceProjects.data ?? []}
          projectsLoading={spaceProjects.isLoading}
          refusal={refusal}
        />
        <FieldError
          error={errors.project_id && t('planner.form.projectRequired')}
          className="pl-field__error"
          testId="parent-error"
        />
        <TitleField
          type="task"
          registration={form.register('title')}
          control={form.control}
          error={errors.title}
          initial={task?.title}
        />
        <Controller
          control={form.control}
          name="description"
          render={({ field }) => (
            <DescriptionField value={field.value} onChange={field.onChange} error={errors.description} />
          )}
        />
        <SubtasksField control={form.control} onChange={(list) => set('subtasks', list)} />
        <FieldError error={firstErrorMessage(errors.subtasks)} className="pl-field__error" testId="subtasks-error" />
      </div>
      <WatchedPropertiesPanel
        control={form.control}
        parent={parentSlots}
        onChange={(patch) => {
          if (patch.value_date !== undefined && deadline) {
            set('deadline', null);
            setRuleDropped(true);
          }
          applyValues(patch, set);
        }}
        dateExtra={
          <DeadlineControl
            deadline={deadline}
            droppedByHand={ruleDropped}
            onApply={(rule, due) => {
              set('deadline', rule);
              set('value_date', due);
              setRuleDropped(false);
            }}
          />
        }
        members={members.data ?? []}
        membersLoading={members.isLoading}
        personEmptyText={t('planner.properties.noProjectMembers')}
        parentMissingText={t('planner.properties.chooseProject')}
      />
    </FormDialogShell>
  );
}

/** The subtasks, watched on their own: a tick renders the list, not every field of the task. */
function SubtasksField({
  control,
  onChange,
}: {
  control: ZodForm<typeof taskForm>['control'];
  onChange: (list: Task['subtasks']) => void;
}) {
  const value = useWatch({ control, name: 'subtasks' });
  return <SubtaskList value={value ?? []} onChange={onChange} />;
}
