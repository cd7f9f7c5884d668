import { parseArgs } from 'node:util';
import { createAppCore, type AppCore } from '../app/core';
import { DatabaseDamagedError, DatabaseTooNewError } from '../app/errors';
import { defaultDataDir } from '../paths';
import { coreI18n, coreLocale, setCoreLanguage } from '../i18n';
import { setDisplayLocale } from '../../../shared/dates-display';
import { isLanguage, type Language } from '../../../shared/i18n/languages';
import { backupsList, restoreCmd } from './backup-commands';
import * as c from './commands';
import { exitWhenFlushed } from './exit';
import { importProjectsCmd } from './import-command';
import { remoteLogin } from './login';

/** An error line as the CLI prints it: "error: ..." in the CLI's language. */
const errorLine = (message: string) => coreI18n.t('cli:error', { message });

const OPTIONS = {
  data: { type: 'string' },
  lang: { type: 'string' },
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
  'send-rule': { type: 'string' },
  day: { type: 'string' },
  week: { type: 'string' },
  all: { type: 'boolean' },
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
    io.err(errorLine((e as Error).message.split('\n')[0] ?? ''));
    return 2;
  }
  const { values, positionals } = parsed;
  // The CLI speaks --lang, else the data folder's language setting, else the system's (LANG).
  const chosen: Language | undefined = isLanguage(values.lang) ? values.lang : undefined;
  setCoreLanguage(chosen ?? 'system');
  if (values.lang !== undefined && !chosen) {
    io.err(errorLine(coreI18n.t('cli:lang')));
    return 2;
  }
  const [cmd, sub, ...rest] = positionals;
  if (values.help || !cmd) {
    io.out(coreI18n.t('cli:usage'));
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
    io.err(errorLine(coreI18n.t('cli:timeoutMs')));
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
      io.err(errorLine(e.message));
      return 1;
    }
    io.err(
      errorLine(
        e instanceof DatabaseTooNewError
          ? e.message
          : coreI18n.t('cli:cannotOpen', { reason: (e as Error).message }),
      ),
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
        ? coreI18n.t('cli:syncDone')
        : coreI18n.t(p.step ? 'cli:syncProgressStep' : 'cli:syncProgress', {
            phase: coreI18n.t(`cli:syncPhase.${p.phase}`),
            step: p.step,
            done: p.done,
            total: p.total,
          }),
    ),
  );
  const flags = values as c.Flags;
  const id = (v: string | undefined) => {
    if (!v || !/^\d+$/.test(v)) throw new c.UsageError(coreI18n.t('cli:needsChange', { command: cmd }));
    return v;
  };
  try {
    await core.ready;
    // Opening the folder applied its language setting: --lang wins over it.
    if (chosen) {
      setCoreLanguage(chosen);
      setDisplayLocale(coreLocale());
    }
    const key = ['remote', 'timesheet', 'expense'].includes(cmd) ? `${cmd} ${sub ?? ''}` : cmd;
    if (
      rest.length > 0 ||
      (!key.includes(' ') && sub !== undefined && !['resubmit', 'discard', 'import-projects'].includes(cmd))
    ) {
      throw new c.UsageError(coreI18n.t('cli:unexpected', { argument: rest[0] ?? sub ?? '' }));
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
      case 'settings':
        return await c.settingsCmd(call, flags, io);
      case 'send':
        return await c.sendCmd(call, flags, io);
      case 'import-projects':
        return await importProjectsCmd(call, sub, flags, io);
      default:
        throw new c.UsageError(coreI18n.t('cli:unknownCommand', { command: key.trim() }));
    }
  } catch (e) {
    if (e instanceof c.UsageError) {
      io.err(errorLine(e.message));
      return 2;
    }
    if (e instanceof c.CliError) {
      io.err(errorLine(e.message));
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
      console.error(errorLine((e as Error).message));
      exitWhenFlushed(1);
    },
  );
}
