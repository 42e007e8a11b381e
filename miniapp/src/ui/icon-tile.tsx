import type { ReactNode } from 'react';
import './icon-tile.css';

export type IconTileTone = 'blue' | 'orange' | 'green' | 'gray' | 'danger' | 'accent';

/** A settings-style icon on a rounded coloured square, placed before a list cell's title. */
export function IconTile({ tone, round, children }: { tone: IconTileTone; round?: boolean; children: ReactNode }) {
  return (
    <span className={`lp-icon-tile lp-icon-tile--${tone}${round ? ' lp-icon-tile--round' : ''}`} aria-hidden>
      {children}
    </span>
  );
}
