import { readFileSync } from 'node:fs';
import type { Call, Flags, Io } from './commands';
import { UsageError } from './commands';

/*
 * `import-projects FILE [--json]`: projects, contract lines and roles from a CSV file into an
 * offline-only folder, through the same channel as the app's import (the CLI only reads the file).
 */

/** Runs the import; exit 0 when stored, 2 when the file was refused (nothing stored). */
export async function importProjectsCmd(
  call: Call,
  file: string | undefined,
  flags: Flags,
  io: Io,
): Promise<number> {
  if (!file)
    throw new UsageError('import-projects needs a FILE (a CSV file; see the README for its columns)');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read ${file}: ${(e as Error).message}`);
  }
  const similar = flags['similar'];
  if (similar !== undefined && similar !== 'use' && similar !== 'new')
    throw new UsageError('--similar is "use" (the record here) or "new" (add another)');
  const result = await call('setup:importProjects', { text, ...(similar ? { similar } : {}) });
  const where = (p: { line: number; column: string | null }) =>
    `line ${p.line}${p.column ? `, ${p.column}` : ''}`;
  if (flags['json'] === true) io.out(JSON.stringify(result));
  else if (result.problems.length > 0) {
    for (const p of result.problems) io.err(`${where(p)}: ${p.message}`);
    io.err('Nothing was imported: fix these rows and import the file again.');
  } else if (!result.imported) {
    for (const q of result.questions) io.err(`${where(q)}: ${q.message}`);
    io.err('Nothing was imported: answer with --similar use (add to the one here) or --similar new.');
  } else {
    for (const note of result.notes) io.out(note);
    const n = (c: { added: number; existing: number }, what: string) =>
      `${c.added} ${what} added${c.existing ? `, ${c.existing} already here` : ''}`;
    io.out(
      [
        n(result.projects, 'projects'),
        n(result.contractLines, 'contract lines'),
        n(result.roles, 'roles'),
        `${result.companies.added} companies added`,
      ].join('; '),
    );
  }
  return result.imported ? 0 : 2;
}
