import { type Kysely, sql } from 'kysely';

/**
 * The planner: spaces, projects, tasks with subtasks, members with roles, property types,
 * property slots with options, project property values; notify triggers for the live
 * channel. Archive (`archived_at`), never delete.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // JSON text with every non-ASCII character written as \uXXXX. A big task list leaves the
  // database as one JSON string; all-ASCII, Node reads and writes it without converting it
  // to and from UTF-16 (about a third of the server's CPU for 2,000 tasks). The stored task
  // columns below pay this once per write.
  await sql
    .raw(
      String.raw`
    create function json_string_ascii(s text) returns text language sql immutable strict parallel safe as $$
      select case when s ~ '^[\x20-\x21\x23-\x5b\x5d-\x7e]*$' then '"' || s || '"'
      else '"' || (select string_agg(case
          when c = '"' then '\"'
          when c = '\' then '\\'
          when ascii(c) between 32 and 126 then c
          when ascii(c) < 65536 then '\u' || lpad(to_hex(ascii(c)), 4, '0')
          else '\u' || to_hex(55296 + ((ascii(c) - 65536) >> 10)) || '\u' || to_hex(56320 + ((ascii(c) - 65536) & 1023)) end, '' order by n)
        from regexp_split_to_table(s, '') with ordinality as x(c, n)) || '"' end
    $$`,
    )
    .execute(db);
  // The same for a JSON text: non-ASCII characters only occur inside its strings.
  await sql
    .raw(
      String.raw`
    create function json_ascii(j text) returns text language sql immutable strict parallel safe as $$
      select case when j !~ '[^\x01-\x7f]' then j
      else (select string_agg(case
          when ascii(c) < 128 then c
          when ascii(c) < 65536 then '\u' || lpad(to_hex(ascii(c)), 4, '0')
          else '\u' || to_hex(55296 + ((ascii(c) - 65536) >> 10)) || '\u' || to_hex(56320 + ((ascii(c) - 65536) & 1023)) end, '' order by n)
        from regexp_split_to_table(j, '') with ordinality as x(c, n)) end
    $$`,
    )
    .execute(db);

  await db.schema
    .createTable('property_types')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull().unique())
    .execute();
  // Fixed ids, the same in every install and in the app; the titles are what
  // PropertyValue.property.property_type carries.
  await db
    .insertInto('property_types')
    .values([
      { id: 1, title: 'date' },
      { id: 2, title: 'period' },
      { id: 3, title: 'select' },
      { id: 4, title: 'multiselect' },
      { id: 5, title: 'persons' },
      { id: 6, title: 'checkbox' },
      { id: 7, title: 'number' },
    ])
    .execute();

  await db.schema
    .createTable('spaces')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('icon', 'text', (c) => c.notNull().defaultTo('Briefcase'))
    .addColumn('color', 'text', (c) => c.notNull().defaultTo('blue'))
    .addColumn('created_by', 'integer', (c) => c.references('profiles.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('archived_at', 'timestamptz')
    .addColumn('answer_json', 'text')
    .execute();

  await db.schema
    .createTable('projects')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('space_id', 'integer', (c) => c.notNull().references('spaces.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('profiles.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('archived_at', 'timestamptz')
    .execute();
  await sql`create index projects_space_idx on projects (space_id, id) where archived_at is null`.execute(db);

  // A slot: at most one property per type per owner (a space or a project).
  await db.schema
    .createTable('properties')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('space_id', 'integer', (c) => c.references('spaces.id'))
    .addColumn('project_id', 'integer', (c) => c.references('projects.id'))
    .addColumn('property_type_id', 'integer', (c) => c.notNull().references('property_types.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('properties_one_owner', sql`(space_id is null) <> (project_id is null)`)
    .execute();
  await sql`create unique index properties_space_slot on properties (space_id, property_type_id) where space_id is not null`.execute(
    db,
  );
  await sql`create unique index properties_project_slot on properties (project_id, property_type_id) where project_id is not null`.execute(
    db,
  );

  await db.schema
    .createTable('property_options')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('property_options_property_idx')
    .on('property_options')
    .columns(['property_id', 'number'])
    .execute();

  // A space's answer (without the caller's role, added per call), kept ready: spaces
  // get is the planner's most frequent call. Built by this trigger on every write of the
  // row; writes to a space's slots touch the row (server/features/planner/slots.ts).
  await sql
    .raw(
      String.raw`
    create function space_answer_json(sp spaces) returns text language sql stable as $$
      select '{"id":' || sp.id::text || ',"title":' || json_string_ascii(sp.title)
        || ',"description":' || coalesce(json_string_ascii(sp.description), 'null')
        || ',"icon":' || json_string_ascii(sp.icon) || ',"color":' || json_string_ascii(sp.color)
        || ',"created_at":"' || to_char(sp.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'
        || (select string_agg(',"' || k.field || '":' || coalesce(json_ascii(slot.j), 'null'), '' order by k.type_id)
            from (values (1, 'property_date'), (2, 'property_period'), (3, 'property_select'), (4, 'property_multiselect'),
              (5, 'property_people'), (6, 'property_checkbox'), (7, 'property_number')) k(type_id, field)
            left join lateral (
              select json_build_object('id', pr.id, 'title', pr.title, 'options',
                (select coalesce(json_agg(json_build_object('id', o.id, 'number', o.number, 'title', o.title, 'color', o.color)
                  order by o.number, o.id), '[]'::json) from property_options o where o.property_id = pr.id))::text as j
              from properties pr where pr.space_id = sp.id and pr.property_type_id = k.type_id) slot on true)
    $$`,
    )
    .execute(db);
  await sql`
    create function spaces_answer() returns trigger language plpgsql as $$
    begin
      new.answer_json := space_answer_json(new);
      return new;
    end;
    $$`.execute(db);
  await sql`create trigger spaces_answer before insert or update on spaces
    for each row execute function spaces_answer()`.execute(db);
  // spaces?action=get: the caller's spaces with their role, in one call whose plans
  // PL/pgSQL caches per connection (Kysely cannot name prepared statements; planning was
  // most of this hot call's database time). A session id, or a profile id when the
  // caller is already known; no row for a session that is not a live signed-in one.
  await sql
    .raw(
      String.raw`
    create function planner_spaces(p_session uuid, p_profile int, p_space int, p_archived boolean, p_idle_days int, p_touch_minutes int)
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
          select '[' || coalesce(string_agg(sp.answer_json || ',"role":{"id":' || r.id::text || ',"title":' || to_json(r.title)::text
              || ',"description":' || to_json(r.description)::text || '}}', ',' order by sp.id), '') || ']'
          from members m join spaces sp on sp.id = m.space_id join roles r on r.id = m.role_id
          where m.object_type = 'space' and m.profile_id = me.profile_id
            and (p_archived or sp.archived_at is null) and (p_space is null or sp.id = p_space))
        from me;
    end;
    $$`,
    )
    .execute(db);

  await db.schema
    .createTable('tasks')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('subtasks', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('value_date', 'timestamptz')
    .addColumn('value_period_start', 'timestamptz')
    .addColumn('value_period_end', 'timestamptz')
    .addColumn('value_select', 'integer', (c) => c.references('property_options.id').onDelete('set null'))
    .addColumn('value_select_position', 'integer')
    .addColumn('value_multiselect', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'::integer[]`))
    .addColumn('value_people', 'integer', (c) => c.references('profiles.id').onDelete('set null'))
    .addColumn('value_checkbox', 'boolean')
    .addColumn('value_number', 'double precision')
    .addColumn('created_by', 'integer', (c) => c.references('profiles.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('archived_at', 'timestamptz')
    // The answer's text fields as ready JSON (json_string_ascii above), kept by the database.
    .addColumn('title_json', 'text', (c) =>
      c
        .generatedAlwaysAs(sql`json_string_ascii(title)`)
        .stored()
        .notNull(),
    )
    .addColumn('description_json', 'text', (c) => c.generatedAlwaysAs(sql`json_string_ascii(description)`).stored())
    .addColumn('subtasks_json', 'text', (c) =>
      c
        .generatedAlwaysAs(sql`json_ascii(subtasks::text)`)
        .stored()
        .notNull(),
    )
    .execute();
  await sql`create index tasks_project_idx on tasks (project_id, id) where archived_at is null`.execute(db);
  // The kanban: a column is (project, option); updateBatch renumbers it.
  await sql`create index tasks_column_idx on tasks (project_id, value_select, value_select_position) where archived_at is null`.execute(
    db,
  );
  await sql`create index tasks_people_idx on tasks (value_people) where archived_at is null and value_people is not null`.execute(
    db,
  );

  // Members of a space, a project or a task. space_id is filled on every row (a project's
  // or task's space) so lists and the live channel can filter by space alone.
  await db.schema
    .createTable('members')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('object_type', 'text', (c) => c.notNull().check(sql`object_type in ('space', 'project', 'task')`))
    .addColumn('space_id', 'integer', (c) => c.notNull().references('spaces.id'))
    .addColumn('project_id', 'integer', (c) => c.references('projects.id'))
    .addColumn('task_id', 'integer', (c) => c.references('tasks.id'))
    .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().defaultTo(3).references('roles.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'members_object',
      sql`(object_type = 'space' and project_id is null and task_id is null)
        or (object_type = 'project' and project_id is not null and task_id is null)
        or (object_type = 'task' and project_id is not null and task_id is not null)`,
    )
    .execute();
  await sql`create unique index members_space_key on members (space_id, profile_id) where object_type = 'space'`.execute(
    db,
  );
  await sql`create unique index members_project_key on members (project_id, profile_id) where object_type = 'project'`.execute(
    db,
  );
  await sql`create unique index members_task_key on members (task_id, profile_id) where object_type = 'task'`.execute(
    db,
  );
  await sql`create index members_profile_idx on members (profile_id, object_type)`.execute(db);

  // A project's values for its space's slots (a task's live in typed columns on tasks).
  await db.schema
    .createTable('property_values')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('space_id', 'integer', (c) => c.notNull().references('spaces.id'))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id'))
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('date', 'timestamptz')
    .addColumn('date_to', 'timestamptz')
    .addColumn('property_option_id', 'integer', (c) => c.references('property_options.id').onDelete('set null'))
    .addColumn('property_option_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'::integer[]`))
    .addColumn('position', 'integer')
    .addColumn('profile_id', 'integer', (c) => c.references('profiles.id').onDelete('set null'))
    .addColumn('checkbox', 'boolean')
    .addColumn('number', 'double precision')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('property_values_key', ['project_id', 'property_id'])
    .execute();

  // The live channel: the payload carries the owning space/project so
  // the hub can decide who may see a change without a query per event.
  // created_by: the creator hears of the new space before its owner row is seen.
  await sql`create trigger spaces_notify after insert or update on spaces
    for each row execute function notify_change('created_by')`.execute(db);
  await sql`create trigger projects_notify after insert or update on projects
    for each row execute function notify_change('space_id')`.execute(db);
  // Every edit of a task sets updated_at; renumbering the other cards of a kanban column
  // does not, so one drag is one event (the moved card's), not one per card in the column.
  await sql`create trigger tasks_notify after insert on tasks
    for each row execute function notify_change('project_id')`.execute(db);
  await sql`create trigger tasks_notify_update after update on tasks
    for each row when (old.updated_at is distinct from new.updated_at) execute function notify_change('project_id')`.execute(
    db,
  );
  await sql`create trigger members_notify after insert or update or delete on members
    for each row execute function notify_change('object_type', 'space_id', 'project_id', 'task_id', 'profile_id')`.execute(
    db,
  );
  await sql`create trigger properties_notify after insert or update or delete on properties
    for each row execute function notify_change('space_id', 'project_id')`.execute(db);
  await sql`create trigger property_values_notify after insert or update or delete on property_values
    for each row execute function notify_change('space_id', 'project_id')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'property_values',
    'members',
    'tasks',
    'property_options',
    'properties',
    'projects',
    'spaces',
    'property_types',
  ]) {
    await db.schema.dropTable(t).ifExists().cascade().execute();
  }
  await sql`drop function if exists planner_spaces(uuid, int, int, boolean, int, int)`.execute(db);
  await sql`drop function if exists space_answer_json(spaces)`.execute(db);
  await sql`drop function if exists json_ascii(text)`.execute(db);
  await sql`drop function if exists json_string_ascii(text)`.execute(db);
}
