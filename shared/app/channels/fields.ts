import { z } from 'zod';
import { validationCode } from '../../i18n/problems';

/* Request fields several noun files share (each file keeps the ones only it uses). */

/** Decimal text of a record id: positive once synced, negative while provisional (created offline). */
export const ID_TEXT = /^-?\d{1,19}$/;

/**
 * A record id in a request: its decimal text (the real PSOhub's 17-digit ids do not fit a JS
 * number, decision 7), a bigint for the core's handler.
 */
export const id = z
  .string()
  .regex(ID_TEXT, validationCode('recordId'))
  .transform((v) => BigInt(v))
  // A SQLite INTEGER: a 19-digit text past 2^63-1 is no record id.
  .pipe(
    z
      .bigint()
      .min(-(2n ** 63n), validationCode('tooSmall'))
      .max(2n ** 63n - 1n, validationCode('tooLarge')),
  );
/** A record id in an answer: decimal text, never a JS number. */
export const idText = z.string().regex(ID_TEXT);
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
