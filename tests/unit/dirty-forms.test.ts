import { describe, expect, it } from 'vitest';
import { anyFormDirty, holdDirty, whenNoFormDirty } from '@app/lib/dirty-forms.ts';

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
