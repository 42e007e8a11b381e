import { useState } from 'react';
import { avatarUrl } from '@shared/initials.ts';
import { imageSrcSet } from '@shared/uploads.ts';
import './avatar.css';

export interface AvatarProps {
  /** The profile's own picture, if any. */
  src?: string | null;
  /** Whose avatar: names the initials image when there is no picture. */
  name: string | null | undefined;
  size?: number;
  /** Empty by default: an avatar usually sits beside the name it would repeat. */
  alt?: string;
  className?: string;
  /**
   * Lazy by default: most avatars sit in lists, most of them below the first screen. A page's
   * own large avatar (the profile's) loads at once.
   */
  loading?: 'lazy' | 'eager';
}

/** A round profile picture; without one, or when it fails to load, our initials image. */
export function Avatar({ src, name, size = 40, alt = '', className, loading = 'lazy' }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const url = src && src !== failedSrc ? src : avatarUrl(null, name);
  return (
    <img
      className={`lp-avatar${className ? ` ${className}` : ''}`}
      src={url}
      // The smallest stored copy for this size on this screen (96 px for a list's 40 px avatar).
      srcSet={imageSrcSet(url)}
      sizes={`${size}px`}
      alt={alt}
      width={size}
      height={size}
      style={{ width: size, height: size }}
      loading={loading}
      decoding="async"
      onError={() => src && setFailedSrc(src)}
      data-testid="avatar"
    />
  );
}
