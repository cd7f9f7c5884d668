import { z } from 'zod';
import { id, idText } from './fields';
import type { ChannelsOf } from './map';

const text = z.string().trim().max(255);

/** A record in the local store that a new one may duplicate. */
export const DuplicateView = z.object({
  kind: z.enum(['company', 'contact', 'project']),
  id: idText,
  label: z.string(),
  detail: z.string().nullable(),
  /** Why it looks like a duplicate, e.g. "same name apart from the legal form". */
  reason: z.string(),
});
export type DuplicateViewT = z.output<typeof DuplicateView>;

export const DuplicateQuery = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('company'), name: text.min(1) }),
  z.object({
    kind: z.literal('contact'),
    email: text.optional(),
    firstName: text.nullish(),
    lastName: text.optional(),
    companyId: id.optional(),
  }),
  // A project: the same company and a similar name (provisional company ids allowed).
  z.object({ kind: z.literal('project'), name: text.min(1), companyId: id }),
]);

/** The channels over records of several kinds: likely duplicates of a company, contact or project before a create. */
export const recordChannels = {
  'records:duplicates': { request: DuplicateQuery, response: z.array(DuplicateView) },
} as const satisfies ChannelsOf<'records'>;
