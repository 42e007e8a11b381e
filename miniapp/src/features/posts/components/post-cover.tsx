import { imageSrcSet } from '@shared/uploads.ts';

/** The width a cover is shown at: the screen's on a phone, the feed's or the article's column beyond. */
export const COVER_SIZES = '(max-width: 767px) 100vw, 760px';

/**
 * A post's cover: laid out at the recommended 1200×400 (3:1) before it loads, so nothing
 * below it jumps; lazy below the first screen; the smallest stored copy that fills it.
 */
export function PostCover({ src, eager = false, className }: { src: string; eager?: boolean; className?: string }) {
  return (
    <img
      className={`post-cover${className ? ` ${className}` : ''}`}
      src={src}
      srcSet={imageSrcSet(src)}
      sizes={COVER_SIZES}
      alt=""
      width={1200}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      data-testid="post-cover"
    />
  );
}
