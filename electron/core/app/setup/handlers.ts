import type { setupChannels } from '../../../../shared/app/channels/setup';
import { getReplicaSetting, setReplicaSetting } from '../../db/repositories/sync-meta';
import { writeTransaction } from '../../db/transaction';
import { DEMO_ACCOUNT_ID, DEMO_TOKEN } from '../demo-remote';
import { guardRemoteChange, readMode, settingsView, storeToken } from '../settings/state';
import type { CoreContext, HandlersOf } from '../types';
import { addProjectByHand, importProjectsFile } from './import';

/** The account entries are booked for in an offline-only folder, until the user picks another. */
const OFFLINE_ACCOUNT_ID = '1';

/** The core's handlers of the setup channels (shared/app/channels/setup.ts): work offline only, or with the demo remote. */
export function setupHandlers(ctx: CoreContext): HandlersOf<keyof typeof setupChannels> {
  const db = ctx.r.db;
  return {
    // Offline only: no sync runs; the remote settings (if any) stay for a later reconnect.
    'setup:offline': async () => {
      const wasDemo = readMode(db) === 'demo';
      writeTransaction(db, () => {
        setReplicaSetting(db, 'mode', 'offline');
        if (getReplicaSetting(db, 'account_id') === undefined)
          setReplicaSetting(db, 'account_id', OFFLINE_ACCOUNT_ID);
      });
      if (wasDemo) await ctx.demo.stop();
      ctx.sync.reschedule();
      ctx.sync.reachability?.reset();
      ctx.events.emit('data:changed', { tables: ['settings'] });
      return settingsView(ctx);
    },
    // The reference server in-process with the demo organization, configured as the remote as
    // Anna (account 1, admin key), then a first sync so the lookups are filled at once.
    'setup:demo': async () => {
      const previous = readMode(db) === 'demo' ? getReplicaSetting(db, 'remote_url') : undefined;
      // Restarting the demo remote keeps its queue; switching to it from another remote asks first.
      if (!previous) guardRemoteChange(db, null, false);
      storeToken(ctx, DEMO_TOKEN);
      const url = await ctx.demo.ensure(previous);
      writeTransaction(db, () => {
        setReplicaSetting(db, 'remote_url', url);
        setReplicaSetting(db, 'account_id', String(DEMO_ACCOUNT_ID));
        setReplicaSetting(db, 'mode', 'demo');
      });
      ctx.events.emit('data:changed', { tables: ['settings'] });
      ctx.sync.reachability?.reset();
      await ctx.sync.run();
      return settingsView(ctx);
    },
    'setup:importProjects': async ({ text, similar }) => {
      const result = importProjectsFile(db, text, similar);
      if (result.imported) ctx.events.emit('data:changed', { tables: ['projects', 'companies'] });
      return result;
    },
    'setup:addProject': async ({ similar, ...input }) => {
      const result = addProjectByHand(db, input, similar);
      if (result.imported) ctx.events.emit('data:changed', { tables: ['projects', 'companies'] });
      return result;
    },
  };
}
