import { z } from 'zod';
import { ProjectManagerView } from '../views';
import { none, idText } from './fields';
import type { ChannelsOf } from './map';

const OptionId = z.object({ id: idText, name: z.string().nullable() });

/** What a project form can offer: values seen on the projects in the store, and known managers. */
export const OrgOptionsView = z.object({
  stages: z.array(z.string()),
  currencies: z.array(z.string()),
  projectTypes: z.array(OptionId),
  businessUnits: z.array(OptionId),
  contractTemplates: z.array(OptionId),
  projectManagers: z.array(ProjectManagerView),
  baseCurrency: z.string(),
});
export type OrgOptionsViewT = z.output<typeof OrgOptionsView>;

/** The channels of the organization's options (what the project forms offer). */
export const orgChannels = {
  'org:options': { request: none, response: OrgOptionsView },
} as const satisfies ChannelsOf<'org'>;
