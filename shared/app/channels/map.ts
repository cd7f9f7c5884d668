import type { z } from 'zod';

/** One channel's request and response schemas. */
export interface ChannelSchemas {
  request: z.ZodType;
  response: z.ZodType;
}

/** A set of contract channels: name (`noun:verb`) -> request and response schemas. */
export type ChannelMap = Record<string, ChannelSchemas>;

/**
 * The channels of one noun's file: every name starts with `<noun>:`, so a channel put in the wrong
 * file (`sync:queue` among the reports) fails to compile.
 */
export type ChannelsOf<Noun extends string> = Record<`${Noun}:${string}`, ChannelSchemas>;
