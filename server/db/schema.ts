import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A timestamptz: read as Date, written as Date or ISO string, defaulted by the database. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, T | string | undefined, T | string>;

export interface UsersTable {
  id: Generated<number>;
  telegram_id: number | null;
  first_name: Generated<string>;
  last_name: string | null;
  username: string | null;
  language_code: string | null;
  photo_url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserSettingsTable {
  user_id: number;
  timezone: Generated<string>;
  language: Generated<'ru' | 'en'>;
  updated_at: Timestamp;
}

export interface SessionData {
  timezone?: string;
}

export interface SessionsTable {
  session_id: Generated<string>;
  is_auth: Generated<boolean>;
  user_id: number | null;
  data: Json<SessionData>;
  user_agent: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
}

export interface SignInTokensTable {
  id: Generated<number>;
  session_id: string;
  token_hash: string;
  address_hash: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: NullableTimestamp;
  voided_at: NullableTimestamp;
}

export interface RolesTable {
  id: number;
  title: string;
  description: Generated<string>;
}

export interface ProfileInfo {
  city?: string;
  [key: string]: unknown;
}

export interface ProfilesTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  username: string;
  avatar: string | null;
  cover: string | null;
  level: 'bronze' | 'silver' | 'golden' | null;
  about: string | null;
  expertise: string | null;
  type: Generated<string>;
  roles: ColumnType<string[], string[] | undefined, string[]>;
  permissions: ColumnType<string[], string[] | undefined, string[]>;
  info: Json<ProfileInfo>;
  is_demo: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  user_settings: UserSettingsTable;
  sessions: SessionsTable;
  sign_in_tokens: SignInTokensTable;
  roles: RolesTable;
  profiles: ProfilesTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type Profile = Selectable<ProfilesTable>;
export type NewProfile = Insertable<ProfilesTable>;
export type ProfileUpdate = Updateable<ProfilesTable>;
