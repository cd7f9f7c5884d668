import type { SignInRequestT, SignInStatusViewT } from '../../../../shared/app/channels/signin';
import { setReplicaSetting } from '../../db/repositories/sync-meta';
import { writeTransaction } from '../../db/transaction';
import { newCodeVerifier, newState, s256Challenge } from '../../sync/oauth/pkce';
import { postToken, refusedSignIn, type TokenGrant } from '../../sync/oauth/token-client';
import { AppCoreError } from '../errors';
import { guardRemoteChange, readMode } from '../settings/state';
import type { CoreContext, SignInControl } from '../types';
import { accountName, findAccount, type AccountLookup } from './account';
import { checkApi } from './api-check';
import { authorizationUrl, checkClient, resolveConfig, type SignInConfig } from './config';
import { deniedMessage, problemOf } from './problems';
import { listenForRedirect, type LoopbackListener, type RedirectPage, type RedirectParams } from './loopback';
import { coreI18n } from '../../i18n';

/*
 * One sign-in at a time (RFC 8252): start() checks the client, listens once on 127.0.0.1, opens
 * the browser where the core can, and answers the authorization URL; the redirect then brings the
 * code, which is exchanged (with the PKCE verifier) for tokens; the account is learned; tokens and
 * client secret go to the secret store and the folder switches to that remote. Every end (signed
 * in, denied, timed out, refused, cancelled) is a status and a `signin:finished` event.
 */

/** How long the browser may take to come back (the user signs in there). */
export const SIGN_IN_TIMEOUT_MS = 5 * 60_000;

/** The core context a sign-in works on (everything but the sign-in itself). */
export type SignInContext = Omit<CoreContext, 'signIn'>;

/** How the sign-in reaches the outside: the browser, and (tests) time limits and fetch. */
export interface SignInOptions {
  /** Opens a URL in the system browser (desktop: shell.openExternal); absent: the caller opens it. */
  openBrowser?: (url: string) => Promise<void>;
  timeoutMs?: number;
  remoteTimeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** The idle state, its message in the core's language at the time asked. */
const IDLE = (): SignInStatusViewT => ({
  state: 'idle',
  problem: null,
  message: coreI18n.t('core:signInStatus.idle'),
  authorizationUrl: null,
  accountId: null,
  accountName: null,
  chooseFrom: null,
});

/** The sign-in of one core session. */
export class SignInService implements SignInControl {
  private status: SignInStatusViewT = IDLE();
  private listener: LoopbackListener | null = null;
  /** Bumped by every start and cancel: a redirect of an older attempt changes nothing. */
  private attempt = 0;
  private waiters: ((s: SignInStatusViewT) => void)[] = [];

  constructor(
    private readonly ctx: SignInContext,
    private readonly opts: SignInOptions = {},
  ) {}

  /** Where the sign-in stands. */
  current(): SignInStatusViewT {
    return this.status;
  }

  /** Resolves when the sign-in under way ends (at once when none is). */
  wait(): Promise<SignInStatusViewT> {
    if (this.status.state !== 'waiting') return Promise.resolve(this.status);
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Starts a sign-in (cancelling one under way); answers the URL the browser must open. */
  async start(
    req: SignInRequestT,
  ): Promise<{ authorizationUrl: string; redirectUrl: string; openedBrowser: boolean }> {
    const config = resolveConfig(req);
    guardRemoteChange(this.ctx.r.db, config.baseUrl, req.force);
    this.cancel(true);
    const attempt = ++this.attempt;
    const checkOpts = { fetchImpl: this.opts.fetchImpl, timeoutMs: this.opts.remoteTimeoutMs };
    // A custom server's address first: an unreachable or wrong one is said at its field.
    if (req.preset === 'custom') await checkApi(config.baseUrl, checkOpts);
    await checkClient(config, checkOpts);
    if (attempt !== this.attempt) throw new AppCoreError('BUSY', coreI18n.t('core:signIn.anotherStarted'));
    const verifier = newCodeVerifier();
    const state = newState();
    const listener = await listenForRedirect({
      state,
      timeoutMs: this.opts.timeoutMs ?? SIGN_IN_TIMEOUT_MS,
      onRedirect: (params) => this.redirected(attempt, config, verifier, listener.redirectUrl, params),
      onTimeout: () => {
        if (attempt !== this.attempt) return;
        const minutes = Math.round((this.opts.timeoutMs ?? SIGN_IN_TIMEOUT_MS) / 60_000);
        this.finish({
          ...IDLE(),
          state: 'failed',
          problem: 'timeout',
          message: `The sign-in timed out: nothing came back from the browser within ${minutes || 'a few'} minute(s). Start it again.`,
        });
      },
    });
    this.listener = listener;
    const url = authorizationUrl(config, {
      redirectUrl: listener.redirectUrl,
      state,
      codeChallenge: s256Challenge(verifier),
    });
    this.status = {
      ...IDLE(),
      state: 'waiting',
      message: coreI18n.t('core:signInStatus.waiting'),
      authorizationUrl: url,
    };
    let openedBrowser = false;
    if (this.opts.openBrowser) {
      try {
        await this.opts.openBrowser(url);
        openedBrowser = true;
      } catch (e) {
        // The URL comes back to the caller, who shows it as a link: the sign-in can go on.
        console.error('psa: the browser could not be opened for the sign-in:', e);
      }
    }
    return { authorizationUrl: url, redirectUrl: listener.redirectUrl, openedBrowser };
  }

  /** Cancels a sign-in under way (its listener closes); `quiet` for a replacement, without a finished event. */
  cancel(quiet = false): SignInStatusViewT {
    if (this.status.state !== 'waiting') return this.status;
    this.attempt++;
    const cancelled = {
      ...IDLE(),
      state: 'failed' as const,
      problem: 'cancelled' as const,
      message: 'The sign-in was cancelled.',
    };
    if (quiet) {
      this.listener?.close();
      this.listener = null;
      this.status = cancelled;
      this.release();
      return cancelled;
    }
    this.finish(cancelled);
    return cancelled;
  }

  /** Sign out: ends a sign-in under way and forgets how the last one ended. */
  forget(): void {
    this.cancel();
    this.status = IDLE();
  }

  private release(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w(this.status);
  }

  private finish(status: SignInStatusViewT): void {
    this.listener?.close();
    this.listener = null;
    this.status = status;
    this.release();
    this.ctx.events.emit('signin:finished', status);
  }

  /** The one accepted redirect: exchange, account, store; the browser's page says how it ended. */
  private async redirected(
    attempt: number,
    c: SignInConfig,
    verifier: string,
    redirectUrl: string,
    params: RedirectParams,
  ): Promise<RedirectPage> {
    if (attempt !== this.attempt)
      return {
        ok: false,
        title: coreI18n.t('core:signInProblem.replacedTitle'),
        message: coreI18n.t('core:signInProblem.replaced'),
      };
    if ('error' in params) {
      const denied = params.error === 'access_denied';
      const message = denied ? deniedMessage() : `${refusedSignIn(params.error, params.description)}.`;
      this.finish({ ...IDLE(), state: 'failed', problem: denied ? 'denied' : 'other', message });
      return {
        ok: false,
        title: coreI18n.t(denied ? 'core:signInProblem.deniedTitle' : 'core:signInStatus.pageFailedTitle'),
        message: coreI18n.t('core:signInProblem.closeTab', { message }),
      };
    }
    const fetchOpts = {
      ...(this.opts.fetchImpl ? { fetchImpl: this.opts.fetchImpl } : {}),
      ...(this.opts.remoteTimeoutMs ? { timeoutMs: this.opts.remoteTimeoutMs } : {}),
    };
    let grant: TokenGrant;
    let account: AccountLookup;
    try {
      grant = await postToken(
        c.tokenUrl,
        {
          grant_type: 'authorization_code',
          code: params.code,
          clientid: c.clientId,
          clientsecret: c.clientSecret,
          redirecturl: redirectUrl,
          code_verifier: verifier,
        },
        fetchOpts,
      );
      account =
        grant.accountId !== null
          ? {
              found: true,
              id: grant.accountId,
              name:
                grant.accountName ??
                (await accountName(c.baseUrl, grant.accessToken, grant.accountId, fetchOpts)),
              email: grant.email ?? c.email ?? null,
            }
          : await findAccount(c.baseUrl, grant.accessToken, c.email, fetchOpts);
      if (attempt !== this.attempt) throw new AppCoreError('BUSY', coreI18n.t('core:signIn.newerStarted'));
      this.keep(c, grant, account);
    } catch (e) {
      const { problem, message } = problemOf(e);
      if (attempt === this.attempt) this.finish({ ...IDLE(), state: 'failed', problem, message });
      return {
        ok: false,
        title: coreI18n.t('core:signInStatus.pageFailedTitle'),
        message: coreI18n.t('core:signInStatus.pageFailed', { message: message.replace(/\.$/, '') }),
      };
    }
    const name = account.found ? (account.name ?? coreI18n.t('core:signInStatus.account')) : '';
    this.finish({
      ...IDLE(),
      state: 'signed-in',
      message: account.found
        ? coreI18n.t('core:signInStatus.signedInAs', { name, id: String(account.id) })
        : coreI18n.t('core:signInStatus.chooseAccount'),
      accountId: account.found ? String(account.id) : null,
      accountName: account.found ? account.name : null,
      chooseFrom: account.found ? null : account.chooseFrom,
    });
    return {
      ok: true,
      title: coreI18n.t('core:signInStatus.pageSignedInTitle'),
      message: coreI18n.t('core:signInStatus.pageSignedIn'),
    };
  }

  /** Keeps the tokens and the client secret in the secret store and switches the folder to this remote. */
  private keep(c: SignInConfig, grant: TokenGrant, account: AccountLookup): void {
    const db = this.ctx.r.db;
    const wasDemo = readMode(db) === 'demo';
    try {
      this.ctx.auth.store({
        kind: 'oauth',
        accessToken: grant.accessToken,
        refreshToken: grant.refreshToken,
        expiresAt: grant.expiresAt,
        obtainedAt: grant.obtainedAt,
        tokenUrl: c.tokenUrl,
        authUrl: c.authUrl,
        clientId: c.clientId,
        clientSecret: c.clientSecret,
        scope: grant.scope ?? c.scope,
        accountName: account.found ? account.name : null,
        email: account.found ? (account.email ?? c.email ?? null) : (c.email ?? null),
      });
    } catch (e) {
      throw new AppCoreError(
        'TOKEN_NOT_STORED',
        coreI18n.t('core:signIn.notStored', { reason: (e as Error).message }),
      );
    }
    writeTransaction(db, () => {
      setReplicaSetting(db, 'remote_url', c.baseUrl);
      setReplicaSetting(db, 'account_id', account.found ? String(account.id) : null);
      setReplicaSetting(db, 'mode', 'remote');
      setReplicaSetting(db, 'signed_out_email', null);
    });
    if (wasDemo) void this.ctx.demo.stop().catch(() => undefined);
    this.ctx.sync.reschedule();
    this.ctx.sync.reachability?.reset();
    this.ctx.events.emit('data:changed', { tables: ['settings'] });
  }
}
