import { Cell, List, Section } from '@telegram-apps/telegram-ui';
import { BookOpen, Briefcase, ChevronRight, MapPin, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ProfileDto } from '../../../../../shared/schemas/profile.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { Chip } from '../../../ui/chip.tsx';
import { IconTile } from '../../../ui/icon-tile.tsx';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { LevelBadge } from './level-badge.tsx';

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** A profile: who they are on top, what they do below; one's own links to settings. */
export function ProfileView({ profile, isOwn }: { profile: ProfileDto; isOwn: boolean }) {
  const { t } = useTranslation();
  const city = text(profile.info?.city);
  const about = text(profile.about);
  const expertise = text(profile.expertise);
  useDocumentTitle(profile.name);

  return (
    <div className="page profile-page" data-testid="profile-page">
      <section className="profile-hero" aria-labelledby="profile-name">
        <Avatar src={profile.avatar} name={profile.name} size={96} className="profile-hero__avatar" />
        <h1 id="profile-name" className="profile-hero__name" data-testid="profile-name">
          {profile.name}
        </h1>
        <p className="profile-hero__username" data-testid="profile-username">
          @{profile.username}
        </p>
        {(profile.level || city) && (
          <div className="profile-hero__chips">
            {profile.level && <LevelBadge level={profile.level} />}
            {city && (
              <Chip icon={<MapPin size={14} aria-hidden />} data-testid="profile-city">
                {city}
              </Chip>
            )}
          </div>
        )}
      </section>
      <List className="profile-list">
        {(about || expertise) && (
          <Section header={t('profile.info')}>
            {about && (
              <Cell multiline subtitle={t('profile.about')} before={<BookOpen size={20} aria-hidden className="hint" />} data-testid="profile-about">
                {about}
              </Cell>
            )}
            {expertise && (
              <Cell multiline subtitle={t('profile.expertise')} before={<Briefcase size={20} aria-hidden className="hint" />} data-testid="profile-expertise">
                {expertise}
              </Cell>
            )}
          </Section>
        )}
        {isOwn && (
          <Section>
            <Link href="/settings" asChild>
              <Cell
                Component="a"
                before={
                  <IconTile tone="gray">
                    <Settings size={18} />
                  </IconTile>
                }
                after={<ChevronRight size={18} aria-hidden className="hint" />}
                data-testid="profile-settings-link"
              >
                {t('profile.settings')}
              </Cell>
            </Link>
          </Section>
        )}
      </List>
    </div>
  );
}
