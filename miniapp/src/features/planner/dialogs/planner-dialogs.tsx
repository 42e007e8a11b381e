import { useAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { plannerDialogAtom } from '../state/dialogs.ts';
import ProjectDialog from './project-form.tsx';
import SpaceDialog from './space-form.tsx';
import TaskDialog from './task-form.tsx';

const SettingsDialog = lazy(() => import('../settings/settings-dialog.tsx'));

const ENTITY_DIALOGS = { space: SpaceDialog, project: ProjectDialog, task: TaskDialog };

/** The open planner dialog, if any (a lazy chunk: the views do not need it to paint). */
export default function PlannerDialogs() {
  const [dialog, setDialog] = useAtom(plannerDialogAtom);
  if (!dialog) return null;
  const close = () => setDialog(null);
  if (dialog.kind === 'entity') {
    const EntityDialog = ENTITY_DIALOGS[dialog.type];
    return (
      <EntityDialog
        key={`${dialog.type}-${dialog.mode}-${'id' in dialog ? dialog.id : ''}`}
        dialog={dialog}
        onClose={close}
      />
    );
  }
  return (
    <Suspense fallback={null}>
      <SettingsDialog key={`${dialog.type}-${dialog.id}`} type={dialog.type} id={dialog.id} onClose={close} />
    </Suspense>
  );
}
