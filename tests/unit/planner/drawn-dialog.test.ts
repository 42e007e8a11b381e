import { describe, expect, it } from 'vitest';
import type { PlannerData } from '@app/features/planner/api/planner-data.ts';
import { drawnTask, taskAddress, taskInAddress } from '@app/features/planner/state/drawn-dialog.ts';

const data = { tasks: [{ id: 7 }, { id: 12 }] } as unknown as PlannerData;

describe("a task's address, which a view is drawn with the task open at", () => {
  it('is the view with the task in its query, and reads back', () => {
    expect(taskAddress('/kanban', 12)).toBe('/kanban?task=12');
    expect(taskInAddress('?task=12')).toBe(12);
    expect(taskInAddress('task=12&x=1')).toBe(12);
  });

  it('names no task when the query holds none, or something else', () => {
    for (const search of ['', '?', '?task=', '?task=abc', '?task=-3', '?task=0', '?task=1.5', '?task=1e400', '?x=12'])
      expect(taskInAddress(search), search).toBeNull();
  });

  it("opens a task of the project's data only: another project's is the app's to open, once it has selected it", () => {
    expect(drawnTask('?task=12', data)).toEqual({ kind: 'entity', type: 'task', mode: 'edit', id: 12 });
    expect(drawnTask('?task=13', data)).toBeNull();
    expect(drawnTask('?task=12', undefined)).toBeNull();
    expect(drawnTask('', data)).toBeNull();
  });
});
