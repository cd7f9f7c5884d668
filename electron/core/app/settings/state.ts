import type { SettingsViewT } from '../../../../shared/app/views';
import type { Db } from '../../db/connection';
import { countByState } from '../../db/repositories/outbox';
import { sendRule } from '../../db/repositories/holds';
import { getReplicaSetting, signedInAccount, type SettingKey } from '../../db/repositories/sync-meta';
import { AppCoreError } from '../errors';
import { sanitySettings } from '../entries/sanity';
import { idleMinutes, timerSettings } from '../timer/rounding';
import { desktopSettings } from './desktop';
import { languageSetting, weekStartSetting } from './language';
import { remindersSettings } from '../reminders/settings';
import { signedInAccountView } from '../signin/account';
import { referenceRefreshMinutes } from '../../sync/pull';
import type { CoreContext } from '../types';
import { coreI18n } from '../../i18n';

/*
 * The settings as stored in the replica: how the folder works (mode), the sync interval, the view
 * the renderer gets, and the guards a remote change passes. Setup and the core use them too.
 */

export type AppMode = SettingsViewT['mode'];

export const DEFAULT_SYNC_INTERVAL_MINUTES = 15;

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
  const account = signedInAccount(db);
  const creds = ctx.auth.credentials();
  const hasToken = creds !== undefined;
  return {
    mode: readMode(db),
    remoteUrl: getReplicaSetting(db, 'remote_url') ?? null,
    hasToken,
    tokenStorage: hasToken ? ctx.secrets.kind : 'none',
    accountId: account === undefined ? null : String(account),
    syncIntervalMinutes: syncIntervalMinutes(db),
    pullDaysBack: intSetting(db, 'pull_days_back', 90),
    pullDaysAhead: intSetting(db, 'pull_days_ahead', 30),
    referenceRefreshMinutes: referenceRefreshMinutes(db),
    ...sanitySettings(db),
    ...timerSettings(db),
    timerIdleMinutes: idleMinutes(db),
    receiptReference: getReplicaSetting(db, 'receipt_reference') === '1',
    sendRule: sendRule(db),
    sendRuleNotice: getReplicaSetting(db, 'send_rule_notice') === 'due',
    weekSubmission: sendRule(db) === 'week',
    theme: theme === 'light' || theme === 'dark' ? theme : 'system',
    density: getReplicaSetting(db, 'density') === 'compact' ? 'compact' : 'comfortable',
    language: languageSetting(db),
    weekStart: weekStartSetting(db),
    desktop: desktopSettings(db),
    reminders: remindersSettings(db),
    dataDir: ctx.dataDir,
    signIn:
      creds?.kind === 'oauth'
        ? {
            clientId: creds.clientId,
            authUrl: creds.authUrl,
            accountName: creds.accountName,
            email: creds.email,
          }
        : null,
    signedOut: signedOutView(db, hasToken),
    // Only an account the remote can know is named: offline only and signed out have none.
    account:
      hasToken && (readMode(db) === 'remote' || readMode(db) === 'demo')
        ? signedInAccountView(db, creds?.kind === 'oauth' ? creds : null)
        : null,
  };
}

/** Signed out of an OAuth sign-in (and not signed in since): the email it used, to offer again. */
function signedOutView(db: Db, hasToken: boolean): SettingsViewT['signedOut'] {
  const email = getReplicaSetting(db, 'signed_out_email');
  return email === undefined || hasToken ? null : { email: email === '' ? null : email };
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
    coreI18n.t('core:settings.pendingChanges', { count: open, url: current }),
  );
}

/** Keeps the token in the secret store; a store that cannot keep it safely refuses with a clear code. */
export function storeToken(ctx: CoreContext, token: string): void {
  try {
    ctx.auth.store({ kind: 'apiKey', token });
  } catch (e) {
    throw new AppCoreError(
      'TOKEN_NOT_STORED',
      coreI18n.t('core:settings.tokenNotStored', { reason: (e as Error).message }),
    );
  }
}
