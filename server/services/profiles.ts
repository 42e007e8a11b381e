import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ProfileDto } from '../../shared/schemas/profile.ts';

export const PROFILE_COLUMNS = [
  'id', 'user_id', 'name', 'username', 'avatar', 'cover', 'level', 'about', 'expertise', 'type', 'roles', 'permissions', 'info',
] as const;

export async function findProfileByUsername(db: Kysely<Database>, username: string): Promise<ProfileDto | undefined> {
  return db
    .selectFrom('profiles')
    .select(PROFILE_COLUMNS)
    .where('username', '=', username.toLowerCase())
    .executeTakeFirst() as Promise<ProfileDto | undefined>;
}

export async function findProfileByUserId(db: Kysely<Database>, userId: number): Promise<ProfileDto | undefined> {
  return db.selectFrom('profiles').select(PROFILE_COLUMNS).where('user_id', '=', userId).executeTakeFirst() as Promise<
    ProfileDto | undefined
  >;
}
