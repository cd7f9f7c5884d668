import { z } from 'zod';
import { ChangeView, SyncOutcomeView, SyncStatusView } from '../views';
import { none, idText } from './fields';
import type { ChannelsOf } from './map';
import { SendScopeSchema } from '../send-rule';

/* Sync control and status: run now, where things stand, the recent runs and the sync center's queue. */

/** A queued change with a line saying what it is; `localOnly`: an entry on a project of this computer only, never sent. */
export const QueueItemView = ChangeView.extend({ summary: z.string(), localOnly: z.boolean() });
export type QueueItemViewT = z.output<typeof QueueItemView>;

/** The channels of sync. */
export const syncChannels = {
  'sync:run': {
    /** full: refresh the reference data (companies, contacts, projects, ...) now, whatever its cadence. */
    request: z.object({ allowMassDelete: z.boolean().optional(), full: z.boolean().optional() }),
    response: SyncOutcomeView,
  },
  'sync:status': { request: none, response: SyncStatusView },
  'sync:history': {
    request: none,
    response: z.array(
      z.object({
        id: idText,
        startedAt: z.string(),
        finishedAt: z.string().nullable(),
        outcome: z.string().nullable(),
        pushed: z.number(),
        pulled: z.number(),
        rejected: z.number(),
        message: z.string().nullable(),
      }),
    ),
  },
  'sync:queue': { request: z.object({}).strict(), response: z.array(QueueItemView) },
  /**
   * Send now: the held entries of a day, a week or all of them join the queue, whatever the send
   * rule, and a sync delivers them.
   */
  'sync:send': {
    request: SendScopeSchema,
    response: z.object({ released: z.number(), outcome: SyncOutcomeView }),
  },
  /** The OS or browser says the network went or came back: the core probes the remote now. */
  'sync:network': { request: z.object({ online: z.boolean() }), response: SyncStatusView },
} as const satisfies ChannelsOf<'sync'>;
