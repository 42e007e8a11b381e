import { useQueryClient } from '@tanstack/react-query';
import { useAtom, useSetAtom } from 'jotai';
import { Check, ChevronDown, FolderTree, LogOut, Menu, PanelLeftOpen, Settings } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ConfirmDialog } from '@app/ui/confirm-dialog.tsx';
import { FullscreenToggle } from '@app/lib/telegram/native.tsx';
import { IconButton } from '@app/ui/icon-button.tsx';
import { OptionsMenu } from '@app/ui/options-menu.tsx';
import { toast } from '@app/ui/toast.ts';
import { useLeave } from '../api/members.ts';
import { SpaceIcon } from '../components/space-icon.tsx';
import { plannerDialogAtom } from '../state/dialogs.ts';
import {
  clearSelectionAtom,
  selectProjectAtom,
  sidebarCollapsedAtom,
  sidebarOpenOnPhoneAtom,
} from '../state/selection.ts';
import { canManage, useCurrentSelection } from './use-current-selection.ts';
import { ViewSwitcher } from './view-switcher.tsx';
import type { PlannerView } from './views.ts';

/** The selected title, settings (owners and admins), a menu with Leave, the view switcher. */
export function PlannerHeader({ view, signedIn }: { view: PlannerView; signedIn: boolean }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { space, project, projects } = useCurrentSelection();
  const selectProject = useSetAtom(selectProjectAtom);
  const [collapsed, setCollapsed] = useAtom(sidebarCollapsedAtom);
  const setPhoneOpen = useSetAtom(sidebarOpenOnPhoneAtom);
  const openDialog = useSetAtom(plannerDialogAtom);
  const clearSelection = useSetAtom(clearSelectionAtom);
  const leave = useLeave();
  const [confirmLeave, setConfirmLeave] = useState(false);

  const target = project
    ? { type: 'project' as const, id: project.id, title: project.title, role: project.role }
    : space
      ? { type: 'space' as const, id: space.id, title: space.title, role: space.role }
      : null;

  const onLeave = () => {
    if (!target) return;
    leave.mutate(target.type === 'project' ? { projectId: target.id } : { spaceId: target.id }, {
      onSuccess: () => {
        // Leaving deletes the membership, clears the selection, reloads, goes to /.
        setConfirmLeave(false);
        clearSelection();
        void queryClient.invalidateQueries();
        toast.success(t('planner.leave.done', { title: target.title }));
        navigate('/');
      },
    });
  };

  return (
    <header className="pl-header" data-testid="planner-header">
      <IconButton
        label={t('planner.sidebar.open')}
        size="m"
        className="pl-only-phone"
        onClick={() => setPhoneOpen(true)}
        data-testid="sidebar-open"
      >
        <Menu size={22} aria-hidden />
      </IconButton>
      {collapsed && (
        <IconButton
          label={t('planner.sidebar.expand')}
          size="m"
          className="pl-only-wide"
          onClick={() => setCollapsed(false)}
          data-testid="sidebar-expand"
        >
          <PanelLeftOpen size={20} aria-hidden />
        </IconButton>
      )}
      <div className="pl-header__title">
        {space && <SpaceIcon icon={space.icon} color={space.color} size={34} />}
        <div className="pl-header__text">
          <h1 className="pl-header__name" data-testid="planner-title">
            {project?.title ?? space?.title ?? t('nav.planner')}
          </h1>
          <p className="pl-header__sub">
            {project && space ? space.title : space ? t('planner.header.space') : t('planner.header.hint')}
          </p>
        </div>
        {/* On a phone a tap on the title switches the project, not only the ☰ drawer. */}
        {space && (
          <div className="pl-header__switch">
            <OptionsMenu
              label={t('planner.header.switchProject')}
              align="left"
              buttonClassName="pl-header__switch-btn"
              testId="header-project-switch"
              icon={<ChevronDown size={18} aria-hidden />}
              items={[
                ...(projects.data ?? []).map((p) => ({
                  key: `p${p.id}`,
                  label: p.title,
                  icon: p.id === project?.id ? <Check size={16} aria-hidden /> : <span className="pl-menu-gap" />,
                  onSelect: () => selectProject(p),
                })),
                {
                  key: 'all',
                  label: t('planner.header.allSpaces'),
                  icon: <FolderTree size={16} aria-hidden />,
                  onSelect: () => setPhoneOpen(true),
                },
              ]}
            />
          </div>
        )}
      </div>
      <ViewSwitcher current={view} />
      {/* The board and the calendar use every pixel of a phone. */}
      {(view === 'kanban' || view === 'calendar') && <FullscreenToggle className="lp-icon-btn" />}
      {signedIn && target && (
        <div className="pl-header__actions">
          {canManage(target.role) && (
            <IconButton
              label={t('planner.header.settings')}
              size="m"
              onClick={() => openDialog({ kind: 'settings', type: target.type, id: target.id })}
              data-testid="planner-settings"
            >
              <Settings size={20} aria-hidden />
            </IconButton>
          )}
          <OptionsMenu
            label={t('planner.options')}
            testId="planner-menu"
            items={[
              {
                key: 'leave',
                label: t(`planner.leave.${target.type}`),
                icon: <LogOut size={18} aria-hidden />,
                danger: true,
                onSelect: () => setConfirmLeave(true),
              },
            ]}
          />
        </div>
      )}
      {target && (
        <ConfirmDialog
          open={confirmLeave}
          onOpenChange={setConfirmLeave}
          title={t(`planner.leave.${target.type}`)}
          message={
            <>
              {t('planner.leave.message', { title: target.title })}
              <br />
              <span className="pl-muted">{t(`planner.leave.note.${target.type}`)}</span>
            </>
          }
          confirm={t('planner.leave.confirm')}
          destructive
          busy={leave.isPending}
          onConfirm={onLeave}
          data-testid="leave-confirm"
        />
      )}
    </header>
  );
}
