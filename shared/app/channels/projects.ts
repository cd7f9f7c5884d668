import { z } from 'zod';
import { ProjectCreate, ProjectUpdate } from '../../psa/resources';
import { ProjectView } from '../views';
import { id, limit, ok, search, idText } from './fields';
import type { ChannelsOf } from './map';
import { validationCode } from '../../i18n/problems';

/*
 * Projects: the local list and one project, creating and editing one (queued for sync), and the
 * project card with the signed-in account's hours on it.
 */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, validationCode('date'));

export const ProjectCardView = z.object({
  project: ProjectView,
  contactName: z.string().nullable(),
  /** The signed-in account whose hours are counted (null: none set, hours are 0). */
  accountId: idText.nullable(),
  /** Monday and Sunday of the week counted, and its month as yyyy-mm (days in UTC, as entries are stored). */
  weekStart: z.string(),
  weekEnd: z.string(),
  month: z.string(),
  /** Synced and pending hours up to and including today (never rejected ones, never later days). */
  hoursThisWeek: z.number(),
  hoursThisMonth: z.number(),
  hoursTotal: z.number(),
  /** The part of each figure above not synced yet. */
  unsyncedThisWeek: z.number(),
  unsyncedThisMonth: z.number(),
  unsyncedTotal: z.number(),
  /** Hours dated after today, counted in none of the figures. */
  hoursAfterToday: z.number(),
});
export type ProjectCardViewT = z.output<typeof ProjectCardView>;

/** The channels of projects. */
export const projectChannels = {
  'projects:list': {
    request: z.object({ search, stage: z.string().optional(), limit }),
    response: z.array(ProjectView),
  },
  'projects:get': { request: z.object({ id }), response: ProjectView },
  // References take `id` (negatives allowed): a company created offline keeps a provisional
  // negative id until its create is synced, and may be referred to meanwhile.
  'projects:create': {
    request: ProjectCreate.extend({ CompanyID: id, ContactID: id.nullish() }),
    response: z.object({ id: idText }),
  },
  'projects:update': { request: ProjectUpdate.extend({ ProjectID: id }), response: ok },
  // The project card: the project, and my hours on it this week, this month and in all.
  'projects:card': {
    request: z.object({ id, today: day.optional() }),
    response: ProjectCardView,
  },
} as const satisfies ChannelsOf<'projects'>;
