import { DEFAULT_LIMIT } from '../../../../shared/psa/endpoints';
import { PsaError } from '../../../../shared/psa/errors';
import { formatDateTime } from '../../../../shared/psa/scalars';
import type { Db } from '../../db/connection';
import { getAccount } from '../../db/repositories/accounts';
import { getContractLine, type ContractLineKind, type ContractLineRow } from '../../db/repositories/org';
import { getProject, type ProjectRow } from '../../db/repositories/projects';
import type { EntryFilter } from '../../db/repositories/timesheets';
import type { ServiceOptions } from './handlers';

/*
 * Rules shared by timesheet and expense entries: known references, the contract line's project
 * and kind, and the date filters of decision 15.
 */

/** The current time as a canonical DateTime, from the injected clock when there is one. */
export function nowIso(options: ServiceOptions | undefined): string {
  return formatDateTime(options?.now?.() ?? Date.now());
}

/** A 422 UNKNOWN_REFERENCE naming the field and the identifier. */
export function unknownReference(field: string, id: bigint, what: string): PsaError {
  return new PsaError('UNKNOWN_REFERENCE', `${field} ${id} is not a known ${what}`, [
    { path: field, message: `is not a known ${what}` },
  ]);
}

/**
 * The list filter of a timesheet/expense query (decision 15). The query schema already turned a
 * date into its whole day (datefrom at 00:00:00.000, dateto at 23:59:59.999) and keeps a DateTime
 * as that exact instant, so a client can page within a busy day by moving datefrom forward.
 */
export function entryFilter(
  query: { projectid?: bigint; accountid?: bigint; datefrom?: string; dateto?: string; limit?: number },
  maxLimit: number,
): EntryFilter {
  return {
    projectId: query.projectid,
    accountId: query.accountid,
    fromInclusive: query.datefrom,
    toExclusive: query.dateto === undefined ? undefined : formatDateTime(Date.parse(query.dateto) + 1),
    limit: Math.min(query.limit ?? DEFAULT_LIMIT, maxLimit),
  };
}

/** What an entry refers to, checked. */
export interface EntryReferences {
  project: ProjectRow;
  line: ContractLineRow;
}

/**
 * Checks an entry's project, contract line and account exist (422 naming the field), and that
 * the line is one of the project's own lines of an allowed kind (422).
 */
export function checkEntryReferences(
  db: Db,
  ids: { ProjectID: bigint; ContractLineID: bigint; AccountID: bigint },
  kinds: readonly ContractLineKind[],
  entryName: string,
): EntryReferences {
  const project = getProject(db, ids.ProjectID);
  if (!project) throw unknownReference('ProjectID', ids.ProjectID, 'project');
  const line = getContractLine(db, ids.ContractLineID);
  if (!line) throw unknownReference('ContractLineID', ids.ContractLineID, 'contract line');
  if (!getAccount(db, ids.AccountID)) throw unknownReference('AccountID', ids.AccountID, 'account');
  if (line.project_id !== project.id) {
    throw new PsaError(
      'UNKNOWN_REFERENCE',
      `ContractLineID ${line.id} is not a contract line of project ${project.id}`,
      [{ path: 'ContractLineID', message: `is not a contract line of project ${project.id}` }],
    );
  }
  if (!kinds.includes(line.kind)) {
    const wanted = kinds.join(' or ');
    throw new PsaError(
      'UNKNOWN_REFERENCE',
      `ContractLineID ${line.id} is a ${line.kind} line; ${entryName} need a ${wanted} line`,
      [{ path: 'ContractLineID', message: `must be a ${wanted} line` }],
    );
  }
  return { project, line };
}
