import { z } from 'zod';
import { issueEnglish } from '../i18n/problems';

/** Error codes of decision 5 (and 405, 415 for a wrong method or body type), with their HTTP statuses. */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  // A known path asked with a method it does not take; the answer's Allow header names those it does.
  METHOD_NOT_ALLOWED: 405,
  INVALID_STATE: 409,
  PAYLOAD_TOO_LARGE: 413,
  // A body that is not sent as application/json (decision 2).
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNKNOWN_REFERENCE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ErrorCodeSchema = z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]);

export const ErrorDetail = z.object({ path: z.string(), message: z.string() });

/** Every error body of the API (decision 5); read tolerantly from a remote. */
export const ErrorBody = z.looseObject({
  error: z.looseObject({
    code: z.string(),
    message: z.string(),
    details: z.array(ErrorDetail).optional(),
  }),
});
export type ErrorBodyT = z.output<typeof ErrorBody>;
export type ErrorDetailT = z.output<typeof ErrorDetail>;

/** A domain error carrying an API error code; the server turns it into its status and body. */
export class PsaError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetailT[] | undefined;
  constructor(code: ErrorCode, message: string, details?: ErrorDetailT[]) {
    super(message);
    this.name = 'PsaError';
    this.code = code;
    this.details = details;
  }
  /** The HTTP status of this error's code. */
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** Turns zod issues into error details with dotted paths, in English (our schemas' codes said). */
export function zodDetails(error: z.ZodError, prefix = ''): ErrorDetailT[] {
  return error.issues.map((i) => ({
    path: [prefix, ...i.path.map(String)].filter(Boolean).join('.') || '(root)',
    message: issueEnglish(i),
  }));
}

/** A VALIDATION_FAILED error from a zod error, with a one-line message naming the first problem. */
export function validationError(error: z.ZodError, prefix = ''): PsaError {
  const details = zodDetails(error, prefix);
  const first = details[0];
  const message = first ? `${first.path}: ${first.message}` : 'invalid request';
  return new PsaError('VALIDATION_FAILED', message, details);
}
