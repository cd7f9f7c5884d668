import { PsaError, type ErrorBodyT } from '../../../../shared/psa/errors';

/*
 * Every failure leaves the server as `{error: {code, message, details?}}` with the status of its
 * code (decision 5). Errors raised by Fastify itself (body parsing, limits) are translated here;
 * anything unexpected becomes a generic 500 whose message carries nothing internal.
 */

/** The error body of a PsaError. */
export function errorBody(err: PsaError): ErrorBodyT {
  return err.details
    ? { error: { code: err.code, message: err.message, details: err.details } }
    : { error: { code: err.code, message: err.message } };
}

interface FrameworkError {
  code?: unknown;
  statusCode?: unknown;
}

const FRAMEWORK_MESSAGES: Record<string, PsaError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: new PsaError('PAYLOAD_TOO_LARGE', 'the request body is larger than 1 MiB'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: new PsaError(
    'UNSUPPORTED_MEDIA_TYPE',
    'the request body must be sent as Content-Type: application/json',
  ),
  FST_ERR_CTP_EMPTY_JSON_BODY: new PsaError(
    'VALIDATION_FAILED',
    'the request body is empty; send a JSON object',
  ),
  FST_ERR_CTP_INVALID_JSON_BODY: new PsaError('VALIDATION_FAILED', 'the request body is not valid JSON'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: new PsaError(
    'VALIDATION_FAILED',
    'the request body does not match its Content-Length',
  ),
  FST_ERR_CTP_INVALID_TYPE: new PsaError('VALIDATION_FAILED', 'the Content-Type header is invalid'),
  FST_ERR_BAD_URL: new PsaError('VALIDATION_FAILED', 'the request URL is not valid'),
};

/**
 * Translates any thrown value into a PsaError; `internal` is true when it was not an expected
 * client error, so the caller logs it and answers a generic 500.
 */
export function toPsaError(err: unknown): { error: PsaError; internal: boolean } {
  if (err instanceof PsaError) return { error: err, internal: false };
  const fe = (typeof err === 'object' && err !== null ? err : {}) as FrameworkError;
  const known = typeof fe.code === 'string' ? FRAMEWORK_MESSAGES[fe.code] : undefined;
  if (known) return { error: known, internal: false };
  const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
  if (status === 413) return { error: FRAMEWORK_MESSAGES.FST_ERR_CTP_BODY_TOO_LARGE!, internal: false };
  if (status === 404) return { error: new PsaError('NOT_FOUND', 'not found'), internal: false };
  // Other client errors from the framework: a malformed request (bad JSON, proto poisoning, ...).
  if (status >= 400 && status < 500)
    return { error: new PsaError('VALIDATION_FAILED', 'the request is malformed'), internal: false };
  return { error: new PsaError('INTERNAL', 'internal server error'), internal: true };
}
