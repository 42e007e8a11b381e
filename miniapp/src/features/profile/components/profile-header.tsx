import { Button } from '@telegram-apps/telegram-ui';
import { Camera, ContactRound, ImagePlus, MapPin, Pencil, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FullProfile } from '@shared/schemas/profile.ts';
import { imageSrcSet, STORED_IMAGE_SIZES } from '@shared/uploads.ts';
import { downloadAppFile, openTelegramLink } from '@app/lib/telegram/native.tsx';
import { reportError } from '@app/lib/query-client.ts';
import { Avatar } from '@app/ui/avatar.tsx';
import { Chip } from '@app/ui/chip.tsx';
import { contactsOf, infoText } from '../profile-info.ts';
import { LevelBadge } from './level-badge.tsx';

/**
 * The profile's header: cover, avatar, name, username, level,
 * city; the owner's edit button and image dialogs; for everyone else "Save contact" (a vCard)
 * and, when the person has a Telegram name, "Write in Telegram": nobody saves or writes to
 * themselves.
 */
export function ProfileHeader({
  profile,
  onEdit,
  onImage,
}: {
  profile: FullProfile;
  onEdit: () => void;
  onImage: (kind: 'avatar' | 'cover') => void;
}) {
  const { t } = useTranslation();
  const city = infoText(profile.info.city) ?? profile.region?.title ?? null;
  const telegram = contactsOf(profile)?.telegram ?? null;
  const own = profile.isOwner;
  const tgLink = telegram ? `https://t.me/${encodeURIComponent(telegram)}` : null;
  return (
    <section
      className={`profile-hero${profile.cover ? ' profile-hero--cover' : ''}`}
      aria-labelledby="profile-name"
      data-testid="profile-header"
    >
      <div className="profile-hero__cover" aria-hidden={!profile.cover}>
        {/* The page's first screen: loaded at once, first; its size is the one the server cuts covers to. */}
        {profile.cover && (
          <img
            src={profile.cover}
            srcSet={imageSrcSet(profile.cover)}
            sizes="(max-width: 767px) 100vw, 960px"
            alt=""
            className="profile-hero__cover-img"
            width={STORED_IMAGE_SIZES.profileCover.width}
            height={STORED_IMAGE_SIZES.profileCover.height}
            loading="eager"
            fetchPriority="high"
            decoding="async"
            data-testid="profile-cover"
          />
        )}
        {own && (
          <button
            type="button"
            className="profile-hero__cover-btn"
            onClick={() => onImage('cover')}
            data-testid="profile-cover-change"
          >
            <ImagePlus size={16} aria-hidden /> {t('profile.cover.change')}
          </button>
        )}
      </div>
      <div className="profile-hero__avatar-wrap">
        <Avatar src={profile.avatar} name={profile.name} size={96} className="profile-hero__avatar" loading="eager" />
        {own && (
          <button
            type="button"
            className="profile-hero__avatar-btn"
            aria-label={t('profile.avatar.change')}
            title={t('profile.avatar.change')}
            onClick={() => onImage('avatar')}
            data-testid="profile-avatar-change"
          >
            <Camera size={16} aria-hidden />
          </button>
        )}
      </div>
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
      <div className="profile-hero__actions">
        {own && (
          <Button
            mode="filled"
            size="s"
            before={<Pencil size={16} aria-hidden />}
            onClick={onEdit}
            data-testid="profile-edit"
          >
            {t('profile.edit')}
          </Button>
        )}
        {!own && (
          <Button
            mode="bezeled"
            size="s"
            before={<ContactRound size={16} aria-hidden />}
            // A .vcf from the server's signed address, which Telegram can download too.
            onClick={() =>
              downloadAppFile({ kind: 'contact', username: profile.username }).catch((err) =>
                reportError(err, undefined),
              )
            }
            data-testid="profile-save-contact"
          >
            {t('profile.saveContact')}
          </Button>
        )}
        {!own && tgLink && (
          <Button
            Component="a"
            href={tgLink}
            target="_blank"
            rel="noopener noreferrer"
            mode="bezeled"
            size="s"
            before={<Send size={16} aria-hidden />}
            onClick={(e: React.MouseEvent) => {
              // Inside Telegram the chat opens in the app itself.
              if (openTelegramLink(tgLink)) e.preventDefault();
            }}
            data-testid="profile-telegram"
          >
            {t('profile.writeTelegram')}
          </Button>
        )}
      </div>
    </section>
  );
}
