import { Trash2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member, MiniProfile } from '@shared/schemas/planner.ts';
import { DEFAULT_MEMBER_ROLE_ID } from '../constants.ts';
import { Avatar } from '@app/ui/avatar.tsx';
import { ConfirmDialog } from '@app/ui/confirm-dialog.tsx';
import { toast } from '@app/ui/toast.ts';
import { errorText } from '@app/lib/api-errors.ts';
import { IconButton } from '@app/ui/icon-button.tsx';
import { useAddMember, useMembers, useRemoveMember, useRoles, useUpdateMemberRole } from '../api/members.ts';
import { ProfileSearch } from './profile-search.tsx';

/** Role titles from the roles table, shown translated when we know them. */
export function useRoleTitle() {
  const { t } = useTranslation();
  return (role: { title: string }) => t(`planner.roles.${role.title.toLowerCase()}`, { defaultValue: role.title });
}

/**
 * Members of a space or project: list with roles; add (a space by
 * profile search, a project from the space's members); role change for space members only;
 * remove, with an extra note for a space.
 */
export function MembersManager({ type, id, spaceId }: { type: 'space' | 'project'; id: number; spaceId: number }) {
  const { t } = useTranslation();
  const roleTitle = useRoleTitle();
  const members = useMembers({ type, id });
  const spaceMembers = useMembers(type === 'project' ? { type: 'space', id: spaceId } : null);
  const roles = useRoles({ enabled: type === 'space' });
  const add = useAddMember();
  const updateRole = useUpdateMemberRole();
  const remove = useRemoveMember();
  const [notice, setNotice] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);

  const list = members.data ?? [];

  const addProfile = (profile: Pick<MiniProfile, 'id' | 'name'>) => {
    setNotice(null);
    if (list.some((m) => m.profile_id === profile.id)) {
      setNotice(t('planner.members.already', { name: profile.name }));
      return;
    }
    add.mutate(
      type === 'space'
        ? { spaceId: id, profileId: profile.id, roleId: DEFAULT_MEMBER_ROLE_ID }
        : { projectId: id, profileId: profile.id },
      {
        onSuccess: () => toast.success(t('planner.members.added', { name: profile.name })),
      },
    );
  };

  const candidates = (spaceMembers.data ?? []).filter((m) => !list.some((x) => x.profile_id === m.profile_id));

  return (
    <div className="pl-members" data-testid="members-manager">
      <div className="pl-members__add">
        <span className="pl-field__label">
          <UserPlus size={15} aria-hidden style={{ verticalAlign: '-2px', marginRight: 6 }} />
          {t('planner.members.add')}
        </span>
        {type === 'space' ? (
          <ProfileSearch onPick={addProfile} disabled={add.isPending} />
        ) : spaceMembers.isLoading ? (
          <p className="pl-muted">{t('common.loading')}</p>
        ) : candidates.length === 0 ? (
          <p className="pl-muted pl-field-empty" data-testid="no-space-members">
            {t('planner.members.noSpaceMembers')}
          </p>
        ) : (
          <select
            className="pl-select"
            value=""
            onChange={(e) => {
              const m = candidates.find((c) => c.profile_id === Number(e.target.value));
              if (m) addProfile({ id: m.profile_id, name: m.profile.name });
            }}
            disabled={add.isPending}
            data-testid="project-member-add"
          >
            <option value="">{t('planner.members.pickSpaceMember')}</option>
            {candidates.map((m) => (
              <option key={m.id} value={m.profile_id}>
                {m.profile.name}
              </option>
            ))}
          </select>
        )}
        {notice && (
          <p className="pl-notice" role="status" data-testid="member-notice">
            {notice}
          </p>
        )}
      </div>
      {members.isError && <p className="pl-error">{errorText(members.error, t, 'common.errors.reload_page')}</p>}
      <ul className="pl-member-list" data-testid="member-list">
        {list.map((m) => (
          <li key={m.id} className="pl-member" data-testid="member-row" data-profile-id={m.profile_id}>
            <Avatar src={m.profile.avatar} name={m.profile.name} size={36} className="pl-avatar" />
            <span className="pl-member__text">
              <span className="pl-member__name">{m.profile.name}</span>
              <span className="pl-muted">@{m.profile.username}</span>
            </span>
            {type === 'space' ? (
              <select
                className="pl-select pl-select--s"
                value={m.role.id}
                aria-label={t('planner.members.role', { name: m.profile.name })}
                onChange={(e) =>
                  updateRole.mutate(
                    { memberId: m.id, roleId: Number(e.target.value) },
                    { onSuccess: () => toast.success(t('planner.members.roleChanged', { name: m.profile.name })) },
                  )
                }
                data-testid="member-role"
              >
                {(roles.data ?? [m.role]).map((r) => (
                  <option key={r.id} value={r.id}>
                    {roleTitle(r)}
                  </option>
                ))}
              </select>
            ) : (
              <span className="pl-badge">{roleTitle(m.role)}</span>
            )}
            <IconButton
              label={t('planner.members.remove', { name: m.profile.name })}
              title={t('planner.members.removeShort')}
              size="m"
              className="pl-danger-hover"
              onClick={() => setRemoving(m)}
              data-testid="member-remove"
            >
              <Trash2 size={17} aria-hidden />
            </IconButton>
          </li>
        ))}
        {members.isSuccess && list.length === 0 && (
          <li className="pl-muted pl-field-empty">{t('planner.members.none')}</li>
        )}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('planner.members.removeTitle')}
        message={
          <>
            {t('planner.members.removeMessage', { name: removing?.profile.name ?? '' })}
            {type === 'space' && (
              <>
                <br />
                <span className="pl-muted">{t('planner.members.removeSpaceNote')}</span>
              </>
            )}
          </>
        }
        confirm={t('planner.members.removeShort')}
        destructive
        busy={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(
            { memberId: removing.id },
            {
              onSettled: () => setRemoving(null),
            },
          )
        }
        data-testid="member-remove-confirm"
      />
    </div>
  );
}
