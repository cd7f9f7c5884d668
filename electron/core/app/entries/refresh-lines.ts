import { pullWindow } from '../../sync/engine';
import { pulledRecently, pullProjectEntries } from '../../sync/project-pull';
import { RemoteError, humanRemoteMessage } from '../../sync/remote-errors';
import type { CoreContext } from '../types';
import { lineChoices, requireKnownProject } from './picker';

/** What an on-demand pull of a project's lines did. */
interface RefreshLinesOutcome {
  state: 'pulled' | 'fresh' | 'unknown';
  message: string;
}

const UNKNOWN = "This project's contract lines and roles are not known here yet";

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
      ? { state: 'fresh', message: 'Lines are known here.' }
      : { state: 'unknown', message: `${UNKNOWN}: the project is not synced yet.` };
  }
  if (pulledRecently(db, projectId, now())) return { state: 'fresh', message: 'Lines are up to date.' };
  const remote = await ctx.sync.remote();
  if (typeof remote === 'string')
    return { state: 'unknown', message: `${UNKNOWN} (offline): type the line's id, or sync first.` };
  try {
    const n = await pullProjectEntries(db, remote, projectId, pullWindow(db, now()), now);
    return { state: 'pulled', message: `Pulled ${n} recent entries of the project.` };
  } catch (e) {
    if (!(e instanceof RemoteError)) throw e;
    return { state: 'unknown', message: `${UNKNOWN}: ${humanRemoteMessage(e)}` };
  }
}
