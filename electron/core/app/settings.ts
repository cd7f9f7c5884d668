import type { SettingsViewT } from '../../../shared/app/views';
import { PsaError } from '../../../shared/psa/errors';
import type { Db } from '../db/connection';
import { countByState } from '../db/repositories/outbox';
import { getReplicaSetting, setReplicaSetting, type SettingKey } from '../db/repositories/sync-meta';
import { createHttpRemote } from '../sync/remote';
import { testConnection } from '../sync/connection-check';
import { AppCoreError } from './errors';
import type { CoreContext, HandlersOf } from './types';
import { writeTransaction } from '../db/transaction';

export type AppMode = SettingsViewT['mode'];
type Theme = SettingsViewT['theme'];

export const DEFAULT_SYNC_INTERVAL_MINUTES = 15;
const CHECK_TIMEOUT_MS = 10_000;

/** How this data folder works: chosen on the first start; a folder set up by the CLI counts as 'remote'. */
export function readMode(db: Db): AppMode {
  const mode = getReplicaSetting(db, 'mode');
  if (mode === 'offline' || mode === 'remote' || mode === 'demo') return mode;
  return getReplicaSetting(db, 'remote_url') ? 'remote' : 'unset';
}

function intSetting(db: Db, key: SettingKey, fallback: number): number {
  const n = Number(getReplicaSetting(db, key));
  return Number.isInteger(n) && getReplicaSetting(db, key) !== undefined ? n : fallback;
}

/** The sync interval in minutes (0: no interval sync). */
export function syncIntervalMinutes(db: Db): number {
  return intSetting(db, 'sync_interval_minutes', DEFAULT_SYNC_INTERVAL_MINUTES);
}

/** The settings as the renderer sees them (never the token itself). */
export function settingsView(ctx: CoreContext): SettingsViewT {
  const db = ctx.r.db;
  const theme = getReplicaSetting(db, 'theme');
  const account = getReplicaSetting(db, 'account_id');
  const hasToken = Boolean(ctx.secrets.get());
  return {
    mode: readMode(db),
    remoteUrl: getReplicaSetting(db, 'remote_url') ?? null,
    hasToken,
    tokenStorage: hasToken ? ctx.secrets.kind : 'none',
    accountId: account === undefined ? null : Number(account),
    syncIntervalMinutes: syncIntervalMinutes(db),
    pullDaysBack: intSetting(db, 'pull_days_back', 90),
    pullDaysAhead: intSetting(db, 'pull_days_ahead', 30),
    theme: theme === 'light' || theme === 'dark' ? (theme as Theme) : 'system',
    dataDir: ctx.dataDir,
  };
}

/** Changes waiting for the remote (pending, being sent, or rejected and awaiting a fix). */
export function openChangeCount(db: Db): number {
  const c = countByState(db);
  return c.pending + c.sending + c.rejected;
}

/**
 * Refuses to point the replica at a different remote while changes meant for the current one are
 * queued, unless the user confirmed (force): they would be sent to the wrong place.
 */
export function guardRemoteChange(db: Db, nextUrl: string | null, force: boolean | undefined): void {
  const current = getReplicaSetting(db, 'remote_url');
  const open = openChangeCount(db);
  if (!current || current === nextUrl || open === 0 || force) return;
  throw new AppCoreError(
    'PENDING_CHANGES',
    `${open} change(s) are still waiting to be sent to ${current}. Sync or discard them first, or confirm to switch anyway (they will then be sent to the new remote).`,
  );
}

function normalizeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new PsaError('VALIDATION_FAILED', 'url: the address must start with http:// or https://', [
      { path: 'url', message: 'must be http or https' },
    ]);
  }
  return url.trim().replace(/\/+$/, '');
}

/** Whether two remote addresses are the same (scheme and host case, default port, trailing slashes aside). */
function sameRemote(a: string, b: string): boolean {
  const canonical = (url: string): string | null => {
    try {
      const u = new URL(url.trim());
      return `${u.protocol}//${u.username}:${u.password}@${u.host}${u.pathname.replace(/\/+$/, '')}${u.search}`;
    } catch {
      return null;
    }
  };
  const ca = canonical(a);
  return ca !== null && ca === canonical(b);
}

/** Keeps the token in the secret store; a store that cannot keep it safely refuses with a clear code. */
export function storeToken(ctx: CoreContext, token: string): void {
  try {
    ctx.secrets.set(token);
  } catch (e) {
    throw new AppCoreError('TOKEN_NOT_STORED', `The token could not be stored: ${(e as Error).message}`);
  }
}

function changed(ctx: CoreContext): SettingsViewT {
  ctx.events.emit('data:changed', { tables: ['settings'] });
  return settingsView(ctx);
}

/** Settings channels: read, update, connect a remote and check a connection. */
export function settingsHandlers(
  ctx: CoreContext,
): HandlersOf<'settings:get' | 'settings:update' | 'settings:setRemote' | 'settings:testConnection'> {
  const db = ctx.r.db;
  return {
    'settings:get': async () => settingsView(ctx),
    'settings:update': async (req) => {
      writeTransaction(db, () => {
        if (req.syncIntervalMinutes !== undefined)
          setReplicaSetting(db, 'sync_interval_minutes', String(req.syncIntervalMinutes));
        if (req.pullDaysBack !== undefined) setReplicaSetting(db, 'pull_days_back', String(req.pullDaysBack));
        if (req.pullDaysAhead !== undefined)
          setReplicaSetting(db, 'pull_days_ahead', String(req.pullDaysAhead));
        if (req.theme !== undefined) setReplicaSetting(db, 'theme', req.theme);
        if (req.accountId !== undefined) setReplicaSetting(db, 'account_id', String(req.accountId));
      });
      if (req.syncIntervalMinutes !== undefined) ctx.sync.reschedule();
      return changed(ctx);
    },
    'settings:setRemote': async (req) => {
      const url = normalizeUrl(req.url);
      guardRemoteChange(db, url, req.force);
      const wasDemo = readMode(db) === 'demo';
      storeToken(ctx, req.token);
      writeTransaction(db, () => {
        setReplicaSetting(db, 'remote_url', url);
        setReplicaSetting(db, 'account_id', String(req.accountId));
        setReplicaSetting(db, 'mode', 'remote');
      });
      if (wasDemo) await ctx.demo.stop();
      ctx.sync.reschedule();
      return changed(ctx);
    },
    'settings:testConnection': async (req) => {
      const stored = getReplicaSetting(db, 'remote_url');
      const baseUrl = req.url ?? stored;
      // The stored token goes to the stored remote only: a page (or a slip) must not be able to
      // have it sent to an address of its choosing by leaving the token out.
      if (req.url !== undefined && req.token === undefined && !(stored && sameRemote(req.url, stored))) {
        const message = 'type the token for this URL: the stored token is only sent to the stored address';
        throw new PsaError('VALIDATION_FAILED', `token: ${message}`, [{ path: 'token', message }]);
      }
      const token = req.token ?? ctx.secrets.get();
      if (!baseUrl || !token) {
        return {
          ok: false,
          kind: 'not-configured',
          message: 'Enter the address of the PSA service and an API token first.',
        };
      }
      if (req.url === undefined && readMode(db) === 'demo') await ctx.demo.ready();
      const result = await testConnection(
        createHttpRemote({ baseUrl: normalizeUrl(baseUrl), token, timeoutMs: CHECK_TIMEOUT_MS }),
      );
      if (result.ok) return { ok: true, message: 'Connected: the PSA service accepted the token.' };
      const status = result.error?.status;
      return {
        ok: false,
        kind: result.kind,
        message: status ? `${result.message} (HTTP ${status})` : result.message,
      };
    },
  };
}
