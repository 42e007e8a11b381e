import { describe, expect, it } from 'vitest';
import { openingSelection } from '@shared/planner/opening-selection.ts';

const spaces = [1, 2, 3];
const projects = [
  { id: 20, space_id: 2 },
  { id: 21, space_id: 2 },
  { id: 30, space_id: 3 },
];

describe('where the planner opens', () => {
  it('opens on the remembered project while the person still sees it', () => {
    expect(openingSelection({ spaceId: 2, projectId: 21 }, spaces, projects)).toEqual({ spaceId: 2, projectId: 21 });
  });

  it('opens the first time on the first project of the first space that has one', () => {
    expect(openingSelection(null, spaces, projects)).toEqual({ spaceId: 2, projectId: 20 });
  });

  it('falls back to the first project of the space when the remembered project is gone', () => {
    expect(openingSelection({ spaceId: 2, projectId: 99 }, spaces, projects)).toEqual({ spaceId: 2, projectId: 20 });
  });

  it('ignores a project of another space under the remembered one', () => {
    expect(openingSelection({ spaceId: 2, projectId: 30 }, spaces, projects)).toEqual({ spaceId: 2, projectId: 20 });
  });

  it('ignores a space the person left and opens on the first project', () => {
    expect(openingSelection({ spaceId: 7, projectId: 70 }, spaces, projects)).toEqual({ spaceId: 2, projectId: 20 });
  });

  it('keeps a space chosen with no project, but leaves an emptied one for work elsewhere', () => {
    expect(openingSelection({ spaceId: 1, projectId: null }, spaces, projects)).toEqual({
      spaceId: 1,
      projectId: null,
    });
    expect(openingSelection({ spaceId: 1, projectId: 10 }, spaces, projects)).toEqual({ spaceId: 2, projectId: 20 });
  });

  it('shows "Select a project" only to someone with no projects, and nothing without spaces', () => {
    expect(openingSelection(null, [5, 6], [])).toEqual({ spaceId: 5, projectId: null });
    expect(openingSelection({ spaceId: 3, projectId: 30 }, [], [])).toBeNull();
  });
});
