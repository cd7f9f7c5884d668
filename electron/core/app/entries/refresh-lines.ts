import { pullWindow } from '../../sync/engine';
import { pulledRecently, pullProjectEntries } from '../../sync/project-pull';
import { RemoteError, humanRemoteMessage } from '../../sync/remote-errors';
import type { CoreContext } from '../types';
import { lineChoices, requireKnownProject } from './picker';
import { coreI18n } from '../../i18n';

/** What an on-demand pull of a project's lines did. */
interface RefreshLinesOutcome {
  state: 'pulled' | 'fresh' | 'unknown';
  message: string;
}

/**
 * Pulls one project's recent entries now, so its lines and roles are known by name (the user
 * picked a project whose lines are unknown). At most hourly per project, like the sync's step;
 * without a reachable remote it only says the lines are unknown.
 */
export async function refreshLines(ctx: CoreContext, projectId: bigint): Promise<RefreshLinesOutcome> {
  const { db, now } = ctx.r;
  requireKnownProject(db, projectId);
  if (projectId <= 0n) {
    // A project made here (imported or typed offline) has only the lines given with it.
    const known = lineChoices(db, projectId, undefined);
    return known.contractLines.length > 0 && known.roles.length > 0
      ? { state: 'fresh', message: coreI18n.t('core:lines.knownHere') }
      : { state: 'unknown', message: coreI18n.t('core:lines.notSynced') };
  }
  if (pulledRecently(db, projectId, now()))
    return { state: 'fresh', message: coreI18n.t('core:lines.upToDate') };
  const remote = await ctx.sync.remote();
  if (typeof remote === 'string') return { state: 'unknown', message: coreI18n.t('core:lines.offline') };
  try {
    const n = await pullProjectEntries(db, remote, projectId, pullWindow(db, now()), now);
    return { state: 'pulled', message: coreI18n.t('core:lines.pulled', { count: n }) };
  } catch (e) {
    if (!(e instanceof RemoteError)) throw e;
    return { state: 'unknown', message: coreI18n.t('core:lines.failed', { reason: humanRemoteMessage(e) }) };
  }
}
