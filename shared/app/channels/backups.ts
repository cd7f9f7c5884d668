import { z } from 'zod';
import type { ChannelsOf } from './map';

/*
 * The replica's automatic backups (issue 9): listed, and one brought back by Settings › Restore a
 * backup. The core closes its database, moves the current replica aside (never deletes it), copies
 * the backup in and reopens; the renderer then reloads its data on the data:changed event.
 */

/** A backup's file name as the core writes it: only these can be asked for. */
const BackupName = z
  .string()
  .regex(/^psa-replica-\d{8}T\d{9}Z-(daily|migration)\.sqlite$/, 'not the name of a backup');

export const BackupView = z.object({
  name: z.string(),
  /** When it was taken (ISO instant). */
  createdAt: z.string(),
  /** 'daily', or 'migration': taken just before an app update changed the database. */
  reason: z.enum(['daily', 'migration']),
  size: z.number(),
  /** Changes not yet synced when it was taken; null when the file cannot be read. */
  unsynced: z.number().nullable(),
});
export type BackupViewT = z.output<typeof BackupView>;

export const RestoreView = z.object({
  name: z.string(),
  createdAt: z.string().nullable(),
  unsynced: z.number(),
  /** Where the replaced replica was kept. */
  movedAside: z.string().nullable(),
  /** One line for a notification. */
  summary: z.string(),
});

/** Channels of the backups in Settings. */
export const backupChannels = {
  'backups:list': {
    request: z.object({}).strict(),
    response: z.object({ folder: z.string(), backups: z.array(BackupView) }),
  },
  'backups:restore': { request: z.object({ name: BackupName }).strict(), response: RestoreView },
} as const satisfies ChannelsOf<'backups'>;
