import { z } from 'zod';

/** The error half of every contract result. */
export const AppError = z.object({
  code: z.string(),
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type AppErrorT = z.output<typeof AppError>;

/** Every contract call answers `{ok: true, data}` or `{ok: false, error}`. */
export type AppResult<T> = { ok: true; data: T } | { ok: false; error: AppErrorT };

/** Error codes of the app contract beyond the PSA API's own (shared/psa/errors.ts). */
export const APP_ERROR_CODES = [
  'BAD_REQUEST',
  'UNKNOWN_CHANNEL',
  'FORBIDDEN_SENDER',
  'NOT_CONFIGURED',
  'BUSY',
  'INTERNAL',
] as const;
