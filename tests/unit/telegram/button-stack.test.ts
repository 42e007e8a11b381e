import { describe, expect, it } from 'vitest';
import { createButtonStack, type BottomButtonsView } from '@app/lib/telegram/button-stack.ts';

const button = (text: string, onClick = () => {}) => ({ text, onClick });

describe("Telegram's bottom buttons have one owner at a time", () => {
  it('the form opened last wins; closing it shows the one below again, the last one hides both', () => {
    const shown: Array<BottomButtonsView | null> = [];
    const stack = createButtonStack((top) => shown.push(top));
    const editor = stack.claim({ main: button('Опубликовать'), secondary: button('Черновик') });
    const event = stack.claim({ main: button('Сохранить'), secondary: button('Отмена') });
    expect(shown.at(-1)?.main?.text).toBe('Сохранить');
    // The covered editor updates itself: nothing shows until it is on top again.
    editor.update({ main: { ...button('Сохранить изменения') }, secondary: button('Черновик') });
    expect(shown.at(-1)?.main?.text).toBe('Сохранить');
    event.release();
    expect(shown.at(-1)).toEqual({
      main: { text: 'Сохранить изменения', loading: false, disabled: false },
      secondary: { text: 'Черновик', loading: false, disabled: false },
    });
    editor.release();
    expect(shown.at(-1)).toBeNull();
    expect(stack.owned()).toBe(false);
    // Releasing twice (an effect's clean-up after an unmount) changes nothing.
    editor.release();
    expect(shown.at(-1)).toBeNull();
  });

  it('a press reaches the owner whose text is shown, never while it is saving or invalid; Telegram hears only changes', () => {
    const shown: Array<BottomButtonsView | null> = [];
    const stack = createButtonStack((top) => shown.push(top));
    const pressed: string[] = [];
    const below = stack.claim({ main: button('Опубликовать', () => pressed.push('publish')) });
    const top = stack.claim({
      main: button('Сохранить', () => pressed.push('save')),
      secondary: button('Отмена', () => pressed.push('cancel')),
    });
    stack.press('main');
    stack.press('secondary');
    expect(pressed).toEqual(['save', 'cancel']);
    const before = shown.length;
    // A re-render with a new handler and the same look posts nothing new.
    top.update({ main: button('Сохранить', () => pressed.push('save2')), secondary: button('Отмена') });
    expect(shown.length).toBe(before);
    top.update({ main: { ...button('Сохранить'), loading: true } });
    expect(shown.at(-1)?.main).toEqual({ text: 'Сохранить', loading: true, disabled: false });
    expect(shown.at(-1)?.secondary).toBeUndefined();
    stack.press('main');
    top.update({ main: { ...button('Сохранить'), disabled: true } });
    stack.press('main');
    expect(pressed).toEqual(['save', 'cancel']);
    top.release();
    stack.press('main');
    expect(pressed).toEqual(['save', 'cancel', 'publish']);
    below.release();
  });
});
