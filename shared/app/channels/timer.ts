import { z } from 'zod';
import { confirm, entryDescription, SavedEntry } from './entries';
import { id, idText, ok } from './fields';
import type { ChannelsOf } from './map';

/* The timer (issue 5): one running at a time; stopping it saves an entry of the time it ran. */

/** The running timer: the project line it books on and when it started. */
export const TimerView = z.object({
  projectId: idText,
  projectName: z.string(),
  contractLineId: idText,
  contractLineName: z.string().nullable(),
  roleId: idText,
  roleName: z.string().nullable(),
  description: z.string().nullable(),
  startedAt: z.string(),
});
export type TimerViewT = z.output<typeof TimerView>;

/** What stopping booked, and the run as it really was (the booked hours are rounded, see settings). */
export const StoppedTimer = SavedEntry.extend({
  startedAt: z.string(),
  stoppedAt: z.string(),
  /** The real length of the run in seconds, before the minimum and rounding. */
  rawSeconds: z.number(),
});
export type StoppedTimerT = z.output<typeof StoppedTimer>;

/** The channels of the timer. */
export const timerChannels = {
  'timer:get': { request: z.object({}), response: z.object({ timer: TimerView.nullable() }) },
  'timer:start': {
    request: z.object({ projectId: id, contractLineId: id, roleId: id, description: entryDescription }),
    response: TimerView,
  },
  // Checked like an entry (see confirm in entries.ts): asked first, the timer keeps running.
  'timer:stop': { request: z.object({ description: entryDescription, confirm }), response: StoppedTimer },
  // The latest stopped runs, newest first: the raw start and stop even where the entry was rounded up.
  'timer:history': {
    request: z.object({}),
    response: z.object({ runs: z.array(StoppedTimer.omit({ id: true }).extend({ entryId: idText })) }),
  },
  'timer:cancel': { request: z.object({}), response: ok },
} as const satisfies ChannelsOf<'timer'>;
