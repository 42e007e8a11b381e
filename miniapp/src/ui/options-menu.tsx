import { MoreVertical } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import './dialogs.css';
import './icon-button.css';

export interface MenuItem {
  key: string;
  label: string;
  icon?: ReactNode;
  danger?: boolean;
  onSelect: () => void;
}

/**
 * A button that opens a small menu of actions. Closes on a pick, an outside click or
 * Escape (which then does not reach the dialog underneath).
 */
export function OptionsMenu({
  items,
  label,
  icon,
  align = 'right',
  testId,
  buttonClassName = 'lp-icon-btn',
  onOpen,
}: {
  items: MenuItem[];
  label: string;
  icon?: ReactNode;
  align?: 'left' | 'right';
  testId?: string;
  buttonClassName?: string;
  /** Called as the menu opens: a part an item opens can be loaded ahead then. */
  onOpen?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey, true);
    root.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [open]);

  if (items.length === 0) return null;
  return (
    <div className="lp-menu" ref={root}>
      <button
        type="button"
        className={buttonClassName}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => {
          if (!open) onOpen?.();
          setOpen(!open);
        }}
        data-testid={testId}
      >
        {icon ?? <MoreVertical size={20} aria-hidden />}
      </button>
      {open && (
        <ul className={`lp-menu__list${align === 'left' ? ' lp-menu__list--left' : ''}`} role="menu" id={listId}>
          {items.map((item) => (
            <li key={item.key} role="none">
              <button
                type="button"
                role="menuitem"
                className={`lp-menu__item${item.danger ? ' lp-menu__item--danger' : ''}`}
                onClick={() => {
                  setOpen(false);
                  item.onSelect();
                }}
              >
                {item.icon}
                <span>{item.label}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
