/*
 * The backups of a data folder, reached without opening its replica: the CLI's `backups` and
 * `restore` must also serve a folder whose replica is damaged, missing or too new, so they cannot
 * go through the app core's invoke (which opens it). Entry points take them from here, never from
 * db/ (npm run check:deps: cli-through-app).
 */
export { listBackups } from '../../db/backup';
export { restoreBackup, RestoreRefusedError } from '../../db/restore';
