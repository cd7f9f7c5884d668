import { listBackups, restoreBackup, RestoreRefusedError } from '../app/backups/folder';
import { backupsDir } from '../paths';
import { coreI18n } from '../i18n';
import type { Flags, Io } from './commands';
import { table } from './format';

/*
 * `backups` and `restore`: they work without opening the replica, so they also serve a folder
 * whose replica is damaged or missing.
 */

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : `${Math.ceil(bytes / 1024)} KiB`;
const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;

/** `backups [--json]`: the automatic backups of the replica, newest first. */
export function backupsList(dataDir: string, flags: Flags, io: Io): number {
  const all = listBackups(dataDir);
  if (flags['json'] === true) {
    io.out(
      JSON.stringify(
        all.map((b) => ({
          name: b.name,
          file: b.file,
          createdAt: b.createdAt,
          reason: b.reason,
          size: b.size,
          unsynced: b.unsynced,
        })),
      ),
    );
    return 0;
  }
  if (all.length === 0) {
    io.out(coreI18n.t('cli:backups.none', { dir: backupsDir(dataDir) }));
    return 0;
  }
  io.out(
    table(
      (['taken', 'size', 'unsynced', 'why', 'name'] as const).map((k) => coreI18n.t(`cli:backups.${k}`)),
      all.map((b) => [
        when(b.createdAt),
        size(b.size),
        b.unsynced === null ? '?' : String(b.unsynced),
        coreI18n.t(b.reason === 'migration' ? 'cli:backups.beforeUpdate' : 'cli:backups.daily'),
        b.name,
      ]),
    ),
  );
  return 0;
}

/** `restore FILE|--latest`: brings a backup back; the current replica is moved aside, never deleted. */
export function restoreCmd(dataDir: string, which: string | undefined, flags: Flags, io: Io): number {
  const latest = flags['latest'] === true;
  if ((which === undefined) === !latest) {
    const message = coreI18n.t('cli:backups.restoreNeeds', {
      n: listBackups(dataDir).length,
      dir: backupsDir(dataDir),
    });
    io.err(coreI18n.t('cli:error', { message }));
    return 2;
  }
  try {
    io.out(restoreBackup(dataDir, latest ? 'latest' : (which as string), { allowPaths: true }).summary);
    return 0;
  } catch (e) {
    if (!(e instanceof RestoreRefusedError)) throw e;
    io.err(coreI18n.t('cli:error', { message: e.message }));
    return 1;
  }
}
