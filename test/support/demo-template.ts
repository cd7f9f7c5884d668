import { copyFileSync, existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { demoRemoteDbFile } from '../../electron/core/app/demo-remote';
import { openDatabase } from '../../electron/core/db/connection';
import { seedDemo } from '../../electron/core/reference-server/seed/demo';
import { defaultDemoAnchor } from '../../electron/core/reference-server/seed/demo-calendar';

/*
 * The demo remote's database, seeded once per run and demo anchor, then copied into each data
 * folder that is about to start the demo: seeding lays out every invoice PDF (about 10 s), while a
 * copy takes milliseconds. The copy is what the app would have seeded itself: the seed depends on
 * the anchor alone, and the app's demo remote does not seed a database that already holds it.
 * Outside a vitest run (no PSA_TEST_TEMPLATES) nothing is copied and the app seeds as usual.
 */

/** Where this run keeps its templates (made and removed by the global setup). */
const templates = () => process.env.PSA_TEST_TEMPLATES;

/**
 * Copies the seeded demo remote for the day `now` (the clock of the process that will serve it)
 * into `dataDir`, unless the folder has one already.
 */
export async function preseedDemoRemote(dataDir: string, now: number = Date.now()): Promise<void> {
  const dir = templates();
  const target = demoRemoteDbFile(dataDir);
  if (!dir || existsSync(target)) return;
  const anchor = defaultDemoAnchor(now);
  const template = join(dir, `demo-remote-${anchor}.sqlite`);
  if (!existsSync(template)) {
    // Two workers may seed the same anchor at once: each writes its own file, the rename is atomic.
    const draft = `${template}.${process.pid}.draft`;
    const db = openDatabase(draft);
    try {
      await seedDemo(db, { anchor });
    } finally {
      db.close();
    }
    renameSync(draft, template);
  }
  copyFileSync(template, target);
}
