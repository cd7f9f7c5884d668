import { getReplicaSetting, setReplicaSetting } from '../../db/repositories/sync-meta';
import { readMode } from '../settings/state';
import type { CoreContext } from '../types';

/**
 * Starts the demo remote of a folder set up in demo mode and points the remote URL at it (its
 * port may differ from last time). Resolves false when the folder is not in demo mode.
 */
export async function resumeDemo(ctx: CoreContext): Promise<boolean> {
  const db = ctx.r.db;
  if (readMode(db) !== 'demo') return false;
  const url = await ctx.demo.ensure(getReplicaSetting(db, 'remote_url'));
  if (getReplicaSetting(db, 'remote_url') !== url) setReplicaSetting(db, 'remote_url', url);
  return true;
}
