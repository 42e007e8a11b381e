import { type Kysely, sql } from 'kysely';

/**
 * Posts and tooltips (the editor's help texts). A post's place in the home feed is stored as
 * `in_feed` and kept by the database itself: published, not archived, and its author holds
 * `home_feed_post`. A trigger sets it on every write of the post and a second one when an
 * author's permissions change, so the feed reads one partial index in its own order and a
 * page deep in the feed costs what the first one does.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('posts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('preview', 'jsonb')
    .addColumn('content', 'jsonb')
    // Lists answer without the text (a feed page stays small on a phone's network): this says whether there is more to show.
    .addColumn('content_length', 'integer', (c) =>
      c
        .notNull()
        .generatedAlwaysAs(sql`coalesce(char_length(content ->> 'content'), 0)`)
        .stored(),
    )
    .addColumn('cover', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft', 'published')`),
    )
    .addColumn('slug', 'text', (c) => c.notNull().defaultTo(''))
    // 3 random letters and digits (4 once 3 is crowded); the system posts have words.
    .addColumn('url', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`url ~ '^[a-z0-9]{1,32}$'`),
    )
    .addColumn('is_pinned', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_archived', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('in_feed', 'boolean', (c) => c.notNull().defaultTo(false))
    // The system posts (privacy, user agreement) in other languages: { en: { title, preview, content } }.
    .addColumn('translations', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await sql`create index posts_feed_idx on posts (is_pinned desc, created_at desc, id desc) where in_feed`.execute(db);
  await sql`create index posts_profile_idx on posts (profile_id, status, created_at desc, id desc) where not is_archived`.execute(
    db,
  );

  await sql`
    create or replace function posts_in_feed() returns trigger language plpgsql as $$
    begin
      new.in_feed := new.status = 'published' and not new.is_archived and exists (
        select 1 from profiles p where p.id = new.profile_id and 'home_feed_post' = any(p.permissions));
      return new;
    end;
    $$`.execute(db);
  await sql`create trigger posts_in_feed before insert or update on posts
    for each row execute function posts_in_feed()`.execute(db);

  await sql`
    create or replace function profiles_feed_permission() returns trigger language plpgsql as $$
    begin
      if ('home_feed_post' = any(old.permissions)) is distinct from ('home_feed_post' = any(new.permissions)) then
        update posts set in_feed = in_feed where profile_id = new.id; -- posts_in_feed recomputes it
      end if;
      return null;
    end;
    $$`.execute(db);
  await sql`create trigger profiles_feed_permission after update of permissions on profiles
    for each row execute function profiles_feed_permission()`.execute(db);

  // The app hears of posts it shows: the payload carries what its visibility rule needs.
  await sql`create trigger posts_notify after insert or update or delete on posts
    for each row execute function notify_change('profile_id', 'status', 'is_archived', 'in_feed', 'url')`.execute(db);

  await db.schema
    .createTable('tooltips')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('text_ru', 'text', (c) => c.notNull())
    .addColumn('text_en', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists profiles_feed_permission on profiles`.execute(db);
  await sql`drop function if exists profiles_feed_permission()`.execute(db);
  await db.schema.dropTable('posts').ifExists().execute();
  await sql`drop function if exists posts_in_feed()`.execute(db);
  await db.schema.dropTable('tooltips').ifExists().execute();
}
