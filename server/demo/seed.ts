import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { seedDemoExperts } from './experts.ts';
import { seedDemoPeople } from './people.ts';
import { seedDemoPlanner } from './planner.ts';
import { seedDemoPosts } from './posts.ts';
import { seedDemoQuizzes } from './quizzes.ts';
import { seedDemoCareer } from './career.ts';
import { seedDemoProfiles } from './profiles.ts';

/** Demo data for DEMO mode; each feature adds its own seeder here, idempotent. */
export async function seedDemo(db: Kysely<Database>, logger: Logger): Promise<void> {
  const people = await seedDemoPeople(db);
  await seedDemoPlanner(db, people);
  await seedDemoPosts(db);
  await seedDemoQuizzes(db);
  await seedDemoCareer(db);
  await seedDemoExperts(db);
  await seedDemoProfiles(db);
  logger.info('demo data ready', { people: people.length });
}
