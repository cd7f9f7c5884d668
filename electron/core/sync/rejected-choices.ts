import type { Db } from '../db/connection';
import type { OutboxRow } from '../db/repositories/outbox';
import { recordRejectedChoice, type ChoiceKind } from '../db/repositories/project-entries';
import { parseRequest, requestId } from '../replica/resources';
import type { RemoteError } from './remote-errors';

/*
 * A timesheet or expense the remote refused for its contract line or role: the (project, kind, id)
 * is remembered, so that id is never suggested again for that project (issue 13, finding 8).
 */

const FIELDS: { kind: ChoiceKind; field: 'ContractLineID' | 'RoleID'; pattern: RegExp }[] = [
  { kind: 'line', field: 'ContractLineID', pattern: /contract\s*line/i },
  { kind: 'role', field: 'RoleID', pattern: /\brole/i },
];

/** The fields a refusal names: its details' paths, else the words of its message. */
function namedKinds(err: RemoteError): ChoiceKind[] {
  const paths = err.details.map((d) => d.path.toLowerCase());
  const byPath = FIELDS.filter((f) => paths.some((p) => p.endsWith(f.field.toLowerCase())));
  if (byPath.length > 0) return byPath.map((f) => f.kind);
  if (paths.some((p) => p !== '')) return [];
  return FIELDS.filter((f) => f.pattern.test(err.message)).map((f) => f.kind);
}

/**
 * Records the line or role a rejected timesheet/expense create named as wrong (nothing for other
 * refusals). Call inside the transaction that marks the change rejected.
 */
export function recordRejectedChoices(db: Db, row: OutboxRow, err: RemoteError, at: string): void {
  if (row.endpoint !== 'createTimesheet' && row.endpoint !== 'createExpense') return;
  const body = parseRequest(row.request).body ?? {};
  const projectId = requestId(body.ProjectID);
  if (projectId === undefined) return;
  for (const kind of namedKinds(err)) {
    const field = FIELDS.find((f) => f.kind === kind)?.field;
    const id = field === undefined ? undefined : requestId(body[field]);
    if (id !== undefined) recordRejectedChoice(db, { projectId, kind, id, reason: err.message }, at);
  }
}
