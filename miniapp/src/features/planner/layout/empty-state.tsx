import type { ReactNode } from 'react';

/** A centred icon, title and sentence: the planner's "nothing here" screens. */
export function EmptyState({
  icon,
  title,
  text,
  children,
  testId,
}: {
  icon?: ReactNode;
  title: string;
  text?: ReactNode;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="pl-empty" data-testid={testId}>
      <div>
        {icon && <div className="pl-empty__icon">{icon}</div>}
        <p className="pl-empty__title">{title}</p>
        {text && <p className="pl-empty__text">{text}</p>}
        {children}
      </div>
    </div>
  );
}
