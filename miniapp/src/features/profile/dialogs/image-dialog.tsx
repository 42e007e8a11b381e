import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FullProfile } from '@shared/schemas/profile.ts';
import { FormBanner } from '@app/ui/form-banner.tsx';
import { ImageUpload } from '@app/ui/image-upload.tsx';
import { Modal } from '@app/ui/modal.tsx';
import { toast } from '@app/ui/toast.ts';
import { useProfileEdit } from '../api/profile-edit.ts';

/**
 * The owner's avatar or cover upload: an image under 5 MB, the
 * recommended size shown (200×200, 1200×400); stored in bucket `profiles`, then set on the
 * profile with `profile-edit`.
 */
export function ImageDialog({
  profile,
  kind,
  onClose,
}: {
  profile: FullProfile;
  kind: 'avatar' | 'cover';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const edit = useProfileEdit();
  const [error, setError] = useState<unknown>(null);
  const save = (url: string | null) => {
    setError(null);
    edit.mutate(
      { profileId: profile.id, profileData: kind === 'avatar' ? { avatar: url } : { cover: url } },
      {
        onSuccess: () => {
          toast.success(t(`profile.${kind}.saved`));
          onClose();
        },
        onError: setError,
      },
    );
  };
  return (
    <Modal
      open
      onClose={onClose}
      busy={edit.isPending}
      size="sm"
      title={t(`profile.${kind}.title`)}
      testId={`profile-${kind}-dialog`}
    >
      <div className="post-form">
        {error !== null && (
          <FormBanner
            error={error}
            title={t('profile.form.failed')}
            onClose={() => setError(null)}
            testId="profile-image-error"
          />
        )}
        <ImageUpload
          bucket="profiles"
          folder={kind === 'avatar' ? 'avatars' : 'covers'}
          value={profile[kind]}
          round={kind === 'avatar'}
          onUploaded={(url) => save(url)}
          data-testid={`profile-${kind}-upload`}
        />
        {profile[kind] && (
          <Button
            mode="plain"
            size="s"
            onClick={() => save(null)}
            disabled={edit.isPending}
            data-testid={`profile-${kind}-remove`}
          >
            {t(`profile.${kind}.remove`)}
          </Button>
        )}
      </div>
    </Modal>
  );
}
