import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { StatusBar } from '../../renderer/src/app/StatusBar';
import { relativeTime } from '../../renderer/src/components/relative-time';
import { useSettings } from '../../renderer/src/features/settings/store';
import { SyncSummary } from '../../renderer/src/features/sync/SyncSummary';
import { useSync } from '../../renderer/src/features/sync/store';
import { applyLanguage } from '../../renderer/src/i18n';
import { startCore, type TestCore } from './support/core';
import { renderApp } from './support/render';

/*
 * The last sync in Dutch (issue 17 walkthrough): the status bar said "Sync: 59 seconden geleden"
 * while the Sync page said "1 minuut geleden". Both read one clock, refreshed at one cadence, and
 * say the same; under a minute is "zojuist" or whole minutes, never a count of seconds that the
 * refresh cannot keep true. A real core in demo mode (never synced: the status is set here).
 */

let t: TestCore;
const NOW = Date.parse('2026-11-23T10:00:00.000Z');

beforeAll(async () => {
  t = await startCore('demo');
  await useSettings.getState().load();
  applyLanguage('nl');
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  applyLanguage('system');
  await t.close();
});

let rerender: (() => void) | undefined;

/** The status bar and the Sync page's summary, re-rendered together when the test says. */
function Both() {
  const [, setN] = useState(0);
  rerender = () => setN((n) => n + 1);
  return (
    <>
      <StatusBar />
      <SyncSummary />
    </>
  );
}

/** The status bar's and the Sync page's last sync texts. */
function lastSyncTexts(): [string, string] {
  const bar = screen.getByTestId('last-sync').textContent ?? '';
  const page = screen.getByTestId('last-outcome').querySelector('span')?.textContent ?? '';
  return [bar, page];
}

describe('the last sync in Dutch', () => {
  it('never counts seconds: under 45 s is just now, then whole minutes', () => {
    expect(relativeTime(new Date(NOW - 44_000).toISOString(), NOW)).toBe('zojuist');
    expect(relativeTime(new Date(NOW - 59_000).toISOString(), NOW)).toBe('1 minuut geleden');
    expect(relativeTime(new Date(NOW - 89_000).toISOString(), NOW)).toBe('1 minuut geleden');
    expect(relativeTime(new Date(NOW - 59.6 * 60_000).toISOString(), NOW)).toBe('1 uur geleden');
  });

  it('says the same in the status bar and on the Sync page, and both move on together', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
    renderApp(<Both />);
    const status = useSync.getState().status;
    act(() => {
      useSync.setState({ status: { ...status!, lastSyncAt: new Date(NOW - 59_000).toISOString() } });
    });
    expect(lastSyncTexts()).toEqual(['Sync: 1 minuut geleden', '1 minuut geleden']);

    // Time passes; between two refreshes the screen re-renders for another reason: both still agree.
    act(() => {
      vi.advanceTimersByTime(45_000);
    });
    act(() => rerender?.());
    expect(lastSyncTexts()).toEqual(['Sync: 1 minuut geleden', '1 minuut geleden']);
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(lastSyncTexts()).toEqual(['Sync: 2 minuten geleden', '2 minuten geleden']);
  });
});
