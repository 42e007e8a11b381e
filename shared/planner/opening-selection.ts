/** The planner's selection: a space, and a project of it or none. */
export interface PlannerSelection {
  spaceId: number;
  projectId: number | null;
}

/**
 * Where the planner opens: on the remembered space and project while the person
 * still sees them; a remembered project that is gone gives way to the first project of its
 * space; a remembered space that is gone (or nothing remembered) to the first project of the
 * person's first space that has one. "Select a project" stays only for someone with no
 * projects (their first space, no project); null for someone with no spaces.
 *
 * `spaces` and `projects` are the ones the person sees, in the sidebar's order (by id).
 */
export function openingSelection(
  remembered: { spaceId: number | null; projectId: number | null } | null,
  spaces: readonly number[],
  projects: readonly { id: number; space_id: number }[],
): PlannerSelection | null {
  const firstOf = (spaceId: number) => projects.find((p) => p.space_id === spaceId)?.id ?? null;
  const space = remembered?.spaceId;
  if (space != null && spaces.includes(space)) {
    const project = remembered?.projectId;
    if (project != null && projects.some((p) => p.id === project && p.space_id === space))
      return { spaceId: space, projectId: project };
    const first = firstOf(space);
    // A space chosen with no project stays so (just created, say); a project gone falls back.
    if (first !== null || project == null) return { spaceId: space, projectId: first };
  }
  for (const spaceId of spaces) {
    const first = firstOf(spaceId);
    if (first !== null) return { spaceId, projectId: first };
  }
  return spaces.length > 0 ? { spaceId: spaces[0]!, projectId: null } : null;
}
