import { enqueue, listOpenFor, setRequest } from '../db/repositories/outbox';
import type { ReplicaTable } from '../db/repositories/replica';
import { nowIso, type Replica } from './context';

interface Request {
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

/** Fields of an update that a create of the same record also takes (merged into a queued create). */
const CREATE_OF: Record<string, { endpoint: string; drop: string[] }> = {
  updateCompany: { endpoint: 'createCompany', drop: ['CompanyID'] },
  updateContact: { endpoint: 'createContact', drop: ['ContactID'] },
  updateProject: { endpoint: 'createProject', drop: ['ProjectID'] },
};

function merge(
  a: Record<string, unknown> | undefined,
  b: Record<string, unknown> | undefined,
  drop: string[] = [],
) {
  const out: Record<string, unknown> = { ...a };
  for (const [k, v] of Object.entries(b ?? {})) if (!drop.includes(k)) out[k] = v;
  return out;
}

/**
 * Queues an update of a local record. An edit of a record whose create has not been sent yet is
 * folded into that create; an edit while an earlier update is still waiting is folded into it. So
 * the remote sees one request per record and sync, never a stale intermediate state.
 */
export function queueUpdate(
  r: Replica,
  endpoint: string,
  entity: ReplicaTable,
  localId: number,
  request: Request,
): void {
  const open = listOpenFor(r.db, entity, localId).filter(
    (o) => o.state === 'pending' && o.needs_lookup === 0,
  );
  const now = nowIso(r);
  const create = CREATE_OF[endpoint];
  const queuedCreate = create && open.find((o) => o.endpoint === create.endpoint);
  if (queuedCreate && create) {
    const prev = JSON.parse(queuedCreate.request) as Request;
    setRequest(r.db, queuedCreate.id, { ...prev, body: merge(prev.body, request.body, create.drop) }, now);
    return;
  }
  const queuedUpdate = open.find((o) => o.endpoint === endpoint);
  if (queuedUpdate) {
    const prev = JSON.parse(queuedUpdate.request) as Request;
    setRequest(
      r.db,
      queuedUpdate.id,
      { query: merge(prev.query, request.query), body: merge(prev.body, request.body) },
      now,
    );
    return;
  }
  enqueue(r.db, { endpoint, entity, localId, request }, now);
}
