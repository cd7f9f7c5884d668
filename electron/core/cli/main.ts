import { parseArgs } from 'node:util';
import { DatabaseDamagedError, DatabaseTooNewError } from '../db/connection';
import { backupDue, backupReplica } from '../db/backup';
import { noteReplica, openReplica } from '../db/replica-file';
import { createReplica } from '../replica/context';
import { defaultDataDir } from '../paths';
import { backupsList, restoreCmd } from './backup-commands';
import * as c from './commands';
import { exitWhenFlushed } from './exit';

const USAGE = `usage: npm run cli -- [--data DIR] <command>
  remote set --url URL --token TOKEN [--account ID] [--force]
  timesheet add --project ID --contract-line ID --role ID --from DT --to DT --hours N [--description S]
  expense add --project ID --contract-line ID --ex-vat N [--vat N] --total N --date DT [--description S]
  timesheets [--json]          local timesheet entries with their sync state
  expenses [--json]            local expenses with their sync state
  changes [--json]             queued changes, with the remote's reason for rejected ones
  resubmit CHANGE [--set Field=Value ...]   send a rejected change again, corrected
  discard CHANGE               drop a change that has not reached the remote
  sync [--json] [--allow-deletes] [--timeout-ms N]   push then pull; exit 0 only when nothing is left pending or rejected
  status [--json]              {pending, sending, rejected, synced, lastSyncAt}
  backups [--json]             the replica's automatic backups (daily and before updates, the last 3)
  restore NAME|FILE|--latest   bring a backup back; the current replica is moved aside, never deleted`;

const OPTIONS = {
  data: { type: 'string' },
  url: { type: 'string' },
  token: { type: 'string' },
  account: { type: 'string' },
  force: { type: 'boolean' },
  project: { type: 'string' },
  'contract-line': { type: 'string' },
  role: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  hours: { type: 'string' },
  description: { type: 'string' },
  'ex-vat': { type: 'string' },
  vat: { type: 'string' },
  total: { type: 'string' },
  date: { type: 'string' },
  json: { type: 'boolean' },
  'allow-deletes': { type: 'boolean' },
  'timeout-ms': { type: 'string' },
  set: { type: 'string', multiple: true },
  latest: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Runs the CLI with arguments; returns the exit code (2 for bad input, nothing stored). */
export async function runCli(
  argv: string[],
  io: c.Io = { out: (s) => console.log(s), err: (s) => console.error(s) },
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (e) {
    io.err(`error: ${(e as Error).message.split('\n')[0]}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [cmd, sub, ...rest] = positionals;
  if (values.help || !cmd) {
    io.out(USAGE);
    return values.help ? 0 : 2;
  }
  const dataDir = values.data ?? defaultDataDir();
  // These two never open the replica: they serve a folder whose replica is damaged or missing.
  if ((cmd === 'backups' || cmd === 'restore') && rest.length === 0 && (cmd === 'restore' || !sub)) {
    return cmd === 'backups'
      ? backupsList(dataDir, values as c.Flags, io)
      : restoreCmd(dataDir, sub, values as c.Flags, io);
  }
  let db;
  let created;
  try {
    ({ db, created } = openReplica(dataDir));
  } catch (e) {
    if (e instanceof DatabaseDamagedError) {
      io.err(`error: ${e.message}`);
      return 1;
    }
    io.err(
      `error: ${e instanceof DatabaseTooNewError ? e.message : `cannot open the data folder: ${(e as Error).message}`}`,
    );
    return 2;
  }
  if (!created && backupDue(dataDir)) {
    await backupReplica(db, dataDir).catch((e: unknown) =>
      io.err(`warning: the daily backup of the replica failed: ${(e as Error).message}`),
    );
  }
  const r = createReplica(db);
  const flags = values as c.Flags;
  const id = (v: string | undefined) => {
    if (!v || !/^\d+$/.test(v)) throw new c.UsageError(`${cmd} needs a change number (see \`changes\`)`);
    return Number(v);
  };
  try {
    const key = ['remote', 'timesheet', 'expense'].includes(cmd) ? `${cmd} ${sub ?? ''}` : cmd;
    if (
      rest.length > 0 ||
      (!key.includes(' ') && sub !== undefined && !['resubmit', 'discard'].includes(cmd))
    ) {
      throw new c.UsageError(`unexpected argument "${rest[0] ?? sub}"`);
    }
    switch (key) {
      case 'remote set':
        return c.remoteSet(r, flags, io);
      case 'timesheet add':
        return c.timesheetAdd(r, flags, io);
      case 'expense add':
        return c.expenseAdd(r, flags, io);
      case 'timesheets':
        return c.timesheetsList(r, flags, io);
      case 'expenses':
        return c.expensesList(r, flags, io);
      case 'changes':
        return c.changesList(r, flags, io);
      case 'status':
        return c.status(r, flags, io);
      case 'resubmit':
        return c.resubmitCmd(r, id(sub), values.set ?? [], io);
      case 'discard':
        return c.discardCmd(r, id(sub), io);
      case 'sync':
        return await c.syncCmd(r, flags, io);
      default:
        throw new c.UsageError(`unknown command "${key.trim()}" (see --help)`);
    }
  } catch (e) {
    const message = c.describe(e);
    if (message === null) throw e;
    io.err(`error: ${message}`);
    return 2;
  } finally {
    try {
      noteReplica(db, dataDir);
    } catch {
      // The note is a safety net only: a full disk must not turn a finished command into a failure.
    }
    db.close();
  }
}

if (process.argv[1] && /cli[\\/]main\.[tj]s$/.test(process.argv[1])) {
  runCli(process.argv.slice(2)).then(
    (code) => exitWhenFlushed(code),
    (e: unknown) => {
      console.error(`error: ${(e as Error).message}`);
      exitWhenFlushed(1);
    },
  );
}
