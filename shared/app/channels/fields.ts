import { z } from 'zod';

/* Request fields several noun files share (each file keeps the ones only it uses). */

/** A record id: positive once synced, negative while provisional (created offline). */
export const id = z.number().int();
/** A name filter of a local list. */
export const search = z.string().trim().max(200).optional();
/** How many rows a local list answers at most. */
export const limit = z.number().int().min(1).max(10_000).optional();
/** A request without fields. */
export const none = z.object({}).strict();
/** The answer of a change that has nothing else to say. */
export const ok = z.object({ ok: z.literal(true) });
/** A local list's date bound: yyyy-mm-dd or an ISO date-time (checked by the core). */
export const dateBound = z.string().optional();
