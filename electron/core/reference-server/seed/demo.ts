import type { Db } from '../../db/connection';
import { seedDemoOrg } from './demo-org';
import { seedDemoEntries } from './demo-entries';

/**
 * Loads the deterministic demo organization of decisions 21-23: the same data every time, and
 * running it again changes nothing.
 */
export async function seedDemo(db: Db): Promise<void> {
  seedDemoOrg(db);
  await seedDemoEntries(db);
}
