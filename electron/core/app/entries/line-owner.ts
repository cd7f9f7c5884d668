import { PsaError } from '../../../../shared/psa/errors';
import { isProvisionalId } from '../../../../shared/provisional';
import { coreI18n } from '../../i18n';
import type { Db } from '../../db/connection';

/*
 * A contract line belongs to one project. A line id known here (pulled with its project, or on
 * entries the remote holds: not on pending ones, which may be the mistake) to belong to other
 * projects only is refused before anything is queued, by names:
 * the remote would refuse it at sync with bare ids. A line known on no project goes through (it
 * may be the project's own, not pulled yet).
 */

type Id = bigint | number | string;

interface Owner {
  project_id: bigint;
  project_name: string | null;
  line_name: string | null;
}

function ownersOf(db: Db, lineId: bigint): Owner[] {
  return db
    .prepare(
      `SELECT o.project_id, p.name AS project_name, max(o.line_name) AS line_name
         FROM (SELECT project_id, name AS line_name FROM contract_lines WHERE id = @line AND project_id IS NOT NULL
               UNION ALL SELECT project_id, contract_line_name FROM expenses WHERE contract_line_id = @line AND id > 0
               UNION ALL SELECT project_id, contract_line_name FROM timesheets WHERE contract_line_id = @line AND id > 0) o
         LEFT JOIN projects p ON p.id = o.project_id
        GROUP BY o.project_id ORDER BY o.project_id`,
    )
    .all({ line: lineId }) as Owner[];
}

/** A project's label when its name is not known: "Project 123", or "Project (not synced yet)". */
function projectLabel(id: string): string {
  return isProvisionalId(id) ? coreI18n.t('core:projectNotSynced') : coreI18n.t('core:projectId', { id });
}

/** Refuses a contract line known here to be another project's only, naming the line and both projects. */
export function checkLineOfProject(db: Db, projectId: Id | undefined, lineId: Id | null | undefined): void {
  if (projectId === undefined || lineId === undefined || lineId === null) return;
  const project = BigInt(projectId);
  const line = BigInt(lineId);
  const owners = ownersOf(db, line);
  if (owners.length === 0 || owners.some((o) => o.project_id === project)) return;
  const row = db.prepare('SELECT name FROM projects WHERE id = ?').get(project) as
    { name: string } | undefined;
  const lineName = owners.find((o) => o.line_name !== null)?.line_name;
  const named = lineName
    ? coreI18n.t('core:lineNamed', { name: lineName })
    : isProvisionalId(String(line))
      ? coreI18n.t('core:lineNotSynced')
      : coreI18n.t('core:lineId', { id: String(line) });
  const of = owners.map((o) => o.project_name ?? projectLabel(String(o.project_id))).join(', ');
  const message = coreI18n.t('core:lineOwner', {
    line: named,
    owners: of,
    project: row?.name ?? projectLabel(String(project)),
  });
  throw new PsaError('VALIDATION_FAILED', `ContractLineID: ${message}`, [
    { path: 'ContractLineID', message },
  ]);
}
