import type { backupChannels } from '../../../../shared/app/channels/backups';
import { listBackups } from '../../db/backup';
import { RestoreRefusedError, type RestoreResult } from '../../db/restore';
import { backupsDir } from '../../paths';
import { AppCoreError } from '../errors';
import type { CoreContext, HandlersOf } from '../types';

/**
 * The core's handlers of the backups channels (shared/app/channels/backups.ts). `restore` is the
 * core's own: it closes the database, restores and reopens (see core.ts).
 */
export function backupHandlers(
  ctx: CoreContext,
  restore: (name: string) => Promise<RestoreResult>,
): HandlersOf<keyof typeof backupChannels> {
  return {
    'backups:list': async () => ({
      folder: backupsDir(ctx.dataDir),
      backups: listBackups(ctx.dataDir).map((b) => ({
        name: b.name,
        createdAt: b.createdAt,
        reason: b.reason,
        size: b.size,
        unsynced: b.unsynced,
      })),
    }),
    'backups:restore': async ({ name }) => {
      try {
        return await restore(name);
      } catch (e) {
        if (e instanceof RestoreRefusedError) throw new AppCoreError(e.code, e.message);
        throw e;
      }
    },
  };
}
