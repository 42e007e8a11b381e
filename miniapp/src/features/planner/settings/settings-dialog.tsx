import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { Archive, LogOut, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Project, Space } from '@shared/schemas/planner.ts';
import { DEFAULT_SPACE_COLOR, DEFAULT_SPACE_ICON, LIMITS } from '../constants.ts';
import { errorText } from '@app/lib/api-errors.ts';
import { ConfirmDialog } from '@app/ui/confirm-dialog.tsx';
import { Modal } from '@app/ui/modal.tsx';
import { toast } from '@app/ui/toast.ts';
import { useArchiveProject } from '../api/projects.ts';
import { useArchiveSpace } from '../api/spaces.ts';
import { useProjects } from '../api/projects.ts';
import { useSpaces } from '../api/spaces.ts';
import { useLeave } from '../api/members.ts';
import { useUpdateProject } from '../api/projects.ts';
import { useUpdateSpace } from '../api/spaces.ts';
import { AutoTextarea } from '@app/ui/auto-textarea.tsx';
import { IconButton } from '@app/ui/icon-button.tsx';
import { AppearancePicker, type SpaceColorName, type SpaceIconName } from '../dialogs/appearance-picker.tsx';
import { clearSelectionAtom } from '../state/selection.ts';
import { MembersManager } from './members-manager.tsx';
import { PropertiesTab } from './properties-tab.tsx';
import { draftsOf, draftsValid, slotsPayload, type SlotDrafts } from './slot-drafts.ts';

type Tab = 'info' | 'members' | 'properties';
const TABS: Tab[] = ['info', 'members', 'properties'];

/** Space/project settings: info, members and properties tabs; archive; leave. */
export default function SettingsDialog({
  type,
  id,
  onClose,
}: {
  type: 'space' | 'project';
  id: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const spaces = useSpaces();
  const projects = useProjects(null, { enabled: type === 'project' });
  const entity = type === 'space' ? spaces.data?.find((s) => s.id === id) : projects.data?.find((p) => p.id === id);
  if (!entity) {
    const pending = type === 'space' ? spaces.isPending : projects.isPending;
    return (
      <Modal open onClose={onClose} size="md" title={t(`planner.settings.title.${type}`)} testId="settings-dialog">
        <p className={pending ? 'pl-muted' : 'pl-error'}>
          {pending ? t('common.loading') : t('planner.form.notFound')}
        </p>
      </Modal>
    );
  }
  return <SettingsForm type={type} entity={entity} onClose={onClose} />;
}

function SettingsForm({
  type,
  entity,
  onClose,
}: {
  type: 'space' | 'project';
  entity: Space | Project;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const clearSelection = useSetAtom(clearSelectionAtom);
  const space = type === 'space' ? (entity as Space) : null;
  const [tab, setTab] = useState<Tab>('info');
  const [title, setTitle] = useState(entity.title);
  const [description, setDescription] = useState(entity.description ?? '');
  const [appearance, setAppearance] = useState({
    icon: (space?.icon ?? DEFAULT_SPACE_ICON) as SpaceIconName,
    color: (space?.color ?? DEFAULT_SPACE_COLOR) as SpaceColorName,
  });
  const [initialDrafts] = useState<SlotDrafts>(() => draftsOf(entity));
  const [drafts, setDrafts] = useState<SlotDrafts>(initialDrafts);
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'archive' | 'leave' | null>(null);
  const updateSpace = useUpdateSpace();
  const updateProject = useUpdateProject();
  const archiveSpace = useArchiveSpace();
  const archiveProject = useArchiveProject();
  const leave = useLeave();
  const saving = updateSpace.isPending || updateProject.isPending;

  const save = async () => {
    if (!title.trim()) {
      setTab('info');
      setError(t('planner.form.titleRequired'));
      return;
    }
    if (!draftsValid(drafts)) {
      setTab('properties');
      setError(t('planner.settings.propertiesInvalid'));
      return;
    }
    setError(null);
    const body = {
      id: entity.id,
      title: title.trim(),
      description: description.trim() ? description : null,
      ...slotsPayload(initialDrafts, drafts),
    };
    try {
      if (type === 'space') await updateSpace.mutateAsync({ ...body, ...appearance });
      else await updateProject.mutateAsync(body);
      toast.success(t('planner.settings.saved'));
      onClose();
    } catch (err) {
      setError(errorText(err, t));
    }
  };

  const done = (message: string) => {
    setConfirm(null);
    clearSelection();
    void queryClient.invalidateQueries();
    toast.success(message);
    onClose();
  };

  const onConfirm = () => {
    if (confirm === 'archive') {
      const archive = type === 'space' ? archiveSpace : archiveProject;
      archive.mutate(
        { id: entity.id },
        {
          onSuccess: () => done(t(`planner.archive.done.${type}`)),
          // Archive failures are only logged.
          onError: (err) => {
            console.error(`Error archiving ${type}`, err);
            setConfirm(null);
          },
        },
      );
    } else if (confirm === 'leave') {
      leave.mutate(type === 'space' ? { spaceId: entity.id } : { projectId: entity.id }, {
        onSuccess: () => {
          done(t('planner.leave.done', { title: entity.title }));
          navigate('/');
        },
        onError: () => setConfirm(null),
      });
    }
  };

  return (
    <Modal
      open
      onClose={() => !saving && onClose()}
      title={t(`planner.settings.title.${type}`)}
      size="lg"
      closeOnBackdrop={false}
      optionsLabel={t('planner.options')}
      options={[
        {
          key: 'archive',
          label: t('planner.archive.action'),
          icon: <Archive size={18} aria-hidden />,
          danger: true,
          onSelect: () => setConfirm('archive'),
        },
        {
          key: 'leave',
          label: t(`planner.leave.${type}`),
          icon: <LogOut size={18} aria-hidden />,
          danger: true,
          onSelect: () => setConfirm('leave'),
        },
      ]}
      testId="settings-dialog"
      bodyClassName="pl-settings-body"
      footer={
        <>
          <button
            type="button"
            className="pl-btn pl-btn--ghost"
            onClick={onClose}
            disabled={saving}
            data-testid="settings-cancel"
          >
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="pl-btn pl-btn--primary"
            onClick={() => void save()}
            disabled={saving}
            data-testid="settings-save"
          >
            {saving ? t('planner.form.saving') : t('common.save')}
          </button>
        </>
      }
    >
      <div className="pl-tabs" role="tablist" aria-label={t(`planner.settings.title.${type}`)}>
        {TABS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            id={`pl-tab-${k}`}
            aria-selected={tab === k}
            aria-controls={`pl-panel-${k}`}
            className={`pl-tab${tab === k ? ' is-active' : ''}`}
            onClick={() => setTab(k)}
            data-testid={`settings-tab-${k}`}
          >
            {t(`planner.settings.tabs.${k}`)}
          </button>
        ))}
      </div>
      {error && (
        <div className="pl-banner" role="alert" data-testid="settings-error">
          <span>{error}</span>
          <IconButton label={t('common.close')} size="xs" onClick={() => setError(null)}>
            <X size={16} aria-hidden />
          </IconButton>
        </div>
      )}
      <div role="tabpanel" id={`pl-panel-${tab}`} aria-labelledby={`pl-tab-${tab}`} className="pl-tabpanel">
        {tab === 'info' && (
          <div className="pl-form__main">
            <label className="pl-field">
              <span className="pl-field__label">
                {t('planner.form.title')}{' '}
                <span className="pl-required" aria-hidden>
                  *
                </span>
              </span>
              <input
                className="pl-input pl-input--title"
                value={title}
                maxLength={LIMITS.title}
                onChange={(e) => setTitle(e.target.value)}
                data-testid="settings-title"
              />
            </label>
            <label className="pl-field">
              <span className="pl-field__label">{t('planner.form.description')}</span>
              <AutoTextarea
                minHeight={120}
                className="pl-input pl-textarea"
                value={description}
                maxLength={LIMITS.description}
                onChange={(e) => setDescription(e.target.value)}
                placeholder={t('planner.form.descriptionPlaceholder')}
              />
            </label>
            {type === 'space' && (
              <AppearancePicker icon={appearance.icon} color={appearance.color} onChange={setAppearance} />
            )}
          </div>
        )}
        {tab === 'members' && (
          <MembersManager
            type={type}
            id={entity.id}
            spaceId={type === 'space' ? entity.id : (entity as Project).space_id}
          />
        )}
        {tab === 'properties' && <PropertiesTab type={type} drafts={drafts} onChange={setDrafts} />}
      </div>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm === 'leave' ? t(`planner.leave.${type}`) : t(`planner.archive.title.${type}`)}
        message={
          confirm === 'leave' ? (
            <>
              {t('planner.leave.message', { title: entity.title })}
              <br />
              <span className="pl-muted">{t(`planner.leave.note.${type}`)}</span>
            </>
          ) : (
            t(`planner.archive.message.${type}`, { title: entity.title })
          )
        }
        confirm={confirm === 'leave' ? t('planner.leave.confirm') : t('planner.archive.action')}
        destructive
        busy={archiveSpace.isPending || archiveProject.isPending || leave.isPending}
        onConfirm={onConfirm}
        data-testid="settings-confirm"
      />
    </Modal>
  );
}
