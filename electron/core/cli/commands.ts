import type { Channel, ChannelRequest, ChannelResponse } from '../../../shared/app/contract';
import type { AppErrorT } from '../../../shared/app/results';
import type { SendRule } from '../../../shared/app/send-rule';
import type { SyncOutcomeViewT } from '../../../shared/app/views';
import { coreI18n } from '../i18n';
import type cliMessages from '../../../shared/i18n/locales/en/cli';
import { expenseJson, stateText, table, timesheetJson } from './format';

/*
 * The CLI's commands. Each is a client of the app contract, like the window (IPC) and web mode
 * (the bridge): the same validation, guards and errors; no command reaches the database itself.
 */

export type Flags = Record<string, string | boolean | undefined>;
export interface Io {
  out: (s: string) => void;
  err: (s: string) => void;
}

/** Calls one channel of the app core; resolves with its data or throws CliError with its error. */
export type Call = <C extends Channel>(channel: C, request: ChannelRequest<C>) => Promise<ChannelResponse<C>>;

/** A usage problem: the CLI prints it in one line and exits 2. */
export class UsageError extends Error {}

/** A refusal of the app core: its message in one line; exit 2 for bad input, 1 otherwise. */
export class CliError extends Error {
  constructor(readonly error: AppErrorT) {
    super(error.message);
  }
  /** Exit code: the core's own trouble (INTERNAL, BUSY, …) is 1; a refusal of the input is 2. */
  get exitCode(): number {
    return [
      'INTERNAL',
      'BUSY',
      'BAD_BACKUP',
      'DEMO_UNAVAILABLE',
      'TOKEN_NOT_STORED',
      'SIGN_IN_FAILED',
    ].includes(this.error.code)
      ? 1
      : 2;
  }
}

function need(flags: Flags, name: string): string {
  const v = flags[name];
  if (typeof v !== 'string' || v.trim() === '')
    throw new UsageError(coreI18n.t('cli:required', { flag: name }));
  return v;
}
/**
 * A flag holding a record id: digits only, passed on as decimal text (the contract takes ids as
 * text: 17-digit ids do not fit a JS number).
 */
function needId(flags: Flags, name: string): string {
  const v = need(flags, name).trim();
  if (!/^\d+$/.test(v)) throw new UsageError(coreI18n.t('cli:notAnId', { flag: name, value: v }));
  return v;
}
/** Table headings in the CLI's language. */
const headings = (...keys: (keyof typeof cliMessages.head)[]) => keys.map((k) => coreI18n.t(`cli:head.${k}`));
const opt = (flags: Flags, name: string) => (typeof flags[name] === 'string' ? flags[name] : undefined);
/** --confirm CODE[,CODE]: the checks the core asked about (NEEDS_CONFIRMATION) that the user accepts. */
const confirmFlag = (flags: Flags) =>
  opt(flags, 'confirm')
    ?.split(',')
    .map((c) => c.trim());

/** `remote set`: the remote URL, token and account of this data folder (settings:setRemote). */
export async function remoteSet(call: Call, flags: Flags, io: Io): Promise<number> {
  const url = need(flags, 'url');
  const token = need(flags, 'token');
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
      throw new UsageError(coreI18n.t('cli:urlScheme'));
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError(coreI18n.t('cli:notAUrl', { url }));
  }
  const account = opt(flags, 'account');
  if (account !== undefined && !/^\d+$/.test(account)) throw new UsageError(coreI18n.t('cli:accountNumber'));
  try {
    await call('settings:setRemote', {
      url,
      token,
      ...(account !== undefined ? { accountId: account } : {}),
      force: flags['force'] === true,
    });
  } catch (e) {
    if (e instanceof CliError && e.error.code === 'PENDING_CHANGES')
      throw new UsageError(
        coreI18n.t('cli:orForce', { message: e.message.replace(/ or confirm to switch anyway.*$/, '') }),
      );
    throw e;
  }
  io.out(
    account ? coreI18n.t('cli:remoteSetAccount', { url, account }) : coreI18n.t('cli:remoteSet', { url }),
  );
  return 0;
}

/** `timesheet add`: records a timesheet entry locally (works offline). */
export async function timesheetAdd(call: Call, flags: Flags, io: Io): Promise<number> {
  const { id } = await call('timesheets:create', {
    ProjectID: needId(flags, 'project'),
    ContractLineID: need(flags, 'contract-line'),
    RoleID: need(flags, 'role'),
    DateTimeFrom: need(flags, 'from'),
    DateTimeTo: need(flags, 'to'),
    NumberOfHours: need(flags, 'hours'),
    Description: opt(flags, 'description'),
    confirm: confirmFlag(flags),
  });
  io.out(coreI18n.t('cli:savedTimesheet', { id }));
  return 0;
}

/** `expense add`: records an expense locally (works offline). */
export async function expenseAdd(call: Call, flags: Flags, io: Io): Promise<number> {
  const date = need(flags, 'date');
  const { id } = await call('expenses:create', {
    ProjectID: needId(flags, 'project'),
    ContractLineID: need(flags, 'contract-line'),
    AmountExVAT: need(flags, 'ex-vat'),
    VATAmount: opt(flags, 'vat'),
    TotalAmount: need(flags, 'total'),
    // A plain date is the day itself (the API takes only date-times).
    ExpenseDate: /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00.000Z` : date,
    Description: opt(flags, 'description'),
    confirm: confirmFlag(flags),
  });
  io.out(coreI18n.t('cli:savedExpense', { id }));
  return 0;
}

/** `timesheets`: the local timesheet entries with their sync state. */
export async function timesheetsList(call: Call, flags: Flags, io: Io): Promise<number> {
  const rows = await call('timesheets:list', { limit: 10_000 });
  if (flags['json']) {
    io.out(JSON.stringify(rows.map(timesheetJson), null, 2));
    return 0;
  }
  const head = headings('id', 'from', 'to', 'hours', 'project', 'description', 'state');
  io.out(
    table(
      head,
      rows.map((t) => [
        String(t.id),
        t.from.slice(0, 16).replace('T', ' '),
        t.to.slice(11, 16),
        String(t.hours),
        t.projectName ?? String(t.projectId),
        t.description ?? '',
        stateText(t),
      ]),
    ),
  );
  return 0;
}

/** `expenses`: the local expenses with their sync state. */
export async function expensesList(call: Call, flags: Flags, io: Io): Promise<number> {
  const rows = await call('expenses:list', { limit: 10_000 });
  if (flags['json']) {
    io.out(JSON.stringify(rows.map(expenseJson), null, 2));
    return 0;
  }
  io.out(
    table(
      headings('id', 'date', 'total', 'project', 'description', 'state'),
      rows.map((e) => [
        String(e.id),
        e.date.slice(0, 10),
        String(e.totalAmount),
        e.projectName ?? String(e.projectId),
        e.description ?? '',
        stateText(e),
      ]),
    ),
  );
  return 0;
}

/** `status`: counts of changes by sync state and the last sync time. */
export async function status(call: Call, flags: Flags, io: Io): Promise<number> {
  const v = await call('sync:status', {});
  const s = {
    pending: v.pending,
    sending: v.sending,
    rejected: v.rejected,
    synced: v.synced,
    lastSyncAt: v.lastSyncAt,
  };
  io.out(
    flags['json']
      ? JSON.stringify(s)
      : coreI18n.t('cli:status', { ...s, last: s.lastSyncAt ?? coreI18n.t('cli:never') }),
  );
  return 0;
}

/** `changes`: the queued changes (pending, sending, rejected) with reasons. */
export async function changesList(call: Call, flags: Flags, io: Io): Promise<number> {
  const rows = await call('sync:queue', {});
  if (flags['json']) {
    const json = rows.map((o) => ({
      id: o.id,
      endpoint: o.endpoint,
      record: o.recordId,
      state: o.state,
      attempts: o.attempts,
      error: o.error,
      blocked: o.blocked,
      summary: o.summary,
    }));
    io.out(JSON.stringify(json, null, 2));
    return 0;
  }
  io.out(
    table(
      headings('change', 'what', 'record', 'state', 'attempts', 'reason'),
      rows.map((o) => [
        String(o.id),
        o.endpoint,
        String(o.recordId),
        o.state,
        String(o.attempts),
        o.error ?? '',
      ]),
    ),
  );
  return 0;
}

/** `resubmit ID [--set Field=Value ...]`: sends a rejected change again, corrected. */
export async function resubmitCmd(call: Call, id: string, sets: string[], io: Io): Promise<number> {
  const patch: Record<string, unknown> = {};
  for (const s of sets) {
    const eq = s.indexOf('=');
    if (eq < 1) throw new UsageError(coreI18n.t('cli:setFormat', { value: s }));
    patch[s.slice(0, eq)] = s.slice(eq + 1);
  }
  await call('changes:resubmit', { id, ...(sets.length > 0 ? { patch } : {}) });
  io.out(coreI18n.t('cli:queuedAgain', { id }));
  return 0;
}

/** `discard ID`: drops a change that has not reached the remote. */
export async function discardCmd(call: Call, id: string, io: Io): Promise<number> {
  await call('changes:discard', { id });
  io.out(coreI18n.t('cli:discarded', { id }));
  return 0;
}

/** `sync`: push then pull, progress on stderr; exit 0 only when nothing is left pending or rejected. */
export async function syncCmd(call: Call, flags: Flags, io: Io): Promise<number> {
  const said = await call('sync:run', {
    allowMassDelete: flags['allow-deletes'] === true,
    ...(flags['full'] === true ? { full: true } : {}),
  });
  return reportSync(call, said, flags, io);
}

/** The send rule's names on the command line (end-of-day, week, at-once) and in the core. */
const SEND_RULE_FLAGS: Record<string, SendRule> = {
  'end-of-day': 'end_of_day',
  week: 'week',
  'at-once': 'at_once',
};

/** `settings [--send-rule R]`: sets when new entries leave this computer, then says the rule. */
export async function settingsCmd(call: Call, flags: Flags, io: Io): Promise<number> {
  const given = flags['send-rule'];
  const rule = typeof given === 'string' ? SEND_RULE_FLAGS[given] : undefined;
  if (given !== undefined && rule === undefined) throw new UsageError(coreI18n.t('cli:sendRuleValue'));
  const view =
    rule === undefined ? await call('settings:get', {}) : await call('settings:update', { sendRule: rule });
  if (flags['json']) io.out(JSON.stringify({ sendRule: view.sendRule }));
  else io.out(coreI18n.t('cli:sendRule', { rule: coreI18n.t(`cli:sendRuleName.${view.sendRule}`) }));
  return 0;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `send --day D | --week D | --all`: what is kept here of that day, week or all goes, and a sync sends it. */
export async function sendCmd(call: Call, flags: Flags, io: Io): Promise<number> {
  const chosen = (['day', 'week', 'all'] as const).filter(
    (f) => flags[f] !== undefined && flags[f] !== false,
  );
  if (chosen.length !== 1) throw new UsageError(coreI18n.t('cli:sendScope'));
  const scope = chosen[0] ?? 'all';
  const day = scope === 'all' ? undefined : String(flags[scope]);
  if (day !== undefined && !DAY.test(day))
    throw new UsageError(coreI18n.t('cli:sendDay', { flag: scope, value: day }));
  const said = await call('sync:send', day === undefined ? { scope } : { scope, day });
  if (!flags['json']) io.out(coreI18n.t('cli:released', { count: said.released }));
  return reportSync(call, said.outcome, flags, io);
}

/** Prints a sync's outcome; exit 0 only when every change that may go reached the remote. */
async function reportSync(call: Call, said: SyncOutcomeViewT, flags: Flags, io: Io): Promise<number> {
  // The core's words point at the app's Settings; a terminal signs in with `remote login`.
  const outcome =
    said.outcome === 'not-configured' && said.message === coreI18n.t('core:sync.notSignedIn')
      ? { ...said, message: coreI18n.t('cli:notSignedIn') }
      : said;
  if (flags['json']) io.out(JSON.stringify(outcome));
  else
    io.out(
      coreI18n.t('cli:syncOutcome', {
        outcome: outcome.outcome,
        message: outcome.message,
        pushed: outcome.pushed,
        adopted: outcome.adopted,
        rejected: outcome.rejected,
        pulled: outcome.pulled,
        deleted: outcome.deleted,
        pending: outcome.pending,
      }),
    );
  if (outcome.outcome === 'not-configured') throw new UsageError(outcome.message);
  // Exit 0 only when every change reached the remote: nothing pending, nothing rejected.
  const { rejected, held } = await call('sync:status', {});
  if (rejected > 0 && !flags['json']) io.err(coreI18n.t('cli:syncRejected', { n: rejected }));
  if (held > 0 && !flags['json']) io.err(coreI18n.t('cli:heldAfterSync', { count: held }));
  return outcome.pending === 0 &&
    rejected === 0 &&
    (outcome.outcome === 'ok' || outcome.outcome === 'partial')
    ? 0
    : 1;
}
