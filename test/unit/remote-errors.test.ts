import { describe, expect, it } from 'vitest';
import {
  RemoteError,
  errorFromFailure,
  errorFromResponse,
  parseRetryAfter,
  readServerError,
} from '../../electron/core/sync/remote-errors';

// The reference server always answers decision 5's shape; a real remote may not. These cover
// the shapes the integration tests cannot provoke from our own server.
describe('parseRetryAfter', () => {
  const now = Date.parse('2025-03-01T12:00:00.000Z');
  it('reads delta seconds', () => {
    expect(parseRetryAfter('30', now)).toBe(30_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('1.5', now)).toBe(1_500);
  });
  it('reads an HTTP date relative to now, never negative', () => {
    expect(parseRetryAfter('Sat, 01 Mar 2025 12:00:45 GMT', now)).toBe(45_000);
    expect(parseRetryAfter('Sat, 01 Mar 2025 11:00:00 GMT', now)).toBe(0);
  });
  it('ignores absent or unreadable values', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });
});

describe('readServerError', () => {
  it('reads the decision-5 body', () => {
    const body = {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Name: is required',
        details: [{ path: 'Name', message: 'is required' }],
      },
    };
    expect(readServerError(JSON.stringify(body))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Name: is required',
      details: [{ path: 'Name', message: 'is required' }],
    });
  });
  it('tolerates other shapes', () => {
    expect(readServerError('{"error":"invalid_token","error_description":"expired"}').message).toBe(
      'invalid_token',
    );
    expect(readServerError('{"message":"Project not found"}').message).toBe('Project not found');
    expect(readServerError('{"title":"Bad Request","detail":"limit too big"}').message).toBe('limit too big');
    expect(
      readServerError('{"error":{"message":"x","details":[{"field":"Email","message":"bad"},"oops"]}}')
        .details,
    ).toEqual([
      { path: 'Email', message: 'bad' },
      { path: '', message: 'oops' },
    ]);
    expect(readServerError('<html><body>Bad   Gateway</body></html>').message).toBe(
      '<html><body>Bad Gateway</body></html>',
    );
    expect(readServerError('').message).toBeUndefined();
  });
});

describe('classification', () => {
  const h = (init: Record<string, string> = {}) => new Headers(init);
  it.each([
    [400, 'rejected', false, false],
    [404, 'rejected', false, false],
    [409, 'rejected', false, false],
    [422, 'rejected', false, false],
    [401, 'auth', false, false],
    [403, 'auth', false, false],
    [429, 'rate-limited', true, false],
    [500, 'server', true, true],
    [502, 'server', true, true],
    [503, 'server', true, true],
  ] as const)('HTTP %i is %s (transient %s, outcome unknown %s)', (status, kind, transient, unknown) => {
    const e = errorFromResponse(status, h(), '', 'GET /x');
    expect([e.kind, e.transient, e.outcomeUnknown, e.status, e.message]).toEqual([
      kind,
      transient,
      unknown,
      status,
      `HTTP ${status}`,
    ]);
  });

  it('a refused connection certainly did not send; a reset connection may have', () => {
    const refused = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    });
    const reset = new TypeError('fetch failed', {
      cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }),
    });
    const dns = new TypeError('fetch failed', {
      cause: Object.assign(new Error('getaddrinfo ENOTFOUND x'), { code: 'ENOTFOUND' }),
    });
    const happyEyeballs = new TypeError('fetch failed', {
      cause: Object.assign(new AggregateError([Object.assign(new Error('a'), { code: 'ECONNREFUSED' })]), {
        code: 'ECONNREFUSED',
      }),
    });
    const opts = { timedOut: false, timeoutMs: 100 };
    expect(errorFromFailure(refused, opts)).toMatchObject({
      kind: 'network',
      outcomeUnknown: false,
      code: 'ECONNREFUSED',
    });
    expect(errorFromFailure(dns, opts)).toMatchObject({ kind: 'network', outcomeUnknown: false });
    expect(errorFromFailure(happyEyeballs, opts)).toMatchObject({ kind: 'network', outcomeUnknown: false });
    expect(errorFromFailure(reset, opts)).toMatchObject({
      kind: 'network',
      outcomeUnknown: true,
      message: 'other side closed',
    });
    expect(errorFromFailure(new Error('???'), opts)).toMatchObject({ kind: 'network', outcomeUnknown: true });
    const timeout = errorFromFailure(new DOMException('aborted', 'AbortError'), {
      timedOut: true,
      timeoutMs: 100,
    });
    expect(timeout).toBeInstanceOf(RemoteError);
    expect([timeout.kind, timeout.transient, timeout.outcomeUnknown]).toEqual(['timeout', true, true]);
  });
});
