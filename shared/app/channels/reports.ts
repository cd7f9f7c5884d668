import type { ChannelMap } from './map';

/** Channels of the sync center, settings and reports (issue 6). */
export const reportChannels = {} as const satisfies ChannelMap;
