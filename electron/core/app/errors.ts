import { z } from 'zod';
import { PsaError } from '../../../shared/psa/errors';
import { zodDetailsIn } from '../i18n/zod';
import type { AppErrorCodeT, AppErrorT } from '../../../shared/app/results';
import { coreI18n } from '../i18n';

// Why the core could not open a data folder's replica: entry points (CLI, web mode) tell the user
// what to do about each, and take the classes from here rather than from db/.
export { DatabaseDamagedError, DatabaseTooNewError } from '../db/connection';

/** A refusal of the app core that is not a PSA API error (PENDING_CHANGES, NOT_CONFIGURED, ...). */
export class AppCoreError extends Error {
  readonly code: AppErrorCodeT;
  readonly details: AppErrorT['details'];
  constructor(code: AppErrorCodeT, message: string, details?: AppErrorT['details']) {
    super(message);
    this.name = 'AppCoreError';
    this.code = code;
    this.details = details;
  }
}

/** The first problem of a zod error as one line, e.g. "NumberOfHours: must be at most 24". */
function zodMessage(e: z.ZodError): string {
  const first = zodDetailsIn(e)[0];
  return first ? `${first.path}: ${first.message}` : 'invalid request';
}

/**
 * Whether a failure is a full disk: SQLite's SQLITE_FULL (its transaction is rolled back, so
 * nothing of the write was stored) or the file system's ENOSPC.
 */
export function isDiskFull(e: unknown): boolean {
  const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  return code === 'SQLITE_FULL' || code === 'ENOSPC';
}

/**
 * The error half of a contract result. Known refusals keep their code, message and details;
 * anything else becomes INTERNAL with a generic message (no stack or SQL reaches the renderer).
 */
export function toAppError(e: unknown): AppErrorT {
  if (e instanceof PsaError || e instanceof AppCoreError) {
    return e.details && e.details.length > 0
      ? { code: e.code, message: e.message, details: e.details }
      : { code: e.code, message: e.message };
  }
  if (e instanceof z.ZodError)
    return { code: 'VALIDATION_FAILED', message: zodMessage(e), details: zodDetailsIn(e) };
  if (isDiskFull(e)) return { code: 'DISK_FULL', message: coreI18n.t('core:diskFull') };
  return { code: 'INTERNAL', message: coreI18n.t('core:internal') };
}
