import { type Kysely, sql } from 'kysely';

/**
 * The service catalog: services around a lawyer's work by type and region. Every field the
 * earlier system's catalog had: title, about, icon, type, region
 * (null: all of Russia), is_hidden, website, services, phone, worktime, address, emails and
 * the link blocks block_top, block1..block10 (each `{ title, link }` or null). `key` names a
 * service across installs (the seed and `npm run admin -- catalog import` write by it);
 * `position` keeps the operators' order inside a type. `search` is what a search compares:
 * title, about and services in lower case with ё as е (a generated column, no LIKE).
 * Not shown live (the page is stale after 5 minutes), so no notify trigger. `catalog_state.version`
 * moves on with every statement that writes the services, their types or the regions: the server
 * keeps its serialised answers while the version stands (server/features/catalog/catalog-cache.ts;
 * measured need: an answer of 2,000 services costs ~45 ms to read and serialise).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('catalog_service_types')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('title', 'text', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  let table = db.schema
    .createTable('catalog_services')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('about', 'text')
    .addColumn('icon', 'text')
    .addColumn('type_id', 'integer', (c) => c.notNull().references('catalog_service_types.id').onDelete('restrict'))
    .addColumn('region_id', 'integer', (c) => c.references('regions.id').onDelete('set null'))
    .addColumn('is_hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('website', 'text')
    .addColumn('services', 'text')
    .addColumn('phone', 'text')
    .addColumn('worktime', 'text')
    .addColumn('address', 'text')
    .addColumn('emails', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`));
  for (const block of [
    'block_top',
    'block1',
    'block2',
    'block3',
    'block4',
    'block5',
    'block6',
    'block7',
    'block8',
    'block9',
    'block10',
  ]) {
    table = table.addColumn(block, 'jsonb');
  }
  await table
    .addColumn('search', 'text', (c) =>
      c
        .generatedAlwaysAs(
          sql`translate(lower(title || ' ' || coalesce(about, '') || ' ' || coalesce(services, '')), 'ё', 'е')`,
        )
        .stored(),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index catalog_services_visible_idx on catalog_services (type_id, position, id) where not is_hidden`.execute(
    db,
  );
  await sql`create index catalog_services_region_idx on catalog_services (region_id) where not is_hidden`.execute(db);

  await sql`create table catalog_state (id boolean primary key default true check (id), version bigint not null default 0)`.execute(
    db,
  );
  await sql`insert into catalog_state default values`.execute(db);
  await sql`
    create or replace function catalog_bump() returns trigger language plpgsql as $$
    begin
      update catalog_state set version = version + 1;
      return null;
    end;
    $$`.execute(db);
  for (const table of ['catalog_services', 'catalog_service_types', 'regions']) {
    await sql`create trigger ${sql.raw(`${table}_catalog_bump`)} after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function catalog_bump()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists regions_catalog_bump on regions`.execute(db);
  await db.schema.dropTable('catalog_state').ifExists().execute();
  await db.schema.dropTable('catalog_services').ifExists().execute();
  await db.schema.dropTable('catalog_service_types').ifExists().execute();
  await sql`drop function if exists catalog_bump()`.execute(db);
}
