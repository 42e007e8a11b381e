import { describe, expect, it } from 'vitest';
import { anyFormDirty, holdDirty, onDirtyChange, whenNoFormDirty } from '@app/lib/dirty-forms.ts';

describe('a new version waits for unsaved forms', () => {
  it('goes ahead at once when no form is dirty', () => {
    let reloaded = 0;
    whenNoFormDirty(() => reloaded++);
    expect(reloaded).toBe(1);
  });

  it('waits until the last dirty form is saved or closed, and goes ahead once', () => {
    let reloaded = 0;
    const postEditor = holdDirty();
    const taskDialog = holdDirty();
    whenNoFormDirty(() => reloaded++);
    expect(anyFormDirty()).toBe(true);
    postEditor();
    expect(reloaded).toBe(0);
    // Releasing twice (a form unmounted after its reset) changes nothing.
    postEditor();
    expect(reloaded).toBe(0);
    taskDialog();
    expect(reloaded).toBe(1);
    expect(anyFormDirty()).toBe(false);
    holdDirty()();
    expect(reloaded).toBe(1);
  });
});

describe('closing asks first while something typed is unsaved', () => {
  it('hears "some form dirty" when the first form turns dirty and "none" when the last is saved', () => {
    const heard: boolean[] = [];
    const stop = onDirtyChange((d) => heard.push(d));
    const editor = holdDirty();
    const profile = holdDirty();
    editor();
    expect(heard).toEqual([false, true]);
    profile();
    expect(heard).toEqual([false, true, false]);
    stop();
    holdDirty()();
    expect(heard).toEqual([false, true, false]);
  });
});
