import { z } from 'zod';
import { confirm, entryDescription, SavedEntry } from './entries';
import { id, idText, ok } from './fields';
import type { ChannelsOf } from './map';

/*
 * The timer (issue 5; issue 16: pause, start edits, away questions): one at a time; stopping it
 * books one entry per running stretch (a pause ends a stretch), each its real period and hours.
 */

/** The running (or paused) timer: the project line it books on and its current stretch. */
export const TimerView = z.object({
  projectId: idText,
  projectName: z.string(),
  contractLineId: idText,
  contractLineName: z.string().nullable(),
  roleId: idText,
  roleName: z.string().nullable(),
  description: z.string().nullable(),
  /** Start of the current stretch (of the last one while paused). */
  startedAt: z.string(),
  /** Since when it is paused; null while it runs. */
  pausedAt: z.string().nullable(),
  /** Seconds of the stretches ended by a pause (the elapsed time adds the current stretch). */
  pausedRunSeconds: z.number(),
});
export type TimerViewT = z.output<typeof TimerView>;

/** What stopping booked, and the run as it really was (the booked hours are rounded, see settings). */
export const StoppedTimer = SavedEntry.extend({
  startedAt: z.string(),
  stoppedAt: z.string(),
  /** The real length of the run in seconds, before the minimum and rounding. */
  rawSeconds: z.number(),
  /** Every entry booked (one per stretch; the fields above are the last one's). */
  entries: z.array(SavedEntry).optional(),
});
export type StoppedTimerT = z.output<typeof StoppedTimer>;

/** Why the app asks: no input for longer than the threshold, sleep, lock, shutdown, or midnight passed. */
export const AwayReason = z.enum(['idle', 'sleep', 'lock', 'shutdown', 'midnight']);
export type AwayReasonT = z.output<typeof AwayReason>;

/** The open question about a running timer: the span the user was away (or past midnight). */
export const AwayView = z.object({
  from: z.string(),
  to: z.string(),
  reason: AwayReason,
  /** The span crosses local midnight, or the timer's run does: the booking is split at midnight. */
  crossesMidnight: z.boolean(),
});
export type AwayViewT = z.output<typeof AwayView>;

/**
 * keep: the time counts, the timer runs on; discard: the timer stops at the away start;
 * discardContinue: booked up to the away start, a new timer starts now on the same line;
 * split: booked up to the away start, the away span booked on the line given, the timer runs on
 * from the away end. Any booking that would cross midnight is split at midnight.
 */
export const AwayChoice = z.enum(['keep', 'discard', 'discardContinue', 'split']);
export type AwayChoiceT = z.output<typeof AwayChoice>;

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
  // Pause ends the current stretch (booked at stop); resume starts a new one now.
  'timer:pause': { request: z.object({}), response: TimerView },
  'timer:resume': { request: z.object({}), response: TimerView },
  // A new start of the current stretch: not in the future, on today, asks about overlaps (confirm).
  'timer:setStart': {
    request: z.object({ startedAt: z.iso.datetime({ offset: true }), confirm }),
    response: TimerView,
  },
  // The open away question (the day boundary is checked first), or null.
  'timer:away': { request: z.object({}), response: z.object({ away: AwayView.nullable() }) },
  'timer:resolveAway': {
    request: z.object({
      choice: AwayChoice,
      /** The line of the away span's own entry (split only). */
      projectId: id.optional(),
      contractLineId: id.optional(),
      roleId: id.optional(),
      description: entryDescription,
      confirm,
    }),
    response: z.object({ entries: z.array(SavedEntry), timer: TimerView.nullable() }),
  },
  // Web mode: the page saw input or became visible/hidden (the desktop reads the system's idle time).
  'timer:activity': {
    request: z.object({
      kind: z.enum(['input', 'visible', 'hidden']),
      /** How long ago the input was (a throttled report of a burst's last input), at most a minute. */
      agoMs: z.number().int().min(0).max(60_000).optional(),
    }),
    response: ok,
  },
} as const satisfies ChannelsOf<'timer'>;
