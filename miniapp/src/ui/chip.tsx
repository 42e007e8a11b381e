import type { HTMLAttributes, ReactNode } from 'react';
import './chip.css';

export interface ChipProps extends HTMLAttributes<HTMLSpanElement> {
  /** neutral grey, the theme's accent, or a named colour set by a class */
  tone?: 'neutral' | 'accent';
  icon?: ReactNode;
}

/** A small rounded label: a status, a level, a city. */
export function Chip({ tone = 'neutral', icon, className, children, ...rest }: ChipProps) {
  return (
    <span className={`lp-chip lp-chip--${tone}${className ? ` ${className}` : ''}`} {...rest}>
      {icon}
      {children}
    </span>
  );
}
