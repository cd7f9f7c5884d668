import type { EndpointName, EndpointRequest, EndpointResponse } from '../../../shared/psa/endpoints';
import { parseJson } from '../../../shared/psa/json';
import { HOURS_SCALE, MONEY_SCALE } from '../../../shared/psa/scalars';
import { fromUnits, toUnits, type DecimalInput } from '../../../shared/decimal';
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
/** The fields of an endpoint's body. */
type BodyField<E extends EndpointName> = keyof NonNullable<EndpointRequest<E>['body']> & string;

/** A create queued offline: sent once, looked up after an unknown outcome, its answer's id adopted. */
interface CreateDescriptor<E extends EndpointName> {
  readonly kind: 'create';
  readonly table: ReplicaTable;
  /** Dependency order of the push (lower first). */
  readonly rank: number;
  /** The field of the create's answer that carries the new identifier. */
  readonly idField: AnswerField<E>;
  /**
   * The body's decimal fields and their scale: queued as exact text, sent as JSON numbers with
   * every digit (decisions 9, 27), never through a binary float.
   */
  readonly decimals: { readonly [F in BodyField<E>]?: number };
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
  createCompany: { kind: 'create', table: 'companies', rank: 0, idField: 'CompanyID', decimals: {} },
  createContact: { kind: 'create', table: 'contacts', rank: 1, idField: 'ContactID', decimals: {} },
  createProject: {
    kind: 'create',
    table: 'projects',
    rank: 2,
    idField: 'ProjectID',
    decimals: { DealAmount: MONEY_SCALE },
  },
  createTimesheet: {
    kind: 'create',
    table: 'timesheets',
    rank: 3,
    idField: 'TimesheetID',
    decimals: { NumberOfHours: HOURS_SCALE },
  },
  createExpense: {
    kind: 'create',
    table: 'expenses',
    rank: 3,
    idField: 'ExpenseID',
    decimals: { AmountExVAT: MONEY_SCALE, VATAmount: MONEY_SCALE, TotalAmount: MONEY_SCALE },
  },
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
const REF_FIELDS: readonly string[] = Object.values(TABLES).flatMap((t) => (t.refField ? [t.refField] : []));

/**
 * Fields that may hold an id known only here: REF_FIELDS, and the contract line and role of an
 * entry, which an offline-only folder imports or types with local (negative) ids (app/setup/import.ts).
 */
export const LOCAL_REF_FIELDS: readonly string[] = [...REF_FIELDS, 'ContractLineID', 'RoleID'];

/** A queued request as the outbox stores it (lossless JSON: ids as bigint, decimals as exact text). */
export interface QueuedRequest {
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

/** Every whole JSON number of a parsed value as a bigint: stored requests hold ids, never counts. */
function integersAsBigint(value: unknown): unknown {
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value) : value;
  if (Array.isArray(value)) return value.map(integersAsBigint);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = integersAsBigint(v);
    return out;
  }
  return value;
}

/**
 * Reads a queued request back from its stored JSON (written by stringifyJson) without losing a
 * digit: identifiers (provisional ones too) come back as bigint, whatever their size; an
 * unreadable request reads as empty.
 */
export function parseRequest(json: string): QueuedRequest {
  try {
    const r = integersAsBigint(parseJson(json)) as QueuedRequest | null;
    return r && typeof r === 'object' && !Array.isArray(r) ? r : {};
  } catch {
    return {};
  }
}

/** An identifier as a request holds it (bigint, a whole JS number or digits) as a bigint, else undefined. */
export function requestId(v: unknown): bigint | undefined {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number' && Number.isSafeInteger(v)) return BigInt(v);
  if (typeof v === 'string' && /^-?\d{1,19}$/.test(v.trim())) return BigInt(v.trim());
  return undefined;
}

/** Whether a request still refers to a record that exists only here (a provisional, negative id). */
export function hasProvisionalRef(req: QueuedRequest): boolean {
  return [req.body, req.query].some((part) =>
    LOCAL_REF_FIELDS.some((f) => {
      const id = requestId(part?.[f]);
      return id !== undefined && id < 0n;
    }),
  );
}

/** Whether a request refers to record `id` of `table` through that table's reference field. */
export function refersTo(req: QueuedRequest, table: ReplicaTable, id: bigint): boolean {
  const field = TABLES[table].refField;
  return field !== null && (requestId(req.body?.[field]) === id || requestId(req.query?.[field]) === id);
}

/**
 * A queued request as it goes on the wire: the endpoint's decimal fields as JSON numbers that
 * stringifyJson writes with every digit (991.73553719, not a float's neighbour). Identifiers are
 * bigint already and are written as digits.
 */
export function wireRequest(endpoint: string, req: QueuedRequest): QueuedRequest {
  if (!isCreateEndpoint(endpoint) || !req.body) return req;
  const decimals: Readonly<Record<string, number | undefined>> = CREATES[endpoint].decimals;
  const body: Record<string, unknown> = { ...req.body };
  for (const [field, scale] of Object.entries(decimals)) {
    const v = body[field];
    if (v === null || v === undefined || scale === undefined) continue;
    try {
      body[field] = fromUnits(toUnits(v as DecimalInput, scale), scale);
    } catch {
      // Not a decimal of that scale: sent as stored, so the remote names the problem.
    }
  }
  return { ...req, body };
}
