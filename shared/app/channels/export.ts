import { z } from 'zod';
import type { ChannelsOf } from './map';
import { isoDate } from './reports';
import { validationCode } from '../../i18n/problems';

/* CSV export (issue 6) of the signed-in account's timesheets or expenses between two days. */

export const CsvKind = z.enum(['timesheets', 'expenses']);

/** The channels of the CSV export. */
export const exportChannels = {
  'export:csv': {
    request: z
      .object({ kind: CsvKind, from: isoDate, to: isoDate })
      .refine((r) => r.from <= r.to, { path: ['to'], message: validationCode('notBeforeStart') }),
    response: z.object({ fileName: z.string(), content: z.string(), rows: z.number() }),
  },
} as const satisfies ChannelsOf<'export'>;
