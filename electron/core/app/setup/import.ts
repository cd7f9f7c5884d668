import type { ImportResultT } from '../../../../shared/app/channels/setup';
import { PsaError } from '../../../../shared/psa/errors';
import type { Db } from '../../db/connection';
import { readMode } from '../settings/state';
import { applyImport, type ImportCounts } from './import-apply';
import { COLUMNS, type ColumnKey, type CsvRow, type ImportProblem, parseProjectsCsv } from './import-csv';
import type { SimilarAnswer } from './import-match';
import { planImport } from './import-plan';
import { coreI18n } from '../../i18n';

/*
 * The offline import: projects, their contract lines and roles from a file or typed by hand,
 * into an offline-only folder. Checked whole first; stored in one transaction or not at all.
 */

const NONE: ImportCounts = {
  projects: { added: 0, existing: 0 },
  contractLines: { added: 0, existing: 0 },
  roles: { added: 0, existing: 0 },
  companies: { added: 0 },
};

function refused(problems: ImportProblem[], questions: ImportProblem[] = []): ImportResultT {
  return { imported: false, problems, questions, notes: [], ...NONE };
}

/** Imports only into an offline-only folder: with a PSA service, projects come from it. */
function requireOffline(db: Db): void {
  const mode = readMode(db);
  if (mode !== 'offline')
    throw new PsaError(
      'INVALID_STATE',
      mode === 'unset' ? coreI18n.t('core:importOfflineFirst') : coreI18n.t('core:importSyncs'),
    );
}

function run(db: Db, rows: CsvRow[], problems: ImportProblem[], similar?: SimilarAnswer): ImportResultT {
  if (problems.length > 0) return refused(problems);
  if (rows.length === 0)
    return refused([{ line: 2, column: null, message: 'the file has no rows under its header' }]);
  const plan = planImport(db, rows, similar);
  // Problems first: a question about a look-alike is only worth answering for a file that can go in.
  if ('problems' in plan) return refused(plan.problems, plan.problems.length > 0 ? [] : plan.questions);
  return { imported: true, problems: [], questions: [], notes: plan.notes, ...applyImport(db, plan) };
}

/**
 * Imports a projects file (CSV text); every row is checked before anything is stored. A row naming
 * a look-alike of a company or project here is asked about unless `similar` answers it.
 */
export function importProjectsFile(db: Db, text: string, similar?: SimilarAnswer): ImportResultT {
  requireOffline(db);
  const { rows, problems } = parseProjectsCsv(text);
  return run(db, rows, problems, similar);
}

/** Adds one project typed by hand (with a contract line and a role), checked as a file row is. */
export function addProjectByHand(
  db: Db,
  input: Partial<Record<ColumnKey, string | undefined>>,
  similar?: SimilarAnswer,
): ImportResultT {
  requireOffline(db);
  const fields: CsvRow['fields'] = {};
  for (const key of Object.keys(COLUMNS) as ColumnKey[]) {
    const v = input[key]?.trim();
    if (v) fields[key] = v;
  }
  return run(db, [{ line: 1, fields }], [], similar);
}
