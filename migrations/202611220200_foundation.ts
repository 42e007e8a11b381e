import { type Kysely, sql } from 'kysely';

/**
 * Users, sessions, settings, profiles, roles, sign-in tokens, and the notify trigger
 * that carries row changes to every server process (docs/architecture.md, Data).
 */
export async function up(db: Kysely<any>): Promise<void> {
  // One generic trigger: the payload names the table, the operation, the row id and
  // the columns given as trigger arguments, which the realtime hub filters on.
  await sql`
    create or replace function notify_change() returns trigger language plpgsql as $$
    declare
      rec jsonb;
      payload jsonb;
      col text;
    begin
      if tg_op = 'DELETE' then rec := to_jsonb(old); else rec := to_jsonb(new); end if;
      payload := jsonb_build_object('table', tg_table_name, 'op', lower(tg_op), 'id', rec -> 'id');
      if tg_nargs > 0 then
        foreach col in array tg_argv loop
          payload := payload || jsonb_build_object(col, rec -> col);
        end loop;
      end if;
      perform pg_notify('changes', payload::text);
      return null;
    end;
    $$`.execute(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('telegram_id', 'bigint', (c) => c.unique())
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text')
    .addColumn('username', 'text')
    .addColumn('language_code', 'text')
    .addColumn('photo_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('timezone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('language', 'text', (c) =>
      c
        .notNull()
        .defaultTo('ru')
        .check(sql`language in ('ru', 'en')`),
    )
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('session_id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('is_auth', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_last_seen_idx').on('sessions').column('last_seen_at').execute();

  await db.schema
    .createTable('sign_in_tokens')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('sessions.session_id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('address_hash', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('voided_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('sign_in_tokens_session_idx')
    .on('sign_in_tokens')
    .columns(['session_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('sign_in_tokens_address_idx')
    .on('sign_in_tokens')
    .columns(['address_hash', 'created_at'])
    .execute();

  await db.schema
    .createTable('roles')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // Fixed ids: the spec gives a newly added space member role id 3.
  await db
    .insertInto('roles')
    .values([
      {
        id: 1,
        title: 'owner',
        description: 'Full control, including deleting members and moving projects between spaces',
      },
      { id: 2, title: 'admin', description: 'Manages settings, members and all projects' },
      { id: 3, title: 'member', description: 'Works on projects and tasks they belong to' },
      { id: 4, title: 'viewer', description: 'Reads projects and tasks they belong to' },
    ])
    .execute();

  await db.schema
    .createTable('profiles')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.unique().references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull().check(sql`username ~ '^[a-z0-9_]{5,20}$'`))
    .addColumn('avatar', 'text')
    .addColumn('cover', 'text')
    .addColumn('level', 'text', (c) => c.check(sql`level in ('bronze', 'silver', 'golden')`))
    .addColumn('about', 'text')
    .addColumn('expertise', 'text')
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('person'))
    .addColumn('roles', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('permissions', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('info', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('is_demo', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('profiles_username_key').on('profiles').column('username').unique().execute();

  await sql`create trigger sessions_notify after update of is_auth, user_id or delete on sessions
    for each row execute function notify_change('session_id', 'user_id')`.execute(db);
  await sql`create trigger user_settings_notify after insert or update on user_settings
    for each row execute function notify_change('user_id')`.execute(db);
  await sql`create trigger users_notify after update on users
    for each row execute function notify_change()`.execute(db);
  await sql`create trigger profiles_notify after insert or update on profiles
    for each row execute function notify_change('user_id')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['profiles', 'roles', 'sign_in_tokens', 'sessions', 'user_settings', 'users']) {
    await db.schema.dropTable(t).ifExists().cascade().execute();
  }
  await sql`drop function if exists notify_change()`.execute(db);
}
