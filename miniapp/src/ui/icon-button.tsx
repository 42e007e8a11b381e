import type { ComponentProps } from 'react';
import './icon-button.css';

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'type' | 'aria-label'> {
  /** The button's name, read by assistive technology and shown as its tooltip. */
  label: string;
  /** A shorter tooltip, where the name says more than a tooltip needs (a row's "Remove" beside the person's name). */
  title?: string;
  /** 38 px (`l`), 36 px (`m`), 30 px (`s`) or 28 px (`xs`) square; the outline variant is always 34 px. */
  size?: 'xs' | 's' | 'm' | 'l';
  /** plain: grey, darker on hover; accent: the theme's accent; outline: the boards' bordered tile. */
  variant?: 'plain' | 'accent' | 'outline';
  round?: boolean;
}

/**
 * A button that shows only an icon (lucide's icons are hidden from assistive technology by
 * themselves). The rest of the props (ref, data-testid, disabled, aria-expanded,
 * aria-pressed, a class for placement) reach the button.
 */
export function IconButton({
  label,
  title = label,
  size = 'l',
  variant = 'plain',
  round,
  className,
  ...rest
}: IconButtonProps) {
  let cls = 'lp-icon-btn';
  if (size !== 'm') cls += ` lp-icon-btn--${size}`;
  if (variant !== 'plain') cls += ` lp-icon-btn--${variant}`;
  if (round) cls += ' lp-icon-btn--round';
  if (className) cls += ` ${className}`;
  return <button type="button" aria-label={label} title={title} className={cls} {...rest} />;
}
