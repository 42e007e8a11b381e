import { type Kysely, sql } from 'kysely';

/**
 * Profiles as a lawyer's public page: the profile with its contacts and resume, its university
 * and graduation year, and the fields the professionals' directory shows.
 * - `universities`, seeded in every install (server/content/universities.ts); `profile_university`,
 *   one per profile with its graduation year.
 * - The directory (`pro`) lists people: `pro_rank` (golden first) is a generated column, ordered
 *   with name and id by a partial index on people; `search` is a Russian full-text vector over
 *   name, username, about and expertise (GIN), as the career board's is. `profiles.region_id`
 *   is the profile's region_selected row (type profile), kept by a trigger, so a region's page
 *   is read in order from its own index (`profiles_pro_region_idx`).
 * - Notify triggers on profile_university and region_selected (the profile page refreshes live).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('universities')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('short_name', 'text')
    .execute();

  await db.schema
    .createTable('profile_university')
    .addColumn('profile_id', 'integer', (c) => c.primaryKey().references('profiles.id').onDelete('cascade'))
    .addColumn('university_id', 'integer', (c) => c.notNull().references('universities.id').onDelete('cascade'))
    .addColumn('graduation_year', 'integer', (c) => c.check(sql`graduation_year between 1900 and 2200`))
    .execute();

  await db.schema
    .alterTable('profiles')
    .addColumn('pro_rank', 'smallint', (c) =>
      c
        .generatedAlwaysAs(sql`case level when 'golden' then 3 when 'silver' then 2 when 'bronze' then 1 else 0 end`)
        .stored(),
    )
    .execute();
  await db.schema
    .alterTable('profiles')
    .addColumn('search', sql`tsvector`, (c) =>
      c
        .generatedAlwaysAs(
          sql`to_tsvector('russian'::regconfig, name || ' ' || replace(username, '_', ' ') || ' ' || coalesce(about, '') || ' ' || coalesce(expertise, ''))`,
        )
        .stored(),
    )
    .execute();
  await db.schema
    .alterTable('profiles')
    .addColumn('region_id', 'integer', (c) => c.references('regions.id').onDelete('set null'))
    .execute();
  await sql`update profiles p set region_id = rs.region_id from region_selected rs where rs.profile_id = p.id and rs.type = 'profile'`.execute(
    db,
  );
  await sql`
    create or replace function region_selected_profile() returns trigger language plpgsql as $$
    begin
      if tg_op in ('DELETE', 'UPDATE') and old.type = 'profile' then
        update profiles set region_id = null where id = old.profile_id and region_id is not null;
      end if;
      if tg_op in ('INSERT', 'UPDATE') and new.type = 'profile' then
        update profiles set region_id = new.region_id where id = new.profile_id and region_id is distinct from new.region_id;
      end if;
      return null;
    end;
    $$`.execute(db);
  await sql`create trigger region_selected_profile after insert or update or delete on region_selected
    for each row execute function region_selected_profile()`.execute(db);
  await sql`create index profiles_pro_region_idx on profiles (region_id, pro_rank desc, name, id) where type = 'person'`.execute(
    db,
  );
  await sql`create index profiles_pro_idx on profiles (pro_rank desc, name, id) where type = 'person'`.execute(db);
  await sql`create index profiles_search_idx on profiles using gin (search) where type = 'person'`.execute(db);
  await sql`create index region_selected_region_idx on region_selected (region_id, type)`.execute(db);
  await sql`create index profile_university_university_idx on profile_university (university_id)`.execute(db);

  await sql`create trigger profile_university_notify after insert or update or delete on profile_university
    for each row execute function notify_change('profile_id')`.execute(db);
  await sql`create trigger region_selected_notify after insert or update or delete on region_selected
    for each row execute function notify_change('profile_id', 'type')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists region_selected_notify on region_selected`.execute(db);
  await sql`drop trigger if exists region_selected_profile on region_selected`.execute(db);
  await sql`drop function if exists region_selected_profile()`.execute(db);
  await sql`drop index if exists profiles_pro_region_idx`.execute(db);
  await db.schema.alterTable('profiles').dropColumn('region_id').execute();
  await sql`drop index if exists region_selected_region_idx`.execute(db);
  await db.schema.dropTable('profile_university').ifExists().execute();
  await db.schema.dropTable('universities').ifExists().execute();
  await sql`drop index if exists profiles_pro_idx`.execute(db);
  await sql`drop index if exists profiles_search_idx`.execute(db);
  await db.schema.alterTable('profiles').dropColumn('search').execute();
  await db.schema.alterTable('profiles').dropColumn('pro_rank').execute();
}
