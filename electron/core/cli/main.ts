import { parseArgs } from 'node:util';
import { createAppCore, type AppCore } from '../app/core';
import { DatabaseDamagedError, DatabaseTooNewError } from '../app/errors';
import { defaultDataDir } from '../paths';
import { backupsList, restoreCmd } from './backup-commands';
import * as c from './commands';
import { exitWhenFlushed } from './exit';
import { importProjectsCmd } from './import-command';
import { remoteLogin } from './login';

const USAGE = `usage: npm run cli -- [--data DIR] <command>
  remote login --url URL [--auth-url URL --token-url URL --client-id ID --client-secret S --scope "..."]
               [--settings FILE] [--email E | --account ID] [--no-browser] [--force]
                               sign in through the browser (OAuth); a custom server fills the rest from --url
  remote set --url URL --token TOKEN [--account ID] [--force]   an API key instead
  timesheet add --project ID --contract-line ID --role ID --from DT --to DT --hours N [--description S] [--confirm CODES]
  expense add --project ID --contract-line ID --ex-vat N [--vat N] --total N --date DT [--description S] [--confirm CODES]
                               --confirm DAY_OVER_MAX,DATE_AHEAD,...: accept what the app asked to confirm
  timesheets [--json]          local timesheet entries with their sync state
  expenses [--json]            local expenses with their sync state
  changes [--json]             queued changes, with the remote's reason for rejected ones
  resubmit CHANGE [--set Field=Value ...]   send a rejected change again, corrected
  discard CHANGE               drop a change that has not reached the remote
  sync [--json] [--allow-deletes] [--full] [--timeout-ms N]   push then pull; exit 0 only when nothing is left pending or rejected
                                    (--full: refresh companies, contacts, projects, ... now, not at their hourly turn)
  status [--json]              {pending, sending, rejected, synced, lastSyncAt}
  import-projects FILE [--json] [--similar use|new]
                                  projects, contract lines and roles from a CSV file (offline-only folders);
                                  --similar answers rows naming a look-alike of a company or project here
  backups [--json]             the replica's automatic backups (daily and before updates, the last 3)
  restore NAME|FILE|--latest   bring a backup back; the current replica is moved aside, never deleted`;

const OPTIONS = {
  data: { type: 'string' },
  url: { type: 'string' },
  token: { type: 'string' },
  account: { type: 'string' },
  force: { type: 'boolean' },
  'auth-url': { type: 'string' },
  'token-url': { type: 'string' },
  'client-id': { type: 'string' },
  'client-secret': { type: 'string' },
  scope: { type: 'string' },
  email: { type: 'string' },
  settings: { type: 'string' },
  'no-browser': { type: 'boolean' },
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
  confirm: { type: 'string' },
  similar: { type: 'string' },
  json: { type: 'boolean' },
  'allow-deletes': { type: 'boolean' },
  full: { type: 'boolean' },
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
  const timeout = values['timeout-ms'];
  if (timeout !== undefined && !/^\d+$/.test(timeout)) {
    io.err('error: --timeout-ms must be a whole number of milliseconds');
    return 2;
  }
  let core: AppCore;
  try {
    core = createAppCore({
      dataDir,
      syncOnStart: false,
      // A demo folder's remote runs inside the app; the CLI syncs with it at its stored address.
      demoServer: false,
      ...(timeout !== undefined ? { remoteTimeoutMs: Number(timeout) } : {}),
    });
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
  const call: c.Call = async (channel, request) => {
    const result = await core.invoke(channel, request);
    if (!result.ok) throw new c.CliError(result.error);
    return result.data;
  };
  const offProgress = core.on('sync:progress', (p) =>
    io.err(
      p.phase === 'done'
        ? 'sync: done'
        : `sync: ${p.phase}${p.step ? ` ${p.step}` : ''} ${p.done}/${p.total}`,
    ),
  );
  const flags = values as c.Flags;
  const id = (v: string | undefined) => {
    if (!v || !/^\d+$/.test(v)) throw new c.UsageError(`${cmd} needs a change number (see \`changes\`)`);
    return v;
  };
  try {
    await core.ready;
    const key = ['remote', 'timesheet', 'expense'].includes(cmd) ? `${cmd} ${sub ?? ''}` : cmd;
    if (
      rest.length > 0 ||
      (!key.includes(' ') && sub !== undefined && !['resubmit', 'discard', 'import-projects'].includes(cmd))
    ) {
      throw new c.UsageError(`unexpected argument "${rest[0] ?? sub}"`);
    }
    switch (key) {
      case 'remote set':
        return await c.remoteSet(call, flags, io);
      case 'remote login':
        return await remoteLogin(call, flags, io);
      case 'timesheet add':
        return await c.timesheetAdd(call, flags, io);
      case 'expense add':
        return await c.expenseAdd(call, flags, io);
      case 'timesheets':
        return await c.timesheetsList(call, flags, io);
      case 'expenses':
        return await c.expensesList(call, flags, io);
      case 'changes':
        return await c.changesList(call, flags, io);
      case 'status':
        return await c.status(call, flags, io);
      case 'resubmit':
        return await c.resubmitCmd(call, id(sub), values.set ?? [], io);
      case 'discard':
        return await c.discardCmd(call, id(sub), io);
      case 'sync':
        return await c.syncCmd(call, flags, io);
      case 'import-projects':
        return await importProjectsCmd(call, sub, flags, io);
      default:
        throw new c.UsageError(`unknown command "${key.trim()}" (see --help)`);
    }
  } catch (e) {
    if (e instanceof c.UsageError) {
      io.err(`error: ${e.message}`);
      return 2;
    }
    if (e instanceof c.CliError) {
      io.err(`error: ${e.message}`);
      return e.exitCode;
    }
    throw e;
  } finally {
    offProgress();
    await core.close();
  }
}

// Run as a program: from the sources, or bundled as out/node/cli.mjs (scripts/run.mjs).
if (process.argv[1] && /(cli[\\/]main\.[tj]s|cli\.mjs)$/.test(process.argv[1])) {
  runCli(process.argv.slice(2)).then(
    (code) => exitWhenFlushed(code),
    (e: unknown) => {
      console.error(`error: ${(e as Error).message}`);
      exitWhenFlushed(1);
    },
  );
}
