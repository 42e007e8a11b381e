/**
 * Who owns Telegram's MainButton and SecondaryButton. They are one pair for the
 * whole app, so forms claim them on a stack: the form mounted last (a dialog over a page, a
 * confirmation over a form) wins; when it lets go the one below shows its own buttons again,
 * and with no owner left both hide. A route change or a closed dialog so never leaves stale
 * text, and a press always reaches the form whose text is shown. Pure: the Telegram side is
 * the `show` given (sdk.ts showBottomButtons), which hears only of real changes.
 */
export interface BottomButton {
  text: string;
  onClick: () => void;
  /** Telegram's loader on the button (is_progress_visible): a save in flight. */
  loading?: boolean;
  /** Greyed and not pressable (is_active false): the form is invalid, or busy. */
  disabled?: boolean;
}
export interface BottomButtons {
  main?: BottomButton;
  secondary?: BottomButton;
}
/** What is painted: the buttons without their handlers. */
export type BottomButtonView = Omit<BottomButton, 'onClick'>;
export interface BottomButtonsView {
  main?: BottomButtonView;
  secondary?: BottomButtonView;
}
export interface ButtonClaim {
  update(buttons: BottomButtons): void;
  release(): void;
}

const viewOf = (b: BottomButton | undefined): BottomButtonView | undefined =>
  b && { text: b.text, loading: !!b.loading, disabled: !!b.disabled };

export function createButtonStack(show: (top: BottomButtonsView | null) => void) {
  const owners: Array<{ buttons: BottomButtons }> = [];
  let shown = 'null';
  const apply = () => {
    const top = owners.at(-1)?.buttons;
    const view = top ? { main: viewOf(top.main), secondary: viewOf(top.secondary) } : null;
    const key = JSON.stringify(view);
    if (key === shown) return;
    shown = key;
    show(view);
  };
  return {
    claim(buttons: BottomButtons): ButtonClaim {
      const entry = { buttons };
      owners.push(entry);
      apply();
      return {
        update(next) {
          entry.buttons = next;
          if (owners.at(-1) === entry) apply();
        },
        release() {
          const i = owners.indexOf(entry);
          if (i < 0) return;
          owners.splice(i, 1);
          apply();
        },
      };
    },
    /** Telegram's press of either button, routed to the owner whose text is shown. */
    press(which: 'main' | 'secondary'): void {
      const b = owners.at(-1)?.buttons[which];
      if (b && !b.disabled && !b.loading) b.onClick();
    },
    /** Whether some form owns the buttons now. */
    owned: (): boolean => owners.length > 0,
  };
}
