import { type Kysely, sql } from 'kysely';

/**
 * A select option's group (`unstarted`, `started`, `done`, `cancelled`, like
 * Plane's state groups): tasks on a done or cancelled option are finished work, never
 * overdue. Existing options titled as finished work are marked `done`. A space's kept answer
 * (`spaces.answer_json`) carries the group: its builder is replaced and every answer rebuilt.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table property_options add column "group" text not null default 'unstarted'
    constraint property_options_group check ("group" in ('unstarted', 'started', 'done', 'cancelled'))`.execute(db);
  // The titles are shared/planner-constants.ts's DONE_OPTION_TITLES as of this migration.
  await sql`update property_options o set "group" = 'done'
    from properties pr
    where pr.id = o.property_id and pr.property_type_id = 3
      and lower(btrim(o.title)) in ('готово', 'выполнено', 'done', 'закрыто')`.execute(db);

  await sql.raw(spaceAnswerJson(true)).execute(db);
  // The spaces_answer trigger builds the answer again on any write of the row.
  await sql`update spaces set answer_json = null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(spaceAnswerJson(false)).execute(db);
  await sql`alter table property_options drop column "group"`.execute(db);
  await sql`update spaces set answer_json = null`.execute(db);
}

/** migrations/202611231000_planner_cache_triggers.ts's builder, with the option's group or without. */
function spaceAnswerJson(withGroup: boolean): string {
  return String.raw`
    create or replace function space_answer_json(sp spaces) returns text language sql stable as $$
      select '{"id":' || sp.id::text || ',"title":' || json_string_ascii(sp.title)
        || ',"description":' || coalesce(json_string_ascii(sp.description), 'null')
        || ',"icon":' || json_string_ascii(sp.icon) || ',"color":' || json_string_ascii(sp.color)
        || ',"created_at":"' || to_char(sp.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'
        || (select string_agg(',"' || k.field || '":' || coalesce(slot.j, 'null'), '' order by k.type_id)
            from (values (1, 'property_date'), (2, 'property_period'), (3, 'property_select'), (4, 'property_multiselect'),
              (5, 'property_people'), (6, 'property_checkbox'), (7, 'property_number')) k(type_id, field)
            left join lateral (
              select '{"id":' || pr.id::text || ',"title":' || json_string_ascii(pr.title) || ',"options":['
                || coalesce((select string_agg('{"id":' || o.id::text || ',"number":' || o.number::text || ',"title":' || json_string_ascii(o.title)
                    || ',"color":' || json_string_ascii(o.color) || ${withGroup ? `',"group":"' || o."group" || '"}'` : `'}'`}, ',' order by o.number, o.id)
                  from property_options o where o.property_id = pr.id), '') || ']}' as j
              from properties pr where pr.space_id = sp.id and pr.property_type_id = k.type_id) slot on true)
    $$`;
}
