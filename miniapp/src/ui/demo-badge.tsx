import type { HTMLAttributes } from 'react';
import './demo-badge.css';

/** The "Демо" mark, the same wherever made-up data shows. */
export function DemoBadge({ className, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return <span className={`lp-demo-badge${className ? ` ${className}` : ''}`} {...rest} />;
}
