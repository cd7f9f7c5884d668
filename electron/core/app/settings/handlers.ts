import type { SettingsViewT } from '../../../../shared/app/views';
import type { settingsChannels } from '../../../../shared/app/channels/settings';
import { PsaError } from '../../../../shared/psa/errors';
import { sendsCredentialsInClear } from '../../../../shared/app/clear-text';
import { getReplicaSetting, setReplicaSetting } from '../../db/repositories/sync-meta';
import { writeTransaction } from '../../db/transaction';
import { describeConnectionError, testConnection } from '../../sync/connection-check';
import { AppCoreError } from '../errors';
import { createHttpRemote } from '../../sync/remote';
import type { CoreContext, HandlersOf } from '../types';
import { localAccountChoices, remoteAccountChoices } from '../signin/account';
import { setDesktopSettings } from './desktop';
import { applyCoreLanguage } from './language';
import { setRemindersSettings } from '../reminders/settings';
import { guardRemoteChange, readMode, settingsView, storeToken } from './state';
import { coreI18n } from '../../i18n';

const CHECK_TIMEOUT_MS = 10_000;

function normalizeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new PsaError('VALIDATION_FAILED', `url: ${coreI18n.t('core:settings.urlScheme')}`, [
      { path: 'url', message: 'must be http or https' },
    ]);
  }
  if (sendsCredentialsInClear(url)) {
    throw new PsaError(
      'VALIDATION_FAILED',
      `url: ${coreI18n.t('core:settings.plainHttp', { host: parsed.host })}`,
      [{ path: 'url', message: 'must be https, or http to this computer' }],
    );
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

function changed(ctx: CoreContext): SettingsViewT {
  ctx.events.emit('data:changed', { tables: ['settings'] });
  return settingsView(ctx);
}

/** The core's handlers of the settings channels (shared/app/channels/settings.ts): read, update, connect a remote, check a connection. */
export function settingsHandlers(ctx: CoreContext): HandlersOf<keyof typeof settingsChannels> {
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
        if (req.referenceRefreshMinutes !== undefined)
          setReplicaSetting(db, 'reference_refresh_minutes', String(req.referenceRefreshMinutes));
        if (req.theme !== undefined) setReplicaSetting(db, 'theme', req.theme);
        if (req.density !== undefined) setReplicaSetting(db, 'density', req.density);
        if (req.language !== undefined) setReplicaSetting(db, 'language', req.language);
        if (req.weekStart !== undefined) setReplicaSetting(db, 'week_start', req.weekStart);
        if (req.dailyMaxHours !== undefined)
          setReplicaSetting(db, 'daily_max_hours', String(req.dailyMaxHours));
        if (req.entryDaysAhead !== undefined)
          setReplicaSetting(db, 'entry_days_ahead', String(req.entryDaysAhead));
        if (req.entryDaysBack !== undefined)
          setReplicaSetting(db, 'entry_days_back', String(req.entryDaysBack));
        if (req.timerMinimumMinutes !== undefined)
          setReplicaSetting(db, 'timer_minimum_minutes', String(req.timerMinimumMinutes));
        if (req.timerRounding !== undefined) setReplicaSetting(db, 'timer_rounding', req.timerRounding);
        if (req.timerIdleMinutes !== undefined)
          setReplicaSetting(db, 'timer_idle_minutes', String(req.timerIdleMinutes));
        if (req.receiptReference !== undefined)
          setReplicaSetting(db, 'receipt_reference', req.receiptReference ? '1' : '0');
        // What is held follows the new rule from the next sync on (holds.ts releaseDue).
        if (req.weekSubmission !== undefined)
          setReplicaSetting(db, 'send_rule', req.weekSubmission ? 'week' : 'at_once');
        if (req.sendRule !== undefined) setReplicaSetting(db, 'send_rule', req.sendRule);
        if (req.sendRule !== undefined || req.sendRuleNoticeSeen)
          setReplicaSetting(db, 'send_rule_notice', null);
        if (req.accountId !== undefined) setReplicaSetting(db, 'account_id', String(req.accountId));
        if (req.desktop !== undefined) setDesktopSettings(db, req.desktop);
        if (req.reminders !== undefined) setRemindersSettings(db, req.reminders);
      });
      if (req.syncIntervalMinutes !== undefined) ctx.sync.reschedule();
      // The core's questions and messages speak the new language (and write its dates) at once.
      if (req.language !== undefined) applyCoreLanguage(db);
      return changed(ctx);
    },
    'settings:setRemote': async (req) => {
      const url = normalizeUrl(req.url);
      guardRemoteChange(db, url, req.force);
      const wasDemo = readMode(db) === 'demo';
      storeToken(ctx, req.token);
      writeTransaction(db, () => {
        setReplicaSetting(db, 'remote_url', url);
        if (req.accountId !== undefined) setReplicaSetting(db, 'account_id', String(req.accountId));
        setReplicaSetting(db, 'mode', 'remote');
        setReplicaSetting(db, 'signed_out_email', null);
      });
      if (wasDemo) await ctx.demo.stop();
      ctx.sync.reschedule();
      ctx.sync.reachability?.reset();
      return changed(ctx);
    },
    'settings:accounts': async (req) => {
      // A typed token goes to the typed address only, and the stored one to the stored address only.
      if ((req.url === undefined) !== (req.token === undefined)) {
        const message = coreI18n.t('core:settings.urlAndToken');
        throw new PsaError('VALIDATION_FAILED', `token: ${message}`, [{ path: 'token', message }]);
      }
      if (req.url !== undefined && req.token !== undefined) {
        const remote = createHttpRemote({
          baseUrl: normalizeUrl(req.url),
          token: req.token,
          timeoutMs: CHECK_TIMEOUT_MS,
        });
        return remoteAccountChoices(remote).catch((e: unknown) => {
          // Said as the connection test says it ("did not accept the token", "cannot be reached").
          throw new AppCoreError('NOT_CONFIGURED', describeConnectionError(e).message);
        });
      }
      const local = localAccountChoices(db);
      const stored = getReplicaSetting(db, 'remote_url');
      const bearer = ctx.auth.bearer();
      if (local.length > 0 || !stored || readMode(db) === 'offline' || !bearer) return local;
      // Nothing pulled yet: ask the stored remote, and say nothing rather than fail when it cannot answer.
      if (readMode(db) === 'demo') await ctx.demo.ready();
      return remoteAccountChoices(
        createHttpRemote({ baseUrl: stored, token: bearer, timeoutMs: CHECK_TIMEOUT_MS }),
      ).catch(() => local);
    },
    'settings:testConnection': async (req) => {
      const stored = getReplicaSetting(db, 'remote_url');
      const baseUrl = req.url ?? stored;
      // The stored token goes to the stored remote only: a page (or a slip) must not be able to
      // have it sent to an address of its choosing by leaving the token out.
      if (req.url !== undefined && req.token === undefined && !(stored && sameRemote(req.url, stored))) {
        const message = coreI18n.t('core:settings.tokenForUrl');
        throw new PsaError('VALIDATION_FAILED', `token: ${message}`, [{ path: 'token', message }]);
      }
      const token = req.token ?? ctx.auth.bearer();
      if (!baseUrl || !token) {
        // Signed out of an OAuth sign-in: the way back is the sign-in, not a token.
        if (stored && getReplicaSetting(db, 'signed_out_email') !== undefined)
          return {
            ok: false,
            kind: 'not-configured',
            message: coreI18n.t('core:sync.signInFirst', { url: stored }),
          };
        return {
          ok: false,
          kind: 'not-configured',
          message: coreI18n.t('core:sync.enterAddress'),
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
