import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { seedDemoPeople } from './people.ts';
import { seedDemoPlanner } from './planner.ts';
import { seedDemoPosts } from './posts.ts';

/** Demo data for DEMO mode; each feature adds its own seeder here, idempotent. */
export async function seedDemo(db: Kysely<Database>, logger: Logger): Promise<void> {
  const people = await seedDemoPeople(db);
  await seedDemoPlanner(db, people);
  await seedDemoPosts(db);
  logger.info('demo data ready', { people: people.length });
}
