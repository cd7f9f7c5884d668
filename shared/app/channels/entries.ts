import type { ChannelMap } from './map';

/** Channels of the week view, quick entry and the timer (issue 5). */
export const entryChannels = {} as const satisfies ChannelMap;
