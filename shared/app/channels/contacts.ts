import { z } from 'zod';
import { ContactCreate, ContactUpdate } from '../../psa/resources';
import { ContactView } from '../views';
import { id, limit, ok, search, idText } from './fields';
import type { ChannelsOf } from './map';

/* Contacts: the local list (by company or email), a search by name, email or company, and changes. */

/** The channels of contacts. */
export const contactChannels = {
  'contacts:list': {
    request: z.object({ search, companyId: id.optional(), email: z.string().optional(), limit }),
    response: z.array(ContactView),
  },
  'contacts:create': { request: ContactCreate.extend({ CompanyID: id }), response: z.object({ id: idText }) },
  'contacts:update': {
    request: ContactUpdate.extend({ ContactID: id, CompanyID: id.optional() }),
    response: ok,
  },
  // Contacts whose name, email or company name contains the text, by name.
  'contacts:search': {
    request: z.object({ search: z.string().trim().max(200).optional(), limit }),
    response: z.array(ContactView),
  },
} as const satisfies ChannelsOf<'contacts'>;
