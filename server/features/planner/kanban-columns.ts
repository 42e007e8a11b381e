import { type Kysely, sql } from 'kysely';
import type { Database } from '@server/db/schema.ts';

/**
 * Kanban columns: a column is one option of the project's select
 * property, or No Status (null). Positions inside a column are dense and unique from 0.
 * Callers hold the project's row lock (lockProjects), so two boards' writers serialize.
 */

type Db = Kysely<Database>;
export type Column = number | null;

/** A card put into a column: `position` is its index in the column afterwards (null: at the end). */
export interface Move {
  id: number;
  select: Column;
  position: number | null;
  /** whether this card gets a new updated_at and version (and a live event); default yes */
  bump?: boolean;
}

interface Card {
  id: number;
  value_select: Column;
  value_select_position: number | null;
}

/**
 * Puts the moved cards where asked and renumbers every affected column (the moved cards'
 * old and new columns, plus `alsoRenumber`): the other cards keep their order, the moved
 * ones are inserted at their indices. One read and at most one write, whatever the size.
 * Answers the affected columns.
 */
export async function placeCards(
  db: Db,
  projectId: number,
  moves: Move[],
  alsoRenumber: Column[] = [],
): Promise<Column[]> {
  const movedIds = new Set(moves.map((m) => m.id));
  // Only cards the person moved get a new updated_at, and so a live event: not every renumbered
  // one. Their version moves with it. A card renumbered because another moved was not changed by
  // anyone (its place is not one of the fields an offline update merges), and no event tells the
  // other apps of it: a new version there would leave their cached one behind, and each of their
  // next edits of that card would be taken for an edit of an older version.
  const bumped = new Set(moves.filter((m) => m.bump !== false).map((m) => m.id));
  const columns = new Set<Column>([...alsoRenumber, ...moves.map((m) => m.select)]);
  // The moved cards' current columns are affected too.
  if (moves.length) {
    const from = await sql<{ value_select: Column }>`
      select distinct value_select from tasks where id = any(${[...movedIds]}::int[])`.execute(db);
    for (const r of from.rows) columns.add(r.value_select);
  }
  const ids = [...columns].filter((c): c is number => c !== null);
  const withNull = columns.has(null);
  const cards = await sql<Card>`
    select id, value_select, value_select_position from tasks
    where project_id = ${projectId}::int and archived_at is null
      and (value_select = any(${ids}::int[]) or (${withNull}::boolean and value_select is null))`.execute(db);

  const byColumn = new Map<Column, Card[]>([...columns].map((c) => [c, []]));
  const current = new Map<number, Card>();
  for (const card of cards.rows) {
    current.set(card.id, card);
    if (!movedIds.has(card.id)) byColumn.get(card.value_select)?.push(card);
  }
  for (const list of byColumn.values()) {
    list.sort((a, b) => (a.value_select_position ?? Infinity) - (b.value_select_position ?? Infinity) || a.id - b.id);
  }
  const ordered = [...moves].sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity));
  for (const m of ordered) {
    const list = byColumn.get(m.select)!;
    const at = Math.min(m.position ?? list.length, list.length);
    list.splice(at, 0, { id: m.id, value_select: m.select, value_select_position: null });
  }

  const changes: Array<{ id: number; sel: Column; pos: number; moved: boolean }> = [];
  for (const [column, list] of byColumn) {
    list.forEach((card, pos) => {
      const before = current.get(card.id);
      const moved = bumped.has(card.id);
      if (movedIds.has(card.id) || !before || before.value_select_position !== pos || before.value_select !== column) {
        changes.push({ id: card.id, sel: column, pos, moved });
      }
    });
  }
  if (changes.length) {
    await sql`
      update tasks t set value_select = u.sel, value_select_position = u.pos,
        updated_at = case when u.moved then now() else t.updated_at end,
        version = case when u.moved then t.version + 1 else t.version end
      from json_to_recordset(${JSON.stringify(changes)}::json) as u(id int, sel int, pos int, moved boolean)
      where t.id = u.id`.execute(db);
  }
  return [...columns];
}

/** Renumbers every column of a project (after its select options changed). */
export async function renumberAllColumns(db: Db, projectId: number): Promise<void> {
  await sql`
    update tasks t set value_select_position = r.pos
    from (
      select id, (row_number() over (partition by value_select order by value_select_position nulls last, id) - 1)::int as pos
      from tasks where project_id = ${projectId}::int and archived_at is null
    ) r
    where t.id = r.id and t.value_select_position is distinct from r.pos`.execute(db);
}
