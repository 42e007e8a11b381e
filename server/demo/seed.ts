import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { seedDemoExperts } from './experts.ts';
import { seedDemoPeople } from './people.ts';
import { seedDemoPlanner } from './planner.ts';

/** Demo data for DEMO mode; each feature adds its own seeder here, idempotent. */
export async function seedDemo(db: Kysely<Database>, logger: Logger): Promise<void> {
  const people = await seedDemoPeople(db);
  await seedDemoPlanner(db, people);
  await seedDemoExperts(db);
  logger.info('demo data ready', { people: people.length });
}
