import { type Kysely, sql } from 'kysely';

/**
 * Pins. The home feed's pins are the admins' and at most three (`pinned_at`
 * says which went first: a fourth unpins it); an author pins up to three of their own posts
 * on their profile's posts tab (`is_profile_pinned`, `profile_pinned_at`). A pin an author who
 * is not an admin made on the feed before moves to their profile (the newest three of them).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table posts
    add column pinned_at timestamptz,
    add column is_profile_pinned boolean not null default false,
    add column profile_pinned_at timestamptz`.execute(db);
  await sql`
    with moved as (
      select p.id, row_number() over (partition by p.profile_id order by p.updated_at desc, p.id desc) as n
      from posts p join profiles a on a.id = p.profile_id
      where p.is_pinned and not ('admin' = any (a.roles))
    )
    update posts set is_pinned = false, pinned_at = null,
      is_profile_pinned = moved.n <= 3,
      profile_pinned_at = case when moved.n <= 3 then posts.updated_at end
    from moved where moved.id = posts.id`.execute(db);
  await sql`
    with kept as (
      select id, row_number() over (order by updated_at desc, id desc) as n from posts where is_pinned
    )
    update posts set is_pinned = kept.n <= 3, pinned_at = case when kept.n <= 3 then posts.updated_at end
    from kept where kept.id = posts.id`.execute(db);
  // A profile's posts tab reads its pins first (posts-service.ts readProfilePosts).
  await sql`create index posts_profile_pins_idx on posts (profile_id, status, is_profile_pinned desc, created_at desc, id desc)
    where not is_archived`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists posts_profile_pins_idx`.execute(db);
  await sql`update posts set is_pinned = true where is_profile_pinned`.execute(db);
  await sql`alter table posts drop column pinned_at, drop column is_profile_pinned, drop column profile_pinned_at`.execute(
    db,
  );
}
