/**
 * A post's cover: laid out at the recommended 1200×400 (3:1) before it loads, so nothing
 * below it jumps; lazy below the first screen.
 */
export function PostCover({ src, eager = false, className }: { src: string; eager?: boolean; className?: string }) {
  return (
    <img
      className={`post-cover${className ? ` ${className}` : ''}`}
      src={src}
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
