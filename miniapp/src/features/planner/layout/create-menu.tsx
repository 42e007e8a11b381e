import { useAtomValue, useSetAtom } from 'jotai';
import { FolderPlus, LayoutGrid, ListPlus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OptionsMenu } from '@app/ui/options-menu.tsx';
import { plannerDialogAtom } from '../state/dialogs.ts';
import { selectedProjectIdAtom, selectedSpaceIdAtom } from '../state/selection.ts';

/** The bottom create button (task, project, space) for signed-in users. */
export function CreateMenu() {
  const { t } = useTranslation();
  const open = useSetAtom(plannerDialogAtom);
  const spaceId = useAtomValue(selectedSpaceIdAtom);
  const projectId = useAtomValue(selectedProjectIdAtom);
  return (
    <div className="pl-fab">
      <OptionsMenu
        label={t('planner.create.label')}
        buttonClassName="pl-fab__btn"
        icon={
          <>
            <Plus size={22} aria-hidden />
            <span>{t('planner.create.label')}</span>
          </>
        }
        testId="create-menu"
        items={[
          {
            key: 'task',
            label: t('planner.create.task'),
            icon: <ListPlus size={18} aria-hidden />,
            onSelect: () => open({ kind: 'entity', type: 'task', mode: 'create', spaceId, projectId }),
          },
          {
            key: 'project',
            label: t('planner.create.project'),
            icon: <FolderPlus size={18} aria-hidden />,
            onSelect: () => open({ kind: 'entity', type: 'project', mode: 'create', spaceId }),
          },
          {
            key: 'space',
            label: t('planner.create.space'),
            icon: <LayoutGrid size={18} aria-hidden />,
            onSelect: () => open({ kind: 'entity', type: 'space', mode: 'create' }),
          },
        ]}
      />
    </div>
  );
}
