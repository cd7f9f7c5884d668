import { z } from 'zod';
import { CompanyCreate, CompanyUpdate } from '../../psa/resources';
import { CompanyView, ContactView, ProjectView } from '../views';
import { id, limit, ok, search, idText } from './fields';
import type { ChannelsOf } from './map';

/* Companies: the local list, one company with its contacts and projects, creating and editing one. */

export const CompanyDetailsView = z.object({
  company: CompanyView,
  contacts: z.array(ContactView),
  projects: z.array(ProjectView),
});
export type CompanyDetailsViewT = z.output<typeof CompanyDetailsView>;

/** The channels of companies. */
export const companyChannels = {
  'companies:list': { request: z.object({ search, limit }), response: z.array(CompanyView) },
  'companies:get': { request: z.object({ id }), response: CompanyView },
  'companies:create': { request: CompanyCreate, response: z.object({ id: idText }) },
  'companies:update': { request: CompanyUpdate.extend({ CompanyID: id }), response: ok },
  // A company with its contacts and projects.
  'companies:details': { request: z.object({ id }), response: CompanyDetailsView },
} as const satisfies ChannelsOf<'companies'>;
