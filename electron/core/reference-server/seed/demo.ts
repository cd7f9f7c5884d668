import type { Db } from '../../db/connection';
import { seedDemoOrg } from './demo-org';
import { seedDemoEntries, type DemoDating } from './demo-entries';

export type { DemoDating } from './demo-entries';

/**
 * Loads the demo organization (decisions 21-23) with its work dated for an anchor day (default:
 * the last working day before today on `dating.now`): the same data for the same anchor, and
 * running it again on a seeded database changes nothing.
 */
export async function seedDemo(db: Db, dating: DemoDating = {}): Promise<void> {
  seedDemoOrg(db);
  await seedDemoEntries(db, dating);
}
