// `npm run server|cli|web -- ...`: runs the bundled JavaScript in out/node (scripts/node-bundle.mjs),
// building it first when it is missing or older than the sources (a fresh clone, a pull, an edit).
// The entry runs in this same process: no second Node start, no TypeScript compiled at run time.
// (`npm run dev:server|dev:cli|dev:web` run the sources under tsx instead.)
import { pathToFileURL } from 'node:url';
import { ENTRIES, ensureNodeBundle, entryPath } from './node-bundle.mjs';

const [name, ...args] = process.argv.slice(2);
if (!name || !Object.hasOwn(ENTRIES, name)) {
  console.error(`usage: node scripts/run.mjs ${Object.keys(ENTRIES).join('|')} [args...]`);
  process.exit(2);
}
try {
  ensureNodeBundle();
} catch (e) {
  console.error(`PSA Desk: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
// The entries read their arguments from process.argv and run when argv[1] names them, as when
// started as `node out/node/<name>.mjs ...args`.
const entry = entryPath(name);
process.argv.splice(1, process.argv.length - 1, entry, ...args);
await import(pathToFileURL(entry).href);
