import { PsaError } from '../../../shared/psa/errors';
import { countByState, listOpen } from '../db/repositories/outbox';
import { entryStates, listAllExpenses, listAllTimesheets } from '../db/repositories/replica';
import { getReplicaSetting, setReplicaSetting } from '../db/repositories/sync-meta';
import { addExpense, addTimesheet } from '../replica/changes-entries';
import { discard, resubmit } from '../replica/outbox-ops';
import type { Replica } from '../replica/context';
import { syncOnce } from '../sync/engine';
import { expenseJson, stateText, table, timesheetJson } from './format';
import { writeTransaction } from '../db/transaction';

export type Flags = Record<string, string | boolean | undefined>;
export interface Io {
  out: (s: string) => void;
  err: (s: string) => void;
}

/** A usage problem: the CLI prints it in one line and exits 2. */
export class UsageError extends Error {}

function need(flags: Flags, name: string): string {
  const v = flags[name];
  if (typeof v !== 'string' || v.trim() === '') throw new UsageError(`--${name} is required`);
  return v;
}
const opt = (flags: Flags, name: string) =>
  typeof flags[name] === 'string' ? (flags[name] as string) : undefined;

/** `remote set`: stores the remote URL, token and account of this data folder. */
export function remoteSet(r: Replica, flags: Flags, io: Io): number {
  const url = need(flags, 'url');
  const token = need(flags, 'token');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UsageError(`--url ${url} is not a URL (expected e.g. http://127.0.0.1:4010/v1)`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new UsageError('--url must start with http:// or https://');
  const account = opt(flags, 'account');
  if (account !== undefined && !/^\d+$/.test(account))
    throw new UsageError('--account must be a whole number');
  const current = getReplicaSetting(r.db, 'remote_url');
  const open = countByState(r.db);
  if (
    current &&
    current !== url &&
    open.pending + open.sending + open.rejected > 0 &&
    flags['force'] !== true
  ) {
    throw new UsageError(
      `${open.pending + open.sending + open.rejected} change(s) are waiting for ${current}; sync or discard them first, or pass --force`,
    );
  }
  writeTransaction(r.db, () => {
    setReplicaSetting(r.db, 'remote_url', url.replace(/\/+$/, ''));
    setReplicaSetting(r.db, 'remote_token', token);
    if (account !== undefined) setReplicaSetting(r.db, 'account_id', account);
  });
  io.out(`Remote set to ${url}${account ? ` as account ${account}` : ''}.`);
  return 0;
}

/** `timesheet add`: records a timesheet entry locally (works offline). */
export function timesheetAdd(r: Replica, flags: Flags, io: Io): number {
  const { id } = addTimesheet(r, {
    ProjectID: need(flags, 'project'),
    ContractLineID: need(flags, 'contract-line'),
    RoleID: need(flags, 'role'),
    DateTimeFrom: need(flags, 'from'),
    DateTimeTo: need(flags, 'to'),
    NumberOfHours: need(flags, 'hours'),
    Description: opt(flags, 'description'),
  });
  io.out(`Saved timesheet ${id} (pending sync).`);
  return 0;
}

/** `expense add`: records an expense locally (works offline). */
export function expenseAdd(r: Replica, flags: Flags, io: Io): number {
  const { id } = addExpense(r, {
    ProjectID: need(flags, 'project'),
    ContractLineID: need(flags, 'contract-line'),
    AmountExVAT: need(flags, 'ex-vat'),
    VATAmount: opt(flags, 'vat'),
    TotalAmount: need(flags, 'total'),
    // A plain date is the day itself (the API takes only date-times).
    ExpenseDate: /^\d{4}-\d{2}-\d{2}$/.test(need(flags, 'date'))
      ? `${need(flags, 'date')}T00:00:00.000Z`
      : need(flags, 'date'),
    Description: opt(flags, 'description'),
  });
  io.out(`Saved expense ${id} (pending sync).`);
  return 0;
}

/** `timesheets`: the local timesheet entries with their sync state. */
export function timesheetsList(r: Replica, flags: Flags, io: Io): number {
  const states = entryStates(r.db, 'timesheets');
  const rows = listAllTimesheets(r.db, 10_000);
  if (flags['json']) {
    io.out(
      JSON.stringify(
        rows.map((t) => timesheetJson(t, states.get(t.id))),
        null,
        2,
      ),
    );
    return 0;
  }
  io.out(
    table(
      ['ID', 'FROM', 'TO', 'HOURS', 'PROJECT', 'DESCRIPTION', 'STATE'],
      rows.map((t) => {
        const j = timesheetJson(t, states.get(t.id));
        return [
          String(t.id),
          t.date_from.slice(0, 16).replace('T', ' '),
          t.date_to.slice(11, 16),
          String(j.hours),
          t.project_name ?? String(t.project_id),
          t.description ?? '',
          stateText(states.get(t.id)),
        ];
      }),
    ),
  );
  return 0;
}

/** `expenses`: the local expenses with their sync state. */
export function expensesList(r: Replica, flags: Flags, io: Io): number {
  const states = entryStates(r.db, 'expenses');
  const rows = listAllExpenses(r.db, 10_000);
  if (flags['json']) {
    io.out(
      JSON.stringify(
        rows.map((e) => expenseJson(e, states.get(e.id))),
        null,
        2,
      ),
    );
    return 0;
  }
  io.out(
    table(
      ['ID', 'DATE', 'TOTAL', 'PROJECT', 'DESCRIPTION', 'STATE'],
      rows.map((e) => {
        const j = expenseJson(e, states.get(e.id));
        return [
          String(e.id),
          e.expense_date.slice(0, 10),
          String(j.totalAmount),
          e.project_name ?? String(e.project_id),
          e.description ?? '',
          stateText(states.get(e.id)),
        ];
      }),
    ),
  );
  return 0;
}

/** `status`: counts of changes by sync state and the last sync time. */
export function status(r: Replica, flags: Flags, io: Io): number {
  const c = countByState(r.db);
  const s = {
    pending: c.pending,
    sending: c.sending,
    rejected: c.rejected,
    synced: c.done,
    lastSyncAt: getReplicaSetting(r.db, 'last_sync_at') ?? null,
  };
  io.out(
    flags['json']
      ? JSON.stringify(s)
      : `pending ${s.pending}, sending ${s.sending}, rejected ${s.rejected}, synced ${s.synced}; last sync ${s.lastSyncAt ?? 'never'}`,
  );
  return 0;
}

/** `changes`: the queued changes (pending, sending, rejected) with reasons. */
export function changesList(r: Replica, flags: Flags, io: Io): number {
  const rows = listOpen(r.db);
  if (flags['json']) {
    io.out(
      JSON.stringify(
        rows.map((o) => ({
          id: o.id,
          endpoint: o.endpoint,
          record: o.local_id,
          state: o.state,
          attempts: o.attempts,
          error: o.last_error,
          request: JSON.parse(o.request) as unknown,
        })),
        null,
        2,
      ),
    );
    return 0;
  }
  io.out(
    table(
      ['CHANGE', 'WHAT', 'RECORD', 'STATE', 'ATTEMPTS', 'REASON'],
      rows.map((o) => [
        String(o.id),
        o.endpoint,
        String(o.local_id),
        o.state,
        String(o.attempts),
        o.last_error ?? '',
      ]),
    ),
  );
  return 0;
}

/** `resubmit ID [--set Field=Value ...]`: sends a rejected change again, corrected. */
export function resubmitCmd(r: Replica, id: number, sets: string[], io: Io): number {
  const patch: Record<string, unknown> = {};
  for (const s of sets) {
    const eq = s.indexOf('=');
    if (eq < 1) throw new UsageError(`--set takes Field=Value, got "${s}"`);
    patch[s.slice(0, eq)] = s.slice(eq + 1);
  }
  resubmit(r, id, sets.length > 0 ? patch : undefined);
  io.out(`Change ${id} queued again.`);
  return 0;
}

/** `discard ID`: drops a change that has not reached the remote. */
export function discardCmd(r: Replica, id: number, io: Io): number {
  discard(r, id);
  io.out(`Change ${id} discarded.`);
  return 0;
}

/** `sync`: push then pull, progress on stderr; exit 0 only when nothing is left pending or rejected. */
export async function syncCmd(r: Replica, flags: Flags, io: Io): Promise<number> {
  const timeout = opt(flags, 'timeout-ms');
  const outcome = await syncOnce({
    db: r.db,
    now: r.now,
    allowMassDelete: flags['allow-deletes'] === true,
    ...(timeout ? { timeoutMs: Number(timeout) } : {}),
    onProgress: (p) =>
      io.err(
        p.phase === 'done'
          ? 'sync: done'
          : `sync: ${p.phase}${p.step ? ` ${p.step}` : ''} ${p.done}/${p.total}`,
      ),
  });
  if (flags['json']) io.out(JSON.stringify(outcome));
  else
    io.out(
      `${outcome.outcome}: ${outcome.message} (sent ${outcome.pushed}, found already sent ${outcome.adopted}, rejected ${outcome.rejected}, pulled ${outcome.pulled}, removed ${outcome.deleted}, pending ${outcome.pending})`,
    );
  if (outcome.outcome === 'not-configured') throw new UsageError(outcome.message);
  // Exit 0 only when every change reached the remote: nothing pending, nothing rejected.
  const rejected = countByState(r.db).rejected;
  if (rejected > 0 && !flags['json'])
    io.err(`sync: ${rejected} change(s) rejected by the remote; see \`changes\``);
  return outcome.pending === 0 &&
    rejected === 0 &&
    (outcome.outcome === 'ok' || outcome.outcome === 'partial')
    ? 0
    : 1;
}

/** Turns a domain error into the CLI's one-line message. */
export function describe(e: unknown): string | null {
  if (e instanceof UsageError) return e.message;
  if (e instanceof PsaError) return e.message;
  return null;
}
