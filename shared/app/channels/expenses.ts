import type { ChannelMap } from './map';

/** Channels of expenses and consultant lookups: project cards, company and contact details (issue 5). */
export const expenseChannels = {} as const satisfies ChannelMap;
