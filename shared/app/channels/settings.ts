import { z } from 'zod';
import { SendRuleSchema } from '../send-rule';
import { DesktopSettingsUpdate } from '../desktop';
import { RemindersSettingsUpdate } from '../reminders';
import { DensitySchema, LanguageSettingSchema, SettingsView, WeekStartSchema } from '../views';
import { id, idText, none } from './fields';
import type { ChannelsOf } from './map';

/* Settings: read and change them, connect a remote, check a connection. */

/** An account the user may be: a project manager of the remote, or an account seen on its timesheets. */
export const AccountChoiceView = z.object({
  id: idText,
  name: z.string(),
  /** Project managers have one; an account known only from timesheets does not. */
  email: z.string().nullable(),
  source: z.enum(['manager', 'timesheets']),
});
export type AccountChoiceViewT = z.output<typeof AccountChoiceView>;

/** The channels of settings. */
export const settingsChannels = {
  'settings:get': { request: none, response: SettingsView },
  'settings:update': {
    request: z.object({
      syncIntervalMinutes: z.number().int().min(0).max(1440).optional(),
      pullDaysBack: z.number().int().min(1).max(3650).optional(),
      pullDaysAhead: z.number().int().min(0).max(3650).optional(),
      /** Minutes between refreshes of companies, contacts, projects, managers, plans (0: every sync). */
      referenceRefreshMinutes: z.number().int().min(0).max(10080).optional(),
      theme: z.enum(['system', 'light', 'dark']).optional(),
      /** Comfortable or compact rows, controls and spacing (issue 17 point 3). */
      density: DensitySchema.optional(),
      /** The interface language (issue 17): 'system' follows the operating system or browser. */
      language: LanguageSettingSchema.optional(),
      /** The first day of the week: the locale's custom ('auto'), Monday or Sunday. */
      weekStart: WeekStartSchema.optional(),
      /** Hours of a day above which saving asks first (issue 13; a day never holds more than 24). */
      dailyMaxHours: z.number().min(1).max(24).optional(),
      /** Days ahead of / back from today beyond which an entry's date asks first. */
      entryDaysAhead: z.number().int().min(0).max(3650).optional(),
      entryDaysBack: z.number().int().min(0).max(3650).optional(),
      /** The timer books at least this many minutes, in steps of it (1 = whole minutes, 6 = 0.1 h). */
      timerMinimumMinutes: z.number().int().min(1).max(60).optional(),
      /** How a stopped run is rounded to the step: to the nearest step or up. */
      timerRounding: z.enum(['nearest', 'up']).optional(),
      /** Minutes without input while a timer runs before the app asks about them (0: off; fractions allowed). */
      timerIdleMinutes: z.number().min(0).max(240).optional(),
      /** Whether a pending expense's description carries its receipts' short reference (issue 15). */
      receiptReference: z.boolean().optional(),
      /** When new entries are sent: at the end of each day, when the week is submitted, or at once. */
      sendRule: SendRuleSchema.optional(),
      /** The older switch: on is "when I submit the week", off is "at once". */
      weekSubmission: z.boolean().optional(),
      /** The user has read the one-time notice of the send rule an upgraded folder keeps. */
      sendRuleNoticeSeen: z.literal(true).optional(),
      accountId: id.optional(),
      /** The desktop app's shortcuts, close to tray and update feed: the fields given are set. */
      desktop: DesktopSettingsUpdate.optional(),
      /** The reminders: the fields given are set. */
      reminders: RemindersSettingsUpdate.optional(),
    }),
    response: SettingsView,
  },
  'settings:setRemote': {
    request: z.object({
      url: z.url(),
      token: z.string().min(1),
      /** The signed-in account; left out: the one already set stays. */
      accountId: id.optional(),
      force: z.boolean().optional(),
    }),
    response: SettingsView,
  },
  /**
   * The accounts to pick "who am I" from: with url and token (first start) asked of that remote,
   * else the local store's, asked of the stored remote when the store knows none yet.
   */
  'settings:accounts': {
    request: z.object({ url: z.url().optional(), token: z.string().min(1).optional() }),
    response: z.array(AccountChoiceView),
  },
  'settings:testConnection': {
    request: z.object({ url: z.url().optional(), token: z.string().min(1).optional() }),
    response: z.object({ ok: z.boolean(), kind: z.string().optional(), message: z.string() }),
  },
} as const satisfies ChannelsOf<'settings'>;
