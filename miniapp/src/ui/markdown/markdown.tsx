import { Suspense } from 'react';
import { preloadableLazy, registerHydrationPart } from '@app/lib/preloadable-lazy.tsx';
import './markdown.css';

const load = () => import('./markdown-renderer.tsx');
const { Component: Renderer, ready } = preloadableLazy(load);
// A drawn page with Markdown in it hydrates with the renderer loaded.
registerHydrationPart((root) => !!root.querySelector('.lp-markdown'), ready);

/** Starts loading the renderer before it is needed (a feed about to expand a card). */
export const preloadMarkdown = (): void => void load().catch(() => {});

/**
 * A post's Markdown, rendered safely (see markdown-renderer.tsx): the renderer is a lazy
 * chunk, so the entry stays small; until it arrives a few grey lines hold the place.
 */
export function Markdown({ source, className, testId }: { source: string; className?: string; testId?: string }) {
  return (
    <div className={`lp-markdown${className ? ` ${className}` : ''}`} data-testid={testId}>
      <Suspense fallback={<MarkdownSkeleton />}>
        <Renderer source={source} />
      </Suspense>
    </div>
  );
}

/** A few grey lines where text is coming; `label` tells a screen reader what is. */
export function MarkdownSkeleton({ label }: { label?: string }) {
  return (
    <div className="lp-markdown__skeleton" aria-busy="true" role={label ? 'status' : undefined} aria-label={label}>
      <span />
      <span />
      <span />
    </div>
  );
}
