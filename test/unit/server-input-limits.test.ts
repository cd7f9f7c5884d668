import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../electron/core/reference-server/http/rate-limit';
import { isWellFormedText, loneSurrogatePath } from '../../shared/psa/scalars';

describe('loneSurrogatePath: text that cannot be stored as UTF-8 unchanged', () => {
  it('accepts ordinary text, proper pairs and non-text values', () => {
    expect(isWellFormedText('Café \u{1F600} 日本')).toBe(true);
    expect(loneSurrogatePath({ Name: 'Smile \u{1F600}', Hours: 2, Ok: true, None: null })).toBeNull();
    expect(loneSurrogatePath(undefined)).toBeNull();
  });

  it.each([
    ['\ud800', '(root)'],
    [{ Name: 'a\udc00b' }, 'Name'],
    [{ Name: 'ok', City: '\ud83d' }, 'City'],
    [{ Lines: [{ Text: 'ok' }, { Text: 'x\udfff' }] }, 'Lines.1.Text'],
    [{ ['bad\ud800key']: 1 }, 'bad\ud800key'],
    // A query as normalizeQuery hands it over: a flat record of strings.
    [{ name: 'x', externalid: '\udbff' }, 'externalid'],
  ])('finds the lone surrogate in %j at %s', (value, path) => {
    expect(loneSurrogatePath(value)).toBe(path);
  });

  it('reports the first field in the order sent', () => {
    expect(loneSurrogatePath({ A: '\ud800', B: '\ud800' })).toBe('A');
  });

  it('walks a very deep body without exhausting the stack', () => {
    let deep: unknown = '\ud800';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(loneSurrogatePath(deep)).toMatch(/^0(\.0)*$/);
  });
});

describe('createRateLimiter', () => {
  it('check looks without spending; take spends; both say how long to wait', () => {
    let t = 0;
    const limiter = createRateLimiter(1, 10, () => t);
    for (let i = 0; i < 10; i++) expect(limiter.check('a')).toEqual({ ok: true });
    for (let i = 0; i < 10; i++) expect(limiter.take('a')).toEqual({ ok: true });
    expect(limiter.check('a')).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(limiter.check('b')).toEqual({ ok: true });
    t += 1000;
    expect(limiter.take('a')).toEqual({ ok: true });
    expect(limiter.check('a').ok).toBe(false);
  });

  it('refills a slow bucket at its rate: 1 in 10 s', () => {
    let t = 0;
    const limiter = createRateLimiter(0.1, 1, () => t);
    expect(limiter.take('a').ok).toBe(true);
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 10 });
    t += 9_000;
    expect(limiter.check('a')).toEqual({ ok: false, retryAfterSeconds: 1 });
    t += 1_000;
    expect(limiter.check('a')).toEqual({ ok: true });
  });
});
