import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from '../psa/errors';

/** Error codes of the app contract beyond the PSA API's own (shared/psa/errors.ts). */
export const APP_ERROR_CODES = [
  'BAD_REQUEST',
  'UNKNOWN_CHANNEL',
  'FORBIDDEN_SENDER',
  'NOT_CONFIGURED',
  'PENDING_CHANGES',
  'BUSY',
  'BAD_BACKUP',
  'DEMO_UNAVAILABLE',
  'TOKEN_NOT_STORED',
  'SIGN_IN_FAILED',
  'BRIDGE_UNREACHABLE',
  'UNSUPPORTED_MEDIA_TYPE',
  // A write that needs the user's say-so first (issue 13): details list each check as
  // {path: its code, message: what to tell the user}; resend with those codes in `confirm`.
  'NEEDS_CONFIRMATION',
  // The disk (or the database's room on it) is full: the write was rolled back, nothing was stored.
  'DISK_FULL',
  'INTERNAL',
] as const;

/** Every code a contract result's error may carry: the API's (decision 5) and the app's own. */
export const AppErrorCode = z.enum([
  ...(Object.keys(ERROR_STATUS) as ErrorCode[]),
  ...APP_ERROR_CODES.filter((c) => !(c in ERROR_STATUS)),
] as [ErrorCode | (typeof APP_ERROR_CODES)[number], ...(ErrorCode | (typeof APP_ERROR_CODES)[number])[]]);
/** A code the renderer can switch on. */
export type AppErrorCodeT = ErrorCode | (typeof APP_ERROR_CODES)[number];

/** The error half of every contract result. */
export const AppError = z.object({
  code: AppErrorCode,
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type AppErrorT = z.output<typeof AppError>;

/** Every contract call answers `{ok: true, data}` or `{ok: false, error}`. */
export type AppResult<T> = { ok: true; data: T } | { ok: false; error: AppErrorT };
