import { enqueue, listOpenFor, setRequest } from '../db/repositories/outbox';
import { nowIso, type Replica } from './context';
import {
  QUEUED,
  parseRequest,
  type QueuedEndpoint,
  type QueuedRequest,
  type UpdateEndpoint,
} from './resources';

function merge(
  a: Record<string, unknown> | undefined,
  b: Record<string, unknown> | undefined,
  drop: readonly string[] = [],
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
  endpoint: UpdateEndpoint,
  localId: bigint,
  request: QueuedRequest,
): void {
  const open = listOpenFor(r.db, QUEUED[endpoint].table, localId).filter(
    (o) => o.state === 'pending' && o.needs_lookup === 0,
  );
  const now = nowIso(r);
  const create = QUEUED[endpoint].foldsInto;
  const queuedCreate = create && open.find((o) => o.endpoint === create.endpoint);
  if (queuedCreate && create) {
    const prev = parseRequest(queuedCreate.request);
    setRequest(r.db, queuedCreate.id, { ...prev, body: merge(prev.body, request.body, create.drop) }, now);
    return;
  }
  const queuedUpdate = open.find((o) => o.endpoint === endpoint);
  if (queuedUpdate) {
    const prev = parseRequest(queuedUpdate.request);
    setRequest(
      r.db,
      queuedUpdate.id,
      { query: merge(prev.query, request.query), body: merge(prev.body, request.body) },
      now,
    );
    return;
  }
  queueChange(r, endpoint, localId, request, now);
}

/** Queues a change of a local record as it is (its table comes from the endpoint's descriptor). */
export function queueChange(
  r: Replica,
  endpoint: QueuedEndpoint,
  localId: bigint,
  request: QueuedRequest,
  now = nowIso(r),
): bigint {
  return enqueue(r.db, { endpoint, entity: QUEUED[endpoint].table, localId, request }, now);
}
