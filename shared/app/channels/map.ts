import type { z } from 'zod';

/** A set of contract channels: name (`feature:verb`) -> request and response schemas. */
export type ChannelMap = Record<string, { request: z.ZodType; response: z.ZodType }>;
