import { type RawBuilder, sql } from 'kysely';

/**
 * A timestamp as the JSON answers carry it (`2026-11-23T09:00:00.000Z`, what `toISOString`
 * gives), written by PostgreSQL for the answers it builds itself (JSON-in-SQL lists).
 */
export const isoSql = (expr: string) => `to_char((${expr}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `isoSql` of a column (a name of ours, never input) as a Kysely fragment. */
export const isoText = (column: string): RawBuilder<string> => sql.raw(isoSql(column));

/**
 * A date that is either a calendar day (`day`, a `date` column) or a moment (`moment`, a
 * timestamptz): the day as `YYYY-MM-DD`, the same for every reader in every zone, else the moment
 * as `isoSql` writes it; null when neither is set (docs/dates.md).
 */
export const datedSql = (moment: string, day: string) => `coalesce(to_char(${day}, 'YYYY-MM-DD'), ${isoSql(moment)})`;

/** `datedSql` of two columns (names of ours, never input) as a Kysely fragment. */
export const datedText = (moment: string, day: string): RawBuilder<string | null> => sql.raw(datedSql(moment, day));
