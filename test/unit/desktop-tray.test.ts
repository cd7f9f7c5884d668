import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import type { TimerViewT } from '../../shared/app/channels/timer';
import type { TimesheetViewT } from '../../shared/app/views';
import { createTimerTray, toggleTimer, type TrayLike } from '../../electron/main/tray';
import { fakeCore, fakeTicker } from '../support/desktop-fakes';

/*
 * The tray timer with fakes of Electron's Tray and Menu and a core that answers the contract's
 * timer channels: the label follows the timer and the minute, and each menu item calls the
 * channel it names.
 */

const T0 = Date.parse('2026-03-04T09:00:00.000Z');

const entry = (id: string, projectId: string, from: string, description: string | null): TimesheetViewT => ({
  id,
  accountId: '7',
  projectId,
  projectName: `Project ${projectId}`,
  contractLineId: `${projectId}1`,
  contractLineName: 'Consulting',
  roleId: '3',
  roleName: 'Consultant',
  from,
  to: from,
  hours: 1,
  description,
  approvedByPM: false,
  approvedByTL: false,
  invoiceNumber: null,
  syncState: 'synced',
  changeId: null,
  error: null,
});

const running = (over: Partial<TimerViewT> = {}): TimerViewT => ({
  projectId: '10',
  projectName: 'Website relaunch',
  contractLineId: '101',
  contractLineName: 'Consulting',
  roleId: '3',
  roleName: 'Consultant',
  description: 'Workshop',
  startedAt: new Date(T0).toISOString(),
  pausedAt: null,
  pausedRunSeconds: 0,
  ...over,
});

function fakeTray() {
  const seen = { tooltip: '', title: '', menu: [] as MenuItemConstructorOptions[], destroyed: false };
  const tray: TrayLike<MenuItemConstructorOptions[]> = {
    setToolTip: (t) => (seen.tooltip = t),
    setTitle: (t) => (seen.title = t),
    setContextMenu: (m) => (seen.menu = m ?? []),
    destroy: () => (seen.destroyed = true),
  };
  return { seen, tray, menu: { buildFromTemplate: (t: MenuItemConstructorOptions[]) => t } };
}

const item = (menu: MenuItemConstructorOptions[], label: RegExp) => {
  const found = menu.find((i) => label.test(i.label ?? ''));
  if (!found) throw new Error(`no item ${label} in ${menu.map((i) => i.label).join(' | ')}`);
  return found;
};
const click = (i: MenuItemConstructorOptions) => (i.click as () => void)();
const settle = () => new Promise((r) => setTimeout(r, 0));

function setup(timer: TimerViewT | null) {
  let now = T0 + 65 * 60_000;
  const core = fakeCore({
    'timer:get': () => ({ timer: core.state.timer }),
    'timer:history': () => ({ runs: [{ entryId: '2' }] }),
    'timesheets:list': () => [
      entry('1', '10', '2026-03-03T09:00:00', 'Workshop'),
      entry('2', '20', '2026-03-02T09:00:00', 'Review'),
      entry('3', '10', '2026-03-01T09:00:00', 'Workshop'),
      { ...entry('4', '30', '2026-03-03T10:00:00', null), roleId: null },
    ],
    'timer:stop': () => {
      core.state.timer = null;
      return { id: '9' };
    },
    'timer:start': (req) => {
      core.state.timer = running({ projectId: String(req['projectId']), projectName: 'Started' });
      return core.state.timer;
    },
    'timer:pause': () => (core.state.timer = running({ pausedAt: new Date(now).toISOString() })),
  });
  core.state.timer = timer;
  const ticker = fakeTicker();
  const reports: string[] = [];
  const done: string[] = [];
  const t = fakeTray();
  const tray = createTimerTray({
    tray: t.tray,
    menu: t.menu,
    core,
    ticker,
    now: () => now,
    actions: {
      showWindow: () => done.push('show'),
      quickEntry: () => done.push('quick'),
      quit: () => done.push('quit'),
      report: (m) => reports.push(m),
    },
  });
  return { core, ticker, reports, done, seen: t.seen, tray, advance: (ms: number) => (now += ms) };
}

describe('the tray timer', () => {
  it('shows the running project and its elapsed time, redrawn each minute', async () => {
    const s = setup(running());
    await settle();
    expect(s.seen.tooltip).toBe('PSA Desk: Website relaunch: Workshop (1:05)');
    expect(s.seen.title).toBe('Website relaunch 1:05');
    expect(s.ticker.intervals).toEqual([60_000]);
    s.advance(60_000);
    s.ticker.fire();
    expect(s.seen.title).toBe('Website relaunch 1:06');
    expect(s.tray.hasTimer()).toBe(true);
  });

  it('counts paused stretches and says paused', async () => {
    const s = setup(running({ pausedAt: new Date(T0).toISOString(), pausedRunSeconds: 30 * 60 }));
    await settle();
    expect(s.seen.tooltip).toBe('PSA Desk: Website relaunch: Workshop (0:30, paused)');
    expect(item(s.seen.menu, /^Resume timer$/)).toBeTruthy();
  });

  it('with no timer: start last starts the newest timer run again, on its line and role', async () => {
    const s = setup(null);
    await settle();
    expect(s.seen.tooltip).toBe('PSA Desk: no timer running');
    expect(s.seen.title).toBe('');
    const last = item(s.seen.menu, /^Start last/);
    // timer:history's run (entry 2) comes before newer entries.
    expect(last.label).toBe('Start last: Project 20: Review');
    click(last);
    await settle();
    expect(s.core.calls.find((c) => c.channel === 'timer:start')?.request).toEqual({
      projectId: '20',
      contractLineId: '201',
      roleId: '3',
      description: 'Review',
    });
    expect(s.seen.tooltip).toMatch(/^PSA Desk: Started/);
  });

  it('continue lists distinct recent entries that have a line and a role', async () => {
    const s = setup(null);
    await settle();
    const labels = (item(s.seen.menu, /^Continue$/).submenu as MenuItemConstructorOptions[]).map(
      (i) => i.label,
    );
    expect(labels).toEqual(['Project 20: Review', 'Project 10: Workshop']);
  });

  it('stop calls timer:stop; continuing while a timer runs stops it first, then starts', async () => {
    const s = setup(running());
    await settle();
    click(item(s.seen.menu, /^Stop timer$/));
    await settle();
    expect(s.core.channels()).toContain('timer:stop');
    expect(s.seen.tooltip).toBe('PSA Desk: no timer running');

    s.core.state.timer = running();
    await s.tray.refresh();
    const sub = item(s.seen.menu, /^Continue$/).submenu as MenuItemConstructorOptions[];
    s.core.calls.length = 0;
    click(sub[0] as MenuItemConstructorOptions);
    await settle();
    await settle();
    expect(s.core.channels().filter((c) => c !== 'timer:get' && !/history|list/.test(c))).toEqual([
      'timer:stop',
      'timer:start',
    ]);
  });

  it('pause, quick entry, show window and quit do what they say', async () => {
    const s = setup(running());
    await settle();
    click(item(s.seen.menu, /^Pause timer$/));
    await settle();
    expect(s.core.channels()).toContain('timer:pause');
    click(item(s.seen.menu, /^Quick entry/));
    click(item(s.seen.menu, /^Show PSA Desk$/));
    click(item(s.seen.menu, /^Quit PSA Desk$/));
    expect(s.done).toEqual(['quick', 'show', 'quit']);
  });

  it('a stop that asks first is reported and opens the window; the timer keeps running', async () => {
    const s = setup(running());
    s.core.fail('timer:stop', 'NEEDS_CONFIRMATION', 'The day would have 25 hours');
    await settle();
    click(item(s.seen.menu, /^Stop timer$/));
    await settle();
    expect(s.reports).toEqual(['The timer was not stopped: The day would have 25 hours']);
    expect(s.done).toEqual(['show']);
    expect(s.tray.hasTimer()).toBe(true);
  });

  it('follows the timer when the window starts or stops it (data:changed)', async () => {
    const s = setup(null);
    await settle();
    s.core.state.timer = running();
    s.core.emit('data:changed', { tables: ['timer'] });
    await settle();
    expect(s.seen.title).toBe('Website relaunch 1:05');
    s.tray.dispose();
    expect(s.seen.destroyed).toBe(true);
    expect(s.ticker.active()).toBe(0);
  });

  it('the global shortcut stops a running timer, or starts the last entry again', async () => {
    const s = setup(running());
    const reports: string[] = [];
    await toggleTimer(s.core, (m) => reports.push(m));
    expect(s.core.state.timer).toBeNull();
    await toggleTimer(s.core, (m) => reports.push(m));
    expect(s.core.state.timer?.projectId).toBe('20');
    expect(reports).toEqual([]);
  });
});
