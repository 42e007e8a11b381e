import { RootRenderer } from '@telegram-apps/telegram-ui';
import { X } from 'lucide-react';
import { Suspense, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// Telegram's back button must close the top dialog before it navigates (docs/architecture.md).
import { pushBackHandler } from '../lib/telegram/use-back-button.ts';
import { preloadableLazy } from '../lib/preloadable-lazy.tsx';
import { useServerDrawing } from '../lib/render-hints.ts';
import { holdVerticalSwipes } from '../lib/telegram/native.tsx';
import { IconButton } from './icon-button.tsx';
import { OptionsMenu, type MenuItem } from './options-menu.tsx';
import './dialogs.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Extra buttons in the header, before the options menu and the close button. */
  headerButtons?: ReactNode;
  /** The options menu (⋮) in the header; hidden when empty. */
  options?: MenuItem[];
  footer?: ReactNode;
  /** Max width; 4xl (56rem) by default. */
  size?: 'sm' | 'md' | 'lg' | '4xl';
  testId?: string;
  /** Where focus goes first; defaults to the first field, else the dialog itself. */
  initialFocus?: string;
  bodyClassName?: string;
  /** A class on the layer under the dialog (its backdrop): a sheet that leaves part of the screen free. */
  layerClassName?: string;
  /** Label of the options button (the caller's translation). */
  optionsLabel?: string;
  /** A click on the backdrop closes; off for forms, where it would lose typing. */
  closeOnBackdrop?: boolean;
  /** While busy (a save in flight) nothing closes it: not the close button, Escape, the backdrop or Telegram's back button. */
  busy?: boolean;
  /** Keeps its height while the content changes (a searchable list); the body lays out a column that scrolls itself. */
  tall?: boolean;
  /**
   * A form in it holds typing not saved yet: its ✕, Escape, the backdrop and Telegram's Back ask
   * before closing (Telegram's own popup from Bot API 6.2, else the app's dialog), so a stray tap
   * loses nothing. The form's own Cancel and a save close it at once.
   */
  unsaved?: boolean;
}

// Asked only when a dialog holding unsaved typing is closed: not in the first screen's script.
// Fetched once such a dialog holds typing, so the question shows in the closing tap's frame.
const { Component: AskDiscard, readyWhenIdle: readyAskDiscard } = preloadableLazy(() => import('./ask-discard.tsx'));

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/** Open modals, bottom to top: Escape and the back button close only the top one. */
const stack: string[] = [];

/**
 * The app's one modal: close button, Escape, focus kept
 * inside, optional header buttons, options menu and footer; max width 4xl, max height 85vh.
 * A bottom sheet on a phone. Telegram's back button closes the top one first.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  headerButtons,
  options,
  footer,
  size = '4xl',
  testId,
  initialFocus,
  bodyClassName,
  layerClassName,
  optionsLabel,
  closeOnBackdrop = true,
  busy = false,
  tall = false,
  unsaved = false,
}: ModalProps) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  // "Close without saving?" being asked (ui/ask-discard.tsx).
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (open && unsaved) readyAskDiscard();
  }, [open, unsaved]);
  // Busy and unsaved are read when a close is asked for, so the handlers registered at opening stay right.
  const close = useRef(onClose);
  close.current = () => {
    if (busy || asking) return;
    if (unsaved) setAsking(true);
    else onClose();
  };
  // While a finger scrolls the sheet's content, Telegram's swipe-down must not close the app
  // instead; swipes come back when the finger lifts or the sheet closes.
  const swipeHold = useRef<(() => void) | null>(null);
  const letSwipesGo = () => {
    swipeHold.current?.();
    swipeHold.current = null;
  };
  const holdSwipes = () => {
    swipeHold.current ??= holdVerticalSwipes();
  };
  // A modal opened over another (a confirmation over a form) sits above it whatever the DOM order.
  const [level, setLevel] = useState(0);
  /**
   * Drawn by the server, open (a task's link tapped before the app listened): it stays where the
   * drawing put it for as long as it is open, since moving it into the app's layer would build it
   * anew under the fingers. Until the page hydrates its fields are held (a disabled fieldset):
   * typing there would be lost to the hydration, a box ticked there would be ticked for the eye
   * alone.
   */
  const drawing = useServerDrawing();
  const [drawnInPlace] = useState(drawing);
  const held = drawnInPlace && drawing;

  useLayoutEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    stack.push(id);
    setLevel(stack.length);
    const removeBack = pushBackHandler(() => close.current());
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      stack.splice(stack.lastIndexOf(id), 1);
      removeBack();
      swipeHold.current?.();
      swipeHold.current = null;
      document.body.style.overflow = overflow;
      if (before?.isConnected) before.focus({ preventScroll: true });
    };
  }, [open, id]);

  // Focus goes in once the fields can take it: at opening, or a drawn modal's once it is held no more.
  useLayoutEffect(() => {
    if (!open || held) return;
    const first =
      (initialFocus && dialog.current?.querySelector<HTMLElement>(initialFocus)) ||
      dialog.current?.querySelector<HTMLElement>('.lp-modal__body :is(input,textarea,select):not([disabled])');
    // Phones open the keyboard on focus: start on the dialog itself there.
    if (first && window.matchMedia('(min-width: 640px)').matches) first.focus();
    // The dialog is fixed in the viewport: scrolling it into view would only cost a layout.
    else dialog.current?.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, id, held]);

  if (!open) return null;

  const onKeyDown = (e: React.KeyboardEvent) => {
    // Events from dialogs portalled above this one bubble here through React: not ours.
    if (stack.at(-1) !== id || !dialog.current?.contains(e.target as Node)) return;
    if (e.key === 'Escape') {
      e.stopPropagation();
      close.current();
      return;
    }
    if (e.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    if (items.length === 0) {
      e.preventDefault();
      return;
    }
    const firstEl = items[0];
    const lastEl = items[items.length - 1];
    if (e.shiftKey && (document.activeElement === firstEl || document.activeElement === dialog.current)) {
      e.preventDefault();
      lastEl.focus();
    } else if (!e.shiftKey && document.activeElement === lastEl) {
      e.preventDefault();
      firstEl.focus();
    }
  };

  const layer = (
    <>
      <div
        className={`lp-layer lp-modal-backdrop${layerClassName ? ` ${layerClassName}` : ''}`}
        style={level > 1 ? { zIndex: 1000 + level } : undefined}
        onMouseDown={(e) => {
          if (closeOnBackdrop && e.target === e.currentTarget && stack.at(-1) === id) close.current();
        }}
      >
        <div
          ref={dialog}
          className={`lp-modal lp-modal--${size}${tall ? ' lp-modal--tall' : ''}`}
          aria-busy={busy || undefined}
          role="dialog"
          aria-modal="true"
          aria-labelledby={`${id}-title`}
          tabIndex={-1}
          onKeyDown={onKeyDown}
          data-testid={testId}
        >
          <div className="lp-modal__header">
            <h2 className="lp-modal__title" id={`${id}-title`}>
              {title}
            </h2>
            {headerButtons}
            {options && options.length > 0 && (
              <OptionsMenu
                items={options}
                label={optionsLabel ?? t('common.options', { defaultValue: 'Options' })}
                testId={testId && `${testId}-options`}
              />
            )}
            <IconButton
              label={t('common.close')}
              size="m"
              onClick={() => close.current()}
              disabled={busy}
              data-testid={testId && `${testId}-close`}
            >
              <X size={20} aria-hidden />
            </IconButton>
          </div>
          <div
            className={`lp-modal__body${bodyClassName ? ` ${bodyClassName}` : ''}`}
            onTouchStart={holdSwipes}
            onTouchEnd={letSwipesGo}
            onTouchCancel={letSwipesGo}
          >
            {drawnInPlace ? (
              <fieldset className="lp-modal__held" disabled={held}>
                {children}
              </fieldset>
            ) : (
              children
            )}
          </div>
          {footer && <div className="lp-modal__footer">{footer}</div>}
        </div>
      </div>
      {asking && (
        <Suspense fallback={null}>
          <AskDiscard
            onKeep={() => setAsking(false)}
            onDiscard={() => {
              setAsking(false);
              onClose();
            }}
          />
        </Suspense>
      )}
    </>
  );
  return drawnInPlace ? layer : <RootRenderer>{layer}</RootRenderer>;
}
