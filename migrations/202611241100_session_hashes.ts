import { type Kysely, sql } from 'kysely';

/**
 * Sessions and sign-in links made safer to leak or to phish:
 * - sessions keep only sha256(session id) (`id_hash`); an opaque `id` names a row in lists,
 *   in sign_in_tokens and in NOTIFY payloads, so a session id never sits in the table or
 *   travels between processes. Existing rows are hashed in place and keep working.
 * - sign-in links get number matching (`code`), the browser's one-time collection secret
 *   (`state_hash`), the requester's masked network, the confirming person (`user_id`) and
 *   when the new session was collected; sessions get the masked network too.
 * - the sessions trigger carries the opaque id and the user; a new signed-in session is
 *   announced too (another device's session list); a link is announced when it is
 *   confirmed, cancelled or voided by a wrong number.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists sessions_notify on sessions`.execute(db);
  await sql`drop trigger if exists sign_in_tokens_cancel_notify on sign_in_tokens`.execute(db);

  // gen_random_uuid() as a column default is evaluated per existing row.
  await sql`alter table sessions add column id uuid not null default gen_random_uuid()`.execute(db);
  await sql`alter table sessions add column id_hash text`.execute(db);
  await sql`alter table sessions add column network text`.execute(db);
  // The same hash the server computes: sha256 of the id's lowercase text form, hex.
  await sql`update sessions set id_hash = encode(sha256(convert_to(lower(session_id::text), 'UTF8')), 'hex')`.execute(
    db,
  );
  await sql`alter table sessions alter column id_hash set not null`.execute(db);

  await sql`alter table sign_in_tokens add column session_ref uuid`.execute(db);
  await sql`update sign_in_tokens t set session_ref = s.id from sessions s where s.session_id = t.session_id`.execute(
    db,
  );
  await sql`alter table sign_in_tokens drop column session_id`.execute(db);
  await sql`alter table sessions drop column session_id`.execute(db);
  await sql`alter table sessions add constraint sessions_pkey primary key (id)`.execute(db);
  await sql`create unique index sessions_id_hash_key on sessions (id_hash)`.execute(db);
  // A collected link outlives the anonymous session it ended, so the bot can still say "used".
  await sql`alter table sign_in_tokens add constraint sign_in_tokens_session_ref_fkey
    foreign key (session_ref) references sessions (id) on delete set null`.execute(db);
  await sql`create index sign_in_tokens_session_ref_idx on sign_in_tokens (session_ref, created_at)`.execute(db);
  await sql`alter table sign_in_tokens add column code smallint`.execute(db);
  await sql`alter table sign_in_tokens add column state_hash text`.execute(db);
  await sql`alter table sign_in_tokens add column network text`.execute(db);
  await sql`alter table sign_in_tokens add column user_id integer references users (id) on delete cascade`.execute(db);
  await sql`alter table sign_in_tokens add column collected_at timestamptz`.execute(db);
  await sql`alter table sign_in_tokens add column void_reason text`.execute(db);
  // Links issued before the upgrade have no code: they can no longer be confirmed.
  await sql`update sign_in_tokens set voided_at = now() where voided_at is null and used_at is null`.execute(db);

  await sql`create trigger sessions_notify after update of is_auth, user_id or delete on sessions
    for each row execute function notify_change('user_id')`.execute(db);
  await sql`create trigger sessions_insert_notify after insert on sessions
    for each row when (new.user_id is not null) execute function notify_change('user_id')`.execute(db);
  await sql`create trigger sign_in_tokens_notify after update of used_at, cancelled_at on sign_in_tokens
    for each row when ((new.used_at is not null and old.used_at is null) or (new.cancelled_at is not null and old.cancelled_at is null))
    execute function notify_change('session_ref', 'void_reason')`.execute(db);

  // planner_spaces (planner_cache_triggers) as it was, finding the session by its hash.
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
          where p_session is not null and s.id_hash = encode(sha256(convert_to(lower(p_session::text), 'UTF8')), 'hex')
            and s.is_auth and s.user_id is not null
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
}

/** Hashes cannot be turned back into ids: going down signs everybody out. */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists sign_in_tokens_notify on sign_in_tokens`.execute(db);
  await sql`drop trigger if exists sessions_insert_notify on sessions`.execute(db);
  await sql`drop trigger if exists sessions_notify on sessions`.execute(db);
  await sql`delete from sign_in_tokens`.execute(db);
  await sql`delete from sessions`.execute(db);
  for (const col of ['session_ref', 'code', 'state_hash', 'network', 'user_id', 'collected_at', 'void_reason']) {
    await sql`alter table sign_in_tokens drop column ${sql.ref(col)}`.execute(db);
  }
  await sql`alter table sessions drop constraint sessions_pkey`.execute(db);
  for (const col of ['id', 'id_hash', 'network'])
    await sql`alter table sessions drop column ${sql.ref(col)}`.execute(db);
  await sql`alter table sessions add column session_id uuid primary key default gen_random_uuid()`.execute(db);
  await sql`alter table sign_in_tokens add column session_id uuid not null references sessions (session_id) on delete cascade`.execute(
    db,
  );
  await sql`create index sign_in_tokens_session_idx on sign_in_tokens (session_id, created_at)`.execute(db);
  await sql`create trigger sessions_notify after update of is_auth, user_id or delete on sessions
    for each row execute function notify_change('session_id', 'user_id')`.execute(db);
  await sql`create trigger sign_in_tokens_cancel_notify after update of cancelled_at on sign_in_tokens
    for each row when (new.cancelled_at is not null and old.cancelled_at is null)
    execute function notify_change('session_id')`.execute(db);
}
