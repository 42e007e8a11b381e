import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTopInPage } from '@app/lib/use-top-in-page.ts';
import type { Post } from '@shared/schemas/posts.ts';

/** A card's height before it is measured: a card with a cover and a few lines of preview. */
const ESTIMATE = 460;
/** The list's gap (`.post-list`), kept between the windowed cards too. */
const GAP = 12;

/**
 * Only the cards near the screen are in the page (so a feed scrolled to hundreds of
 * posts stays as light as its first pages). The page itself scrolls, so the window is the
 * scroller; `knownHeights` are the cards' heights as last drawn (before the list became
 * windowed, or in an earlier visit), so the switch does not move what the reader sees; the
 * cards measured here go back into it.
 */
export function VirtualPostCards({
  posts,
  knownHeights,
  render,
}: {
  posts: Post[];
  knownHeights: Map<number, number>;
  render: (post: Post, index: number) => ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Where the list starts in the page: content above it (the filter, a "new posts" pill) moves it.
  const top = useTopInPage(ref);
  const virtualizer = useWindowVirtualizer({
    count: posts.length,
    estimateSize: (i) => knownHeights.get(posts[i].id) ?? ESTIMATE,
    getItemKey: (i) => posts[i].id,
    gap: GAP,
    overscan: 3,
    scrollMargin: top,
    useFlushSync: false,
  });
  useLayoutEffect(() => {
    for (const item of virtualizer.getVirtualItems()) knownHeights.set(posts[item.index].id, item.size);
  });
  return (
    <div
      ref={ref}
      className="post-list__window"
      style={{ height: virtualizer.getTotalSize() }}
      data-testid="post-list-window"
    >
      {virtualizer.getVirtualItems().map((item) => (
        <div
          key={item.key}
          ref={virtualizer.measureElement}
          data-index={item.index}
          className="post-list__slot"
          style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
        >
          {render(posts[item.index], item.index)}
        </div>
      ))}
    </div>
  );
}
