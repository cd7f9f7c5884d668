import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import {
  PSOHUB_PRESET,
  REFERENCE_DEMO_CLIENT,
  SignInSettingsFile,
  type SignInRequestT,
  type SignInSettingsFileT,
} from '../../../shared/app/channels/signin';
import { CliError, UsageError, type Call, type Flags, type Io } from './commands';
import { coreI18n } from '../i18n';
import { issueMessage } from '../i18n/zod';

/*
 * `remote login`: the OAuth sign-in of decision 24 from a terminal. The core listens on
 * 127.0.0.1 for the redirect; the CLI prints the authorization URL (and opens the system browser
 * unless --no-browser), waits for the sign-in to end and says who signed in.
 */

const opt = (flags: Flags, name: string) => (typeof flags[name] === 'string' ? flags[name] : undefined);

/** The firm's settings file (--settings FILE), checked against its format. */
function readSettingsFile(file: string): SignInSettingsFileT {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new UsageError(coreI18n.t('cli:login.settingsFile', { file, problem: (e as Error).message }));
  }
  const parsed = SignInSettingsFile.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const problem = issue
      ? `${issue.path.join('.') || coreI18n.t('cli:login.wholeFile')}: ${issueMessage(issue)}`
      : coreI18n.t('cli:login.notSettingsFile');
    throw new UsageError(coreI18n.t('cli:login.settingsFile', { file, problem }));
  }
  return parsed.data;
}

/** The sign-in request from the flags (and the settings file): PSOhub's preset for its address, else a custom server. */
export function loginRequest(flags: Flags): SignInRequestT {
  const file = opt(flags, 'settings');
  const s: Partial<SignInSettingsFileT> = file ? readSettingsFile(file) : {};
  const baseUrl = opt(flags, 'url') ?? s.baseUrl;
  if (!baseUrl) throw new UsageError(coreI18n.t('cli:login.urlRequired'));
  let host: string;
  try {
    const u = new URL(baseUrl);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('scheme');
    host = u.hostname;
  } catch {
    throw new UsageError(coreI18n.t('cli:login.notHttp', { url: baseUrl }));
  }
  const psohub = host === new URL(PSOHUB_PRESET.baseUrl).hostname;
  const email = opt(flags, 'email');
  const scope = opt(flags, 'scope') ?? s.scope;
  const authUrl = opt(flags, 'auth-url') ?? s.authUrl;
  const tokenUrl = opt(flags, 'token-url') ?? s.tokenUrl;
  return {
    preset: psohub ? 'psohub' : 'custom',
    baseUrl,
    ...(authUrl ? { authUrl } : {}),
    ...(tokenUrl ? { tokenUrl } : {}),
    // A custom server without a client named: the reference server's demo client.
    clientId: opt(flags, 'client-id') ?? s.clientId ?? (psohub ? '' : REFERENCE_DEMO_CLIENT.clientId),
    clientSecret:
      opt(flags, 'client-secret') ?? s.clientSecret ?? (psohub ? '' : REFERENCE_DEMO_CLIENT.clientSecret),
    ...(scope ? { scope } : {}),
    ...(email ? { email } : {}),
    force: flags['force'] === true,
  };
}

/** Opens a URL in the system browser (best effort: the URL is printed anyway). */
function openSystemBrowser(url: string): void {
  const [cmd, args] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '""', url.replace(/&/g, '^&')]]
        : ['xdg-open', [url]];
  try {
    const child = spawn(cmd, args, { stdio: 'ignore', detached: true });
    child.on('error', () => undefined);
    child.unref();
  } catch {
    // No browser here: the printed URL is the way.
  }
}

/** `remote login`: signs in through the browser; 0 once signed in with a known account. */
export async function remoteLogin(call: Call, flags: Flags, io: Io): Promise<number> {
  const account = opt(flags, 'account');
  if (account !== undefined && !/^\d+$/.test(account)) throw new UsageError(coreI18n.t('cli:accountNumber'));
  let started;
  try {
    started = await call('signin:start', loginRequest(flags));
  } catch (e) {
    if (e instanceof CliError && e.error.code === 'PENDING_CHANGES')
      throw new UsageError(
        coreI18n.t('cli:orForce', { message: e.message.replace(/ or confirm to switch anyway.*$/, '') }),
      );
    throw e;
  }
  io.out(coreI18n.t('cli:login.openAddress', { url: started.authorizationUrl }));
  io.err(coreI18n.t('cli:login.waiting', { url: started.redirectUrl }));
  if (flags['no-browser'] !== true) openSystemBrowser(started.authorizationUrl);
  const done = await call('signin:wait', {});
  if (done.state !== 'signed-in') {
    // The app's words for Deny point at its window; a terminal runs `remote login` again.
    const message = done.problem === 'denied' ? coreI18n.t('cli:login.denied') : done.message;
    io.err(coreI18n.t('cli:error', { message }));
    return 1;
  }
  if (done.accountId !== null) {
    const name = done.accountName ?? coreI18n.t('cli:login.account');
    io.out(coreI18n.t('cli:login.signedIn', { name, id: done.accountId }));
    return 0;
  }
  if (account !== undefined) {
    await call('settings:update', { accountId: account });
    const name = done.chooseFrom?.find((m) => m.id === String(BigInt(account)))?.name;
    io.out(coreI18n.t('cli:login.signedIn', { name: name ?? coreI18n.t('cli:login.account'), id: account }));
    return 0;
  }
  io.out(coreI18n.t('cli:login.accountUnknown'));
  for (const m of done.chooseFrom ?? []) io.out(`  ${m.id}  ${m.name} <${m.email}>`);
  io.err(coreI18n.t('cli:error', { message: coreI18n.t('cli:login.chooseAccount') }));
  return 1;
}
