import { z } from 'zod';
import { validationCode } from '../i18n/problems';

/*
 * Reminders (issue 16 point 3): which ones are on, when they may come, and what one says. Stored
 * in the replica like every setting; the core decides when one is due (electron/core/app/reminders)
 * and publishes the `reminder` event, which the desktop app shows as an OS notification and web
 * mode through the browser's Notification API.
 */

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A time of day as HH:MM (24 h). */
const Clock = z.string().regex(CLOCK, validationCode('clockHhMm'));

/** The kinds of reminder. */
export const ReminderKind = z.enum([
  'notBookedToday',
  'weekBelowUsual',
  'rejected',
  'notSynced',
  'weekNotSubmitted',
]);

/** The reminder settings as stored and shown. */
export const RemindersSettingsView = z.object({
  /** Each reminder on or off. */
  notBookedToday: z.boolean(),
  weekBelowUsual: z.boolean(),
  rejected: z.boolean(),
  notSynced: z.boolean(),
  /** A past week still holds hours not submitted (week submission, issue 16 point 4): on Mondays from 09:00. */
  weekNotSubmitted: z.boolean(),
  /** When "You have not booked today" comes, on working days. */
  notBookedAt: Clock,
  /** When "This week is below your usual hours" comes, on Fridays. */
  weekBelowAt: Clock,
  /** Working days, 1 = Monday … 7 = Sunday. */
  workingDays: z.array(z.number().int().min(1).max(7)).max(7),
  /** No reminder from quietFrom to quietTo (over midnight when quietFrom > quietTo; equal: none). */
  quietFrom: Clock,
  quietTo: Clock,
});
export type RemindersSettingsViewT = z.output<typeof RemindersSettingsView>;

/** A change of the reminder settings: the fields given are set. */
export const RemindersSettingsUpdate = RemindersSettingsView.partial();
export type RemindersSettingsUpdateT = z.input<typeof RemindersSettingsUpdate>;

/** The settings of a data folder that never changed them: every reminder off until the user turns it on. */
export const DEFAULT_REMINDERS: RemindersSettingsViewT = Object.freeze({
  notBookedToday: false,
  weekBelowUsual: false,
  rejected: false,
  notSynced: false,
  weekNotSubmitted: false,
  notBookedAt: '17:00',
  weekBelowAt: '15:00',
  workingDays: [1, 2, 3, 4, 5],
  quietFrom: '20:00',
  quietTo: '08:00',
});

/** A due reminder: what it says and where a click takes the user (a section, and for the week a date). */
export const ReminderEvent = z.object({
  kind: ReminderKind,
  title: z.string(),
  body: z.string(),
  target: z.object({ section: z.enum(['week', 'sync']), date: z.string().nullable() }),
});
export type ReminderEventT = z.output<typeof ReminderEvent>;
