import type { ChannelMap } from './map';

/** Channels of plans, invoices, companies, contacts and projects for admins (issue 6). */
export const adminChannels = {} as const satisfies ChannelMap;
