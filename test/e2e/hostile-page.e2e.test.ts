import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { channelNames } from '../../shared/app/contract';
import { bridgeCall } from './support/web-mode';
import { startJourney, stopJourney, type Journey } from './support/journey';
import { startHostileSite, type AttackReport, type HostileSite } from './support/hostile-site';
import { StatusBar } from './pages/StatusBar';
import {
  ADMIN_ACCOUNT,
  CONSULTANT_ACCOUNT,
  CONSULTANT_ROLE,
  PROJECT_1,
  TIME_LINE,
} from '../renderer/support/demo-ids';

/*
 * Another web page the user has open, on another loopback origin, tries every channel of the app
 * contract in every way a page can without the token (no-cors fetches, beacons, form posts,
 * percent-encoded and doubled-slash paths, EventSource on the events). Afterwards, asked through
 * the real token-bearing bridge, nothing has changed, no stream opened, every one of its requests
 * was refused with a 4xx, and the remote token was never sent to it. The app's own page, opened
 * with the printed URL, keeps working, its event stream included.
 */

/**
 * Requests for channels that would change something, shaped so they would succeed if they got
 * through (HOSTILE_ORIGIN: the attacking page's own origin, filled in by its script).
 */
function attackBodies(): Record<string, unknown> {
  return {
    'setup:offline': {},
    'setup:demo': {},
    'timer:cancel': {},
    'timer:stop': { description: 'stopped by a stranger' },
    'settings:update': { theme: 'dark', syncIntervalMinutes: 0, accountId: CONSULTANT_ACCOUNT },
    'settings:setRemote': {
      url: 'HOSTILE_ORIGIN/v1',
      token: 'attacker',
      accountId: ADMIN_ACCOUNT,
      force: true,
    },
    'settings:testConnection': { url: 'HOSTILE_ORIGIN/v1' },
    'companies:create': { Name: 'Evil B.V.' },
    'timesheets:create': {
      ProjectID: PROJECT_1,
      ContractLineID: TIME_LINE,
      RoleID: CONSULTANT_ROLE,
      DateTimeFrom: '2026-11-18T09:00:00Z',
      DateTimeTo: '2026-11-18T10:00:00Z',
      NumberOfHours: 1,
      Description: 'Booked by a stranger',
    },
    'sync:run': {},
  };
}

/** What the user would notice if a stranger had driven the app. */
async function snapshot(j: Journey): Promise<Record<string, unknown>> {
  const count = async (channel: string, request: unknown = {}) =>
    ((await bridgeCall(j.web, channel, request)) as unknown[]).length;
  return {
    settings: await bridgeCall(j.web, 'settings:get'),
    timer: await bridgeCall(j.web, 'timer:get'),
    timesheets: await count('timesheets:list', { limit: 10_000 }),
    expenses: await count('expenses:list', { limit: 10_000 }),
    companies: await count('companies:list', { limit: 10_000 }),
    changes: await count('changes:list'),
    syncRuns: await count('sync:history'),
  };
}

describe('a page on another origin cannot drive the app', () => {
  let j: Journey;
  let hostile: HostileSite;
  let attacker: Page;
  let before: Record<string, unknown>;
  /** The attacker's requests to the app, and whether the browser has finished each (answer or failure). */
  const toApp = new Map<Request, boolean>();
  /** What the app's server answered, by DevTools request id: the browser hides most of it from the page. */
  const sent = new Map<string, string>();
  const status = new Map<string, number>();

  beforeAll(async () => {
    j = await startJourney();
    await bridgeCall(j.web, 'timer:start', {
      projectId: PROJECT_1,
      contractLineId: TIME_LINE,
      roleId: CONSULTANT_ROLE,
    });
    before = await snapshot(j);
    hostile = await startHostileSite({
      target: j.web.origin,
      channels: channelNames,
      bodies: attackBodies(),
    });
    attacker = await j.browser.newPage();
    const toAppUrl = (url: string) => url.startsWith(`${j.web.origin}/`);
    attacker.on('request', (r) => void (toAppUrl(r.url()) && toApp.set(r, false)));
    const settled = (r: Request) => void (toApp.has(r) && toApp.set(r, true));
    attacker.on('requestfinished', settled);
    attacker.on('requestfailed', settled);
    // Opaque, CORP-blocked and X-Frame-Options-blocked answers never reach the page (nor
    // Playwright's response events), but DevTools sees the status line the server sent.
    const cdp = await attacker.context().newCDPSession(attacker);
    cdp.on('Network.requestWillBeSent', (e) => {
      if (toAppUrl(e.request.url)) sent.set(e.requestId, `${e.request.method} ${e.request.url}`);
    });
    cdp.on('Network.responseReceivedExtraInfo', (e) => status.set(e.requestId, e.statusCode));
    await cdp.send('Network.enable');
  }, 180_000);

  afterAll(async () => {
    await hostile?.close();
    await stopJourney(j ?? {});
  });

  it('tries every channel, every spelling, every way; no event stream opens', async () => {
    await attacker.goto(`${hostile.origin}/`);
    const report = await attacker.evaluate<AttackReport>('window.attack()');
    expect(report.attempts).toBeGreaterThan(channelNames.length * 40);
    expect(report.openedStreams).toEqual([]);
    // Beacons and keepalive fetches outlive the script: wait until the browser has settled each.
    await expect.poll(() => [...toApp.values()].filter((done) => !done).length, { timeout: 60_000 }).toBe(0);
    expect(toApp.size).toBeGreaterThan(channelNames.length * 40);
  }, 300_000);

  it('had every request that reached the app refused with a 4xx', async () => {
    const answeredIds = () => [...sent.keys()].filter((id) => status.has(id));
    // Most requests do reach the server (only CORS fetches stop at their preflight).
    await expect.poll(() => answeredIds().length).toBeGreaterThan(channelNames.length * 30);
    const through = answeredIds()
      .filter((id) => !(status.get(id)! >= 400 && status.get(id)! < 500))
      .map((id) => `${status.get(id)} ${sent.get(id)}`);
    expect(through).toEqual([]);
  });

  it('changed nothing: settings, mode, timer, entries, changes, sync runs', async () => {
    expect(await snapshot(j)).toEqual(before);
  });

  it('never sent the remote token to the other site', () => {
    const withAuth = hostile.seen.filter((s) => s.headers.authorization !== undefined);
    expect(withAuth).toEqual([]);
  });

  it('leaves the app page working, its event stream included', async () => {
    await bridgeCall(j.web, 'timesheets:create', {
      ProjectID: PROJECT_1,
      ContractLineID: TIME_LINE,
      RoleID: CONSULTANT_ROLE,
      DateTimeFrom: '2026-11-19T09:00:00Z',
      DateTimeTo: '2026-11-19T10:00:00Z',
      NumberOfHours: 1,
      Description: 'Booked by the user',
    });
    // The status bar learns of the new change only through the event stream.
    await new StatusBar(j.page).root.getByText('1 change pending').waitFor();
    expect(j.errors).toEqual([]);
  });
});
