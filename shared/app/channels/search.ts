import { z } from 'zod';
import { idText } from './fields';
import type { ChannelsOf } from './map';

/*
 * Search everywhere (the command palette, Ctrl/Cmd+K): one call finds projects (name, number,
 * company), companies, contacts (name, email, company) and invoices (number, customer) in the
 * local store, ignoring case and accents, each kind capped and ordered by name.
 */

/** The kinds of record the search finds, in the order the answer groups them. */
export const SEARCH_KINDS = ['project', 'company', 'contact', 'invoice'] as const;

/** One record found: what it is, its id, and the words that show it. */
export const SearchHit = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: idText,
  /** The record's name (an invoice's number). */
  title: z.string(),
  /** What tells it apart: a project's number and company, a contact's email, an invoice's customer. */
  detail: z.string().nullable(),
});
export type SearchHitT = z.output<typeof SearchHit>;

/** The channel of the search over every kind of record. */
export const searchChannels = {
  'search:everything': {
    request: z.object({
      text: z.string().trim().min(1).max(200),
      /** At most this many of each kind (default 6). */
      limit: z.number().int().min(1).max(50).optional(),
    }),
    response: z.array(SearchHit),
  },
} as const satisfies ChannelsOf<'search'>;
