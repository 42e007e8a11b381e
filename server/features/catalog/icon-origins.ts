import type { Kysely } from 'kysely';
import { isHttpLink } from '@shared/catalog/constants.ts';
import type { Database } from '@server/db/schema.ts';
import type { ImageOrigins } from '../feature.ts';

/** How long a read list stands: an import (`npm run admin -- catalog import`, another process) shows its new icon hosts within this. */
export const ICON_ORIGINS_MAX_AGE_MS = 60_000;

/** The origins of the catalog's icons that are image addresses (the rest are icon names or emoji). */
export async function readIconOrigins(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('catalog_services')
    .select('icon')
    .distinct()
    .where('icon', 'like', 'http%')
    .execute();
  const origins = rows.flatMap(({ icon }) => (icon && isHttpLink(icon) ? [new URL(icon).origin] : []));
  return [...new Set(origins)].sort();
}

/**
 * The catalog's icon hosts for the CSP's img-src (images come only from hosts we name), listed from the catalog's
 * own data rather than copied into uploads at import: the icons are chosen by operators, not
 * by authors, and listing keeps an import free of fetching other sites from the server. The
 * first answer waits for the list; later ones use the list in hand and read it again in the
 * background once it is older than `maxAgeMs`. A failed read keeps the last list (and
 * /healthz never waits on the database for it again).
 */
export function catalogIconOrigins(db: Kysely<Database>, maxAgeMs = ICON_ORIGINS_MAX_AGE_MS): ImageOrigins {
  let origins: readonly string[] = [];
  let readAt = 0;
  let reading: Promise<readonly string[]> | null = null;
  const read = () =>
    (reading ??= readIconOrigins(db)
      .then(
        (found) => (origins = found),
        () => origins,
      )
      .finally(() => {
        readAt = Date.now();
        reading = null;
      }));
  void read();
  return () => {
    if (readAt === 0) return reading ?? read();
    if (Date.now() - readAt > maxAgeMs && !reading) void read();
    return origins;
  };
}
