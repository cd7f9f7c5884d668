import { describe, expect, it } from 'vitest';
import {
  checkBridgeRequest,
  loosePath,
  pointsIntoBridge,
  presentedToken,
  type BridgeRequest,
} from '../../electron/core/web/security';

/*
 * The web bridge's checks as pure functions: which requests may reach a bridge route, where the
 * token may come from, and which request targets count as "the bridge" however they are spelled.
 */

const PORT = 5183;
const TOKEN = 'launch-token-0123456789abcdefghijklmnop';
const page: BridgeRequest = {
  method: 'POST',
  host: `127.0.0.1:${PORT}`,
  origin: `http://127.0.0.1:${PORT}`,
  fetchSite: 'same-origin',
  contentType: 'application/json',
  token: TOKEN,
};
const verdict = (change: Partial<BridgeRequest>) => checkBridgeRequest({ ...page, ...change }, PORT, TOKEN);

describe('checkBridgeRequest', () => {
  it('lets the page itself through, and a client that sends no browser headers', () => {
    expect(verdict({})).toEqual({ ok: true });
    expect(verdict({ origin: `http://localhost:${PORT}`, host: `localhost:${PORT}` })).toEqual({ ok: true });
    expect(verdict({ origin: undefined, fetchSite: undefined })).toEqual({ ok: true });
    expect(verdict({ contentType: 'Application/JSON; charset=utf-8' })).toEqual({ ok: true });
    expect(verdict({ method: 'GET', contentType: undefined })).toEqual({ ok: true });
  });

  it('refuses another site, another port of 127.0.0.1, or another origin with 403, token or not', () => {
    for (const fetchSite of ['cross-site', 'same-site', 'bogus']) {
      expect(verdict({ fetchSite }), fetchSite).toMatchObject({ ok: false, status: 403 });
    }
    for (const origin of ['http://evil.example', `http://127.0.0.1:${PORT + 1}`, 'null', '']) {
      expect(verdict({ origin }), origin).toMatchObject({ ok: false, status: 403 });
    }
    expect(verdict({ host: `evil.example:${PORT}` })).toMatchObject({ ok: false, status: 403 });
    expect(verdict({ host: undefined })).toMatchObject({ ok: false, status: 403 });
  });

  it('refuses a missing or wrong token with 401', () => {
    expect(verdict({ token: undefined })).toMatchObject({ ok: false, status: 401 });
    expect(verdict({ token: `${TOKEN}x` })).toMatchObject({ ok: false, status: 401 });
    expect(verdict({ token: '' })).toMatchObject({ ok: false, status: 401 });
  });

  it('refuses any non-GET request without a JSON body with 415: no simple request reaches a channel', () => {
    for (const contentType of [
      undefined,
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
    ]) {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
        expect(verdict({ method, contentType }), `${method} ${contentType}`).toMatchObject({ status: 415 });
      }
    }
    expect(verdict({ contentType: 'application/jsonx' })).toMatchObject({ status: 415 });
  });
});

describe('presentedToken', () => {
  it('takes x-psa-token, else a Bearer authorization, and nothing else', () => {
    expect(presentedToken({ 'x-psa-token': 'a' })).toBe('a');
    expect(presentedToken({ authorization: 'Bearer b' })).toBe('b');
    expect(presentedToken({ authorization: 'bearer   c' })).toBe('c');
    expect(presentedToken({ 'x-psa-token': 'a', authorization: 'Bearer b' })).toBe('a');
    expect(presentedToken({ authorization: 'Basic b' })).toBeUndefined();
    expect(presentedToken({ authorization: 'Bearer' })).toBeUndefined();
    expect(presentedToken({})).toBeUndefined();
  });
});

describe('pointsIntoBridge', () => {
  it('sees the bridge in every spelling a router or proxy might normalise', () => {
    for (const target of [
      '/bridge',
      '/bridge/',
      '/bridge/settings:get',
      '/%62ridge/settings:get',
      '/bridg%65/events',
      '/%2562ridge/x',
      '//bridge/x',
      '/BRIDGE/x',
      '/./bridge/x',
      '/assets/../bridge/x',
      '/%2e%2e/bridge/x',
      '\\bridge\\x',
      '/bridge;a=b/x',
      '/%2Fbridge/x',
      '/bri%00dge/x',
      'http://127.0.0.1:5183/bridge/timesheets:list',
      'HTTP://evil.example//%62ridge/events',
      '/bridge?x=1',
    ]) {
      expect(pointsIntoBridge(target), target).toBe(true);
    }
  });

  it('leaves the renderer alone', () => {
    for (const target of [
      '/',
      '/index.html',
      '/assets/app.js',
      '/bridges/x',
      '/assets/bridge',
      '/?bridge/x',
    ]) {
      expect(pointsIntoBridge(target), target).toBe(false);
    }
    expect(loosePath('/a/./b//c/../d?q=/bridge')).toBe('/a/b/d');
  });
});
