import { type Kysely, sql } from 'kysely';

/**
 * A space's cached answer (`spaces.answer_json`) follows everything it is built from:
 * triggers on `properties` and `property_options` rebuild it, so no writer has to
 * remember to touch the space. The answer's slots become compact JSON (json_build_object's
 * padding was 5% of `spaces get`'s bytes), and `planner_spaces` builds a
 * missing answer instead of dropping the space.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // The same answer as before, as compact text; all ASCII (json_string_ascii).
  await sql
    .raw(
      String.raw`
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
                    || ',"color":' || json_string_ascii(o.color) || '}', ',' order by o.number, o.id)
                  from property_options o where o.property_id = pr.id), '') || ']}' as j
              from properties pr where pr.space_id = sp.id and pr.property_type_id = k.type_id) slot on true)
    $$`,
    )
    .execute(db);

  // Any write of a spaces row rebuilds its answer (trigger spaces_answer) and tells the
  // live channel (spaces_notify): these triggers write the row when its slots change.
  await sql`
    create function properties_refresh_space() returns trigger language plpgsql as $$
    begin
      if old.space_id is not null then
        update spaces set answer_json = null where id = old.space_id;
      end if;
      if new.space_id is not null and new.space_id is distinct from old.space_id then
        update spaces set answer_json = null where id = new.space_id;
      end if;
      return null;
    end;
    $$`.execute(db);
  await sql`create trigger properties_refresh_space after insert or update or delete on properties
    for each row execute function properties_refresh_space()`.execute(db);
  await sql`
    create function property_options_refresh_space() returns trigger language plpgsql as $$
    begin
      update spaces set answer_json = null
      where id in (select pr.space_id from properties pr
        where pr.id in (old.property_id, new.property_id) and pr.space_id is not null);
      return null;
    end;
    $$`.execute(db);
  await sql`create trigger property_options_refresh_space after insert or update or delete on property_options
    for each row execute function property_options_refresh_space()`.execute(db);

  // spaces?action=get (see the planner migration). Each space is fetched by its key from
  // the caller's member rows: a plan that stays an index lookup whether or not the tables
  // have statistics yet (a fresh database has none, and its join plan scanned spaces once
  // per membership). A space without its answer is built on the spot, never skipped.
  await sql
    .raw(
      String.raw`
    create or replace function planner_spaces(p_session uuid, p_profile int, p_space int, p_archived boolean, p_idle_days int, p_touch_minutes int)
    returns table (user_id int, profile_id int, stale boolean, body text)
    language plpgsql stable as $$
    #variable_conflict use_column
    begin
      return query
        with me as (
          select s.user_id, p.id as profile_id, s.last_seen_at < now() - make_interval(mins => p_touch_minutes) as stale
          from sessions s left join profiles p on p.user_id = s.user_id
          where p_session is not null and s.session_id = p_session and s.is_auth and s.user_id is not null
            and s.last_seen_at > now() - make_interval(days => p_idle_days)
          union all
          select null::int, p_profile, false where p_session is null
        )
        select me.user_id, me.profile_id, me.stale, (
          -- an archived space answers null here, and string_agg leaves it out
          select '[' || coalesce(string_agg(
              (select coalesce(sp.answer_json, (select space_answer_json(built) from spaces built where built.id = sp.id))
                from spaces sp where sp.id = m.space_id and (p_archived or sp.archived_at is null))
              || (select ',"role":{"id":' || r.id::text || ',"title":' || to_json(r.title)::text
                || ',"description":' || to_json(r.description)::text || '}}' from roles r where r.id = m.role_id), ','), '') || ']'
          -- Aggregated in this subquery's order: an ORDER BY inside string_agg would sort the built strings.
          from (select m.space_id, m.role_id from members m
            where m.object_type = 'space' and m.profile_id = me.profile_id and (p_space is null or m.space_id = p_space)
            order by m.space_id offset 0) m)
        from me;
    end;
    $$`,
    )
    .execute(db);

  // Every stored answer in the new form.
  await sql`update spaces set answer_json = null`.execute(db);
}

/** Drops the triggers; the replaced functions answer the same JSON, so they stay. */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists property_options_refresh_space on property_options`.execute(db);
  await sql`drop trigger if exists properties_refresh_space on properties`.execute(db);
  await sql`drop function if exists property_options_refresh_space()`.execute(db);
  await sql`drop function if exists properties_refresh_space()`.execute(db);
}
