import { type Kysely, sql } from 'kysely';

/**
 * Whether a person's language is their own choice (the switch, signed in or just before signing
 * in) or only what they were first seen in (Telegram's language, the browser's, the default).
 * A sign-in keeps the language the visitor was using unless the account's is their own choice
 * (server/features/auth/sign-in-language.ts). The people already here keep their language as
 * it is: what they have now is treated as chosen, so no existing account changes language.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table user_settings add column language_chosen boolean not null default false`.execute(db);
  await sql`update user_settings set language_chosen = true`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table user_settings drop column language_chosen`.execute(db);
}
