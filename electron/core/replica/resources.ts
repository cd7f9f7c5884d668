import type { EndpointName, EndpointResponse } from '../../../shared/psa/endpoints';
import type { ReplicaTable } from '../db/repositories/replica';

/*
 * One descriptor per synced resource: every fact that push, remap, coalesce, lookup, pull, the
 * queue reports and the sync service need about a table or a queued endpoint, in one place
 * (after Joplin's BaseItem.syncItemDefinitions_). The records below are checked with `satisfies`:
 * a replica table without a descriptor, a queued endpoint without one, or a create without the
 * field of its answer that carries the new id, is a compile error; so are the per-endpoint maps of
 * the sync layer (lookups) and the reports (summaries), which are typed over these names.
 */

/** What the app knows of one replica table. */
interface TableDescriptor {
  /** A person's word for one record, in messages. */
  readonly label: string;
  /** The request field that refers to a record of this table (where queued requests may name one). */
  readonly refField: string | null;
  /** Position when a pull removes records gone from the remote: dependents first. */
  readonly deleteRank: number;
}

/** The replica's synced tables. */
export const TABLES = {
  companies: { label: 'company', refField: 'CompanyID', deleteRank: 5 },
  contacts: { label: 'contact', refField: 'ContactID', deleteRank: 4 },
  projects: { label: 'project', refField: 'ProjectID', deleteRank: 3 },
  timesheets: { label: 'timesheet', refField: null, deleteRank: 0 },
  expenses: { label: 'expense', refField: null, deleteRank: 1 },
  invoices: { label: 'invoice', refField: null, deleteRank: 2 },
} as const satisfies Record<ReplicaTable, TableDescriptor>;

/** The fields of an endpoint's answer. */
type AnswerField<E extends EndpointName> = keyof EndpointResponse<E> & string;

/** A create queued offline: sent once, looked up after an unknown outcome, its answer's id adopted. */
interface CreateDescriptor<E extends EndpointName> {
  readonly kind: 'create';
  readonly table: ReplicaTable;
  /** Dependency order of the push (lower first). */
  readonly rank: number;
  /** The field of the create's answer that carries the new identifier. */
  readonly idField: AnswerField<E>;
}

/** An update of a record that exists on the remote (or whose create is queued). */
interface UpdateDescriptor {
  readonly kind: 'update';
  readonly table: ReplicaTable;
  readonly rank: number;
  /** The create an edit folds into while that create is still queued, and the fields it drops. */
  readonly foldsInto: { readonly endpoint: CreateEndpoint; readonly drop: readonly string[] } | null;
}

/** Every create the replica queues, with what push needs to know of it. */
const CREATES = {
  createCompany: { kind: 'create', table: 'companies', rank: 0, idField: 'CompanyID' },
  createContact: { kind: 'create', table: 'contacts', rank: 1, idField: 'ContactID' },
  createProject: { kind: 'create', table: 'projects', rank: 2, idField: 'ProjectID' },
  createTimesheet: { kind: 'create', table: 'timesheets', rank: 3, idField: 'TimesheetID' },
  createExpense: { kind: 'create', table: 'expenses', rank: 3, idField: 'ExpenseID' },
} as const satisfies { readonly [E in EndpointName]?: CreateDescriptor<E> };

/** A queued create. */
export type CreateEndpoint = keyof typeof CREATES;

/** Every update the replica queues. */
const UPDATES = {
  updateCompany: {
    kind: 'update',
    table: 'companies',
    rank: 4,
    foldsInto: { endpoint: 'createCompany', drop: ['CompanyID'] },
  },
  updateContact: {
    kind: 'update',
    table: 'contacts',
    rank: 4,
    foldsInto: { endpoint: 'createContact', drop: ['ContactID'] },
  },
  updateProject: {
    kind: 'update',
    table: 'projects',
    rank: 4,
    foldsInto: { endpoint: 'createProject', drop: ['ProjectID'] },
  },
  markInvoicePaid: { kind: 'update', table: 'invoices', rank: 5, foldsInto: null },
  setInvoiceExternalId: { kind: 'update', table: 'invoices', rank: 5, foldsInto: null },
} as const satisfies { readonly [E in Exclude<EndpointName, CreateEndpoint>]?: UpdateDescriptor };

/** Every endpoint the replica queues: its descriptor. */
export const QUEUED = { ...CREATES, ...UPDATES };

/** An endpoint the replica queues. */
export type QueuedEndpoint = keyof typeof QUEUED;
/** A queued update. */
export type UpdateEndpoint = keyof typeof UPDATES;

/** Whether an outbox row's endpoint is one the replica queues (rows are read back as strings). */
export function isQueuedEndpoint(endpoint: string): endpoint is QueuedEndpoint {
  return Object.hasOwn(QUEUED, endpoint);
}

/** Whether an endpoint creates a record (and so must be looked up after an unknown outcome). */
export function isCreateEndpoint(endpoint: string): endpoint is CreateEndpoint {
  return Object.hasOwn(CREATES, endpoint);
}

/** Push order of a queued endpoint: dependencies first, updates after creates. */
export function pushRank(endpoint: string): number {
  return isQueuedEndpoint(endpoint) ? QUEUED[endpoint].rank : Number.MAX_SAFE_INTEGER;
}

/** Tables in the order a pull removes vanished records (dependents before what they refer to). */
export const DELETE_ORDER: readonly ReplicaTable[] = (Object.keys(TABLES) as ReplicaTable[]).sort(
  (a, b) => TABLES[a].deleteRank - TABLES[b].deleteRank,
);

/** Request fields that may hold a provisional (negative) id of a record created offline. */
export const REF_FIELDS: readonly string[] = Object.values(TABLES).flatMap((t) =>
  t.refField ? [t.refField] : [],
);

/** A queued request as the outbox stores it (JSON). */
export interface QueuedRequest {
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

/** Reads a queued request back from its stored JSON (an unreadable one reads as empty). */
export function parseRequest(json: string): QueuedRequest {
  try {
    const r = JSON.parse(json) as QueuedRequest | null;
    return r && typeof r === 'object' ? r : {};
  } catch {
    return {};
  }
}

/** Whether a request still refers to a record that exists only here (a provisional, negative id). */
export function hasProvisionalRef(req: QueuedRequest): boolean {
  return [req.body, req.query].some((part) =>
    REF_FIELDS.some((f) => typeof part?.[f] === 'number' && part[f] < 0),
  );
}

/** Whether a request refers to record `id` of `table` through that table's reference field. */
export function refersTo(req: QueuedRequest, table: ReplicaTable, id: number): boolean {
  const field = TABLES[table].refField;
  return field !== null && (req.body?.[field] === id || req.query?.[field] === id);
}
