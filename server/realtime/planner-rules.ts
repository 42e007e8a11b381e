import { type Kysely, sql } from 'kysely';
import type { ChangeEvent } from '../../shared/realtime.ts';
import type { Database } from '../db/schema.ts';
import type { RealtimeClient, VisibilityRule } from './hub.ts';

/**
 * Who receives the planner's row changes (spec planner §4 live refetch, §6 visibility):
 * a session gets a change only for a space it belongs to, or a project (and its tasks,
 * values, members) it sees: every project of a space it owns or administers, else the
 * projects it is a member of. The payload's space_id / project_id (the triggers' extra
 * columns) are checked against the user's visible ids, loaded in one query and cached
 * per user; a members or projects change (who sees what) invalidates every cache, and
 * the TTL bounds how long anything else could be stale.
 */

interface Visible {
  profileId: number | null;
  spaces: Set<number>;
  /** spaces where the user is owner or admin: every project there is visible */
  managed: Set<number>;
  projects: Set<number>;
}

const TTL_MS = 30_000;
const MAX_CACHED_USERS = 10_000;

export function plannerRules(db: Kysely<Database>): Record<string, VisibilityRule> {
  let generation = 0;
  const seen = new WeakSet<ChangeEvent>();
  const cache = new Map<number, { at: number; generation: number; visible: Promise<Visible> }>();

  /** A change to who-sees-what: later decisions reload (once per change, whatever the number of clients). */
  function structural(change: ChangeEvent) {
    if (seen.has(change)) return;
    seen.add(change);
    generation++;
  }

  function visibleTo(userId: number): Promise<Visible> {
    const hit = cache.get(userId);
    if (hit && hit.generation === generation && Date.now() - hit.at < TTL_MS) return hit.visible;
    if (cache.size >= MAX_CACHED_USERS) cache.clear();
    const visible = load(userId);
    cache.set(userId, { at: Date.now(), generation, visible });
    visible.catch(() => cache.delete(userId));
    return visible;
  }

  async function load(userId: number): Promise<Visible> {
    const r = await sql<{ profile_id: number; spaces: number[]; managed: number[]; projects: number[] }>`
      select p.id as profile_id,
        array(select m.space_id from members m where m.object_type = 'space' and m.profile_id = p.id) as spaces,
        array(select m.space_id from members m where m.object_type = 'space' and m.profile_id = p.id and m.role_id in (1, 2)) as managed,
        array(select pr.id from projects pr
          join members sm on sm.object_type = 'space' and sm.space_id = pr.space_id and sm.profile_id = p.id
          where sm.role_id in (1, 2) or exists (
            select 1 from members pm where pm.object_type = 'project' and pm.project_id = pr.id and pm.profile_id = p.id)) as projects
      from profiles p where p.user_id = ${userId}::int`.execute(db);
    const row = r.rows[0];
    return {
      profileId: row?.profile_id ?? null,
      spaces: new Set(row?.spaces ?? []),
      managed: new Set(row?.managed ?? []),
      projects: new Set(row?.projects ?? []),
    };
  }

  const num = (v: unknown) => (typeof v === 'number' ? v : null);

  /** A rule over the client's visible ids; anonymous sessions see no planner data. */
  const rule =
    (decide: (v: Visible, ch: ChangeEvent) => boolean, opts: { structural?: boolean } = {}): VisibilityRule =>
    async (client: RealtimeClient, ch: ChangeEvent) => {
      if (opts.structural) structural(ch);
      if (client.userId === null) return false;
      return decide(await visibleTo(client.userId), ch);
    };

  const seesProject = (v: Visible, projectId: unknown) => v.projects.has(num(projectId) ?? -1);

  return {
    spaces: rule((v, ch) => v.spaces.has(num(ch.id) ?? -1) || (ch.op === 'insert' && v.profileId !== null && ch.created_by === v.profileId)),
    projects: rule((v, ch) => v.managed.has(num(ch.space_id) ?? -1) || seesProject(v, ch.id), { structural: true }),
    tasks: rule((v, ch) => seesProject(v, ch.project_id)),
    members: rule(
      (v, ch) =>
        (v.profileId !== null && ch.profile_id === v.profileId) ||
        (ch.object_type === 'space' ? v.spaces.has(num(ch.space_id) ?? -1) : seesProject(v, ch.project_id)),
      { structural: true },
    ),
    properties: rule((v, ch) => (ch.project_id != null ? seesProject(v, ch.project_id) : v.spaces.has(num(ch.space_id) ?? -1))),
    property_values: rule((v, ch) => seesProject(v, ch.project_id)),
  };
}
