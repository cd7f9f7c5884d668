import { readFileSync } from 'node:fs';
import type { Call, Flags, Io } from './commands';
import { UsageError } from './commands';
import { coreI18n } from '../i18n';

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
  if (!file) throw new UsageError(coreI18n.t('cli:import.needsFile'));
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(coreI18n.t('cli:import.cannotRead', { file, reason: (e as Error).message }));
  }
  const similar = flags['similar'];
  if (similar !== undefined && similar !== 'use' && similar !== 'new')
    throw new UsageError(coreI18n.t('cli:import.similar'));
  const result = await call('setup:importProjects', { text, ...(similar ? { similar } : {}) });
  const where = (p: { line: number; column: string | null }) =>
    p.column
      ? coreI18n.t('cli:import.lineColumn', { line: p.line, column: p.column })
      : coreI18n.t('cli:import.line', { line: p.line });
  if (flags['json'] === true) io.out(JSON.stringify(result));
  else if (result.problems.length > 0) {
    for (const p of result.problems) io.err(`${where(p)}: ${p.message}`);
    io.err(coreI18n.t('cli:import.fixRows'));
  } else if (!result.imported) {
    for (const q of result.questions) io.err(`${where(q)}: ${q.message}`);
    io.err(coreI18n.t('cli:import.answerSimilar'));
  } else {
    for (const note of result.notes) io.out(note);
    io.out(
      [
        result.projects.existing
          ? coreI18n.t('cli:import.projectsExisting', result.projects)
          : coreI18n.t('cli:import.projects', result.projects),
        result.contractLines.existing
          ? coreI18n.t('cli:import.contractLinesExisting', result.contractLines)
          : coreI18n.t('cli:import.contractLines', result.contractLines),
        result.roles.existing
          ? coreI18n.t('cli:import.rolesExisting', result.roles)
          : coreI18n.t('cli:import.roles', result.roles),
        coreI18n.t('cli:import.companies', { added: result.companies.added }),
      ].join('; '),
    );
  }
  return result.imported ? 0 : 2;
}
