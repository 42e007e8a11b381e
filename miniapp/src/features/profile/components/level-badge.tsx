import { Award } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Chip } from '@app/ui/chip.tsx';
import type { ProfileDto } from '@shared/schemas/profile.ts';

/** The profile's level (bronze, silver, golden) as a coloured chip. */
export function LevelBadge({ level }: { level: NonNullable<ProfileDto['level']> }) {
  const { t } = useTranslation();
  return (
    <Chip
      className={`level-badge level-badge--${level}`}
      icon={<Award size={14} aria-hidden />}
      data-testid="level-badge"
    >
      {t(`profile.level.${level}`)}
    </Chip>
  );
}
