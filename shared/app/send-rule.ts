import { z } from 'zod';

/**
 * When new hours and expenses leave this computer for the PSA service, which can never change
 * them afterwards: once their day is over and they rested 15 minutes, when their week is
 * submitted, or at the next sync.
 */
export const SEND_RULES = ['end_of_day', 'week', 'at_once'] as const;
export type SendRule = (typeof SEND_RULES)[number];
export const SendRuleSchema = z.enum(SEND_RULES);

export function isSendRule(v: unknown): v is SendRule {
  return typeof v === 'string' && (SEND_RULES as readonly string[]).includes(v);
}

/** Minutes an entry of a past day rests untouched before "at the end of each day" sends it. */
export const REST_MINUTES = 15;

/** What Send now sends: one day, the week holding a day (weeks from Monday or Sunday), or everything held. */
export const SendScopeSchema = z
  .object({
    scope: z.enum(['day', 'week', 'all']),
    day: z.iso.date().optional(),
    firstDay: z.union([z.literal(1), z.literal(7)]).optional(),
  })
  .refine((s) => s.scope === 'all' || s.day !== undefined, { path: ['day'], message: 'a day is needed' });
export type SendScope = z.infer<typeof SendScopeSchema>;
