import type { MenuItemConstructorOptions } from 'electron';
import type { TimerViewT } from '../../shared/app/channels/timer';
import type { AppResult } from '../../shared/app/results';
import type { ContractCore } from './ipc';
import { coreI18n } from '../core/i18n';
import { recentWork, trayLabels, trayMenuTemplate, type RecentWork, type TrayMenuState } from './tray-menu';

/*
 * The tray (menu-bar) timer: an icon whose tooltip, and on macOS title, show the running project
 * and its elapsed time, and a menu to stop, pause or resume, start the last entry again, continue a recent one,
 * open quick entry or the window, and quit. It works through the core's invoke, the same contract
 * channels as the window, and follows the timer on the core's data:changed events; the elapsed
 * time is redrawn each minute. No run-time Electron: the test drives it with fakes.
 */

/** The tray's failure sentences (reminders:tray.*). */
type FailureKey = 'notStopped' | 'notPaused' | 'notResumed' | 'notStarted';

/** What the controller uses of Electron's Tray. */
export interface TrayLike<M> {
  setToolTip(text: string): void;
  /** Shown beside the icon in the macOS menu bar. */
  setTitle(title: string): void;
  setContextMenu(menu: M | null): void;
  destroy(): void;
}

/** What the controller uses of Electron's Menu. */
export interface MenuLike<M> {
  buildFromTemplate(template: MenuItemConstructorOptions[]): M;
}

/** A repeating timer (setInterval; tests fire it by hand). */
export interface Ticker {
  every(fn: () => void, ms: number): () => void;
}

/** What the tray asks of the rest of the app. */
export interface TrayActions {
  showWindow: () => void;
  quickEntry: () => void;
  quit: () => void;
  /** A failure in words (a stop that needs the user's say-so, a start refused). */
  report: (message: string) => void;
  /** The downloaded update's menu item, if one is ready (updater.ts). */
  update?(): TrayMenuState['update'];
}

export interface TrayDeps<M> {
  tray: TrayLike<M>;
  menu: MenuLike<M>;
  core: ContractCore;
  actions: TrayActions;
  ticker: Ticker;
  now?: () => number;
}

/** The tray controller. */
export interface TimerTray {
  /** Reads the timer and the recent entries again and redraws. */
  refresh(): Promise<void>;
  /** Redraws the labels and the menu from what it last read. */
  redraw(): void;
  /** A timer runs or is paused (as last read). */
  hasTimer(): boolean;
  dispose(): void;
}

const RECENT_DAYS = 30;

function isoDay(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The recent work the timer can continue, newest first (null when the entries cannot be read). */
async function readRecent(core: ContractCore, now: number): Promise<RecentWork[] | null> {
  const [history, entries] = await Promise.all([
    core.invoke('timer:history', {}),
    core.invoke('timesheets:list', { from: isoDay(now - RECENT_DAYS * 86_400_000), limit: 500 }),
  ]);
  if (!entries.ok) return null;
  return recentWork(entries.data, history.ok ? history.data.runs.map((r) => r.entryId) : []);
}

const startRequest = (work: RecentWork) => ({
  projectId: work.projectId,
  contractLineId: work.contractLineId,
  roleId: work.roleId,
  description: work.description ?? undefined,
});

/** Creates the tray controller, draws it once read, and keeps it in step with the timer. */
export function createTimerTray<M>(deps: TrayDeps<M>): TimerTray {
  const { tray, core, actions } = deps;
  const now = deps.now ?? Date.now;
  let timer: TimerViewT | null = null;
  let recent: RecentWork[] = [];
  let disposed = false;

  /** Reports a failed call in a whole sentence of the core's language (`what`: its key). */
  const failed = (result: AppResult<unknown>, what: FailureKey): boolean => {
    if (result.ok) return false;
    actions.report(coreI18n.t(`reminders:tray.${what}`, { message: result.error.message }));
    return true;
  };

  const redraw = (): void => {
    if (disposed) return;
    const labels = trayLabels(timer, now());
    tray.setToolTip(labels.tooltip);
    tray.setTitle(labels.title);
    const state: TrayMenuState = { timer, recent, now: now(), update: actions.update?.() ?? null };
    tray.setContextMenu(
      deps.menu.buildFromTemplate(
        trayMenuTemplate(state, {
          stop: () => void stop(),
          pauseOrResume: () => void pauseOrResume(),
          start: (work) => void start(work),
          quickEntry: actions.quickEntry,
          showWindow: actions.showWindow,
          quit: actions.quit,
        }),
      ),
    );
  };

  const refresh = async (): Promise<void> => {
    const [current, work] = await Promise.all([core.invoke('timer:get', {}), readRecent(core, now())]);
    if (current.ok) timer = current.data.timer;
    if (work) recent = work;
    redraw();
  };

  /** Stops the running timer; a stop that asks first (a long day, say) is left to the window. */
  const stop = async (): Promise<boolean> => {
    const result = await core.invoke('timer:stop', { description: timer?.description ?? undefined });
    if (!result.ok && result.error.code === 'NEEDS_CONFIRMATION') actions.showWindow();
    if (failed(result, 'notStopped')) return false;
    await refresh();
    return true;
  };

  const pauseOrResume = async (): Promise<void> => {
    const result = await core.invoke(timer?.pausedAt ? 'timer:resume' : 'timer:pause', {});
    failed(result, timer?.pausedAt ? 'notResumed' : 'notPaused');
    await refresh();
  };

  /** Starts the timer on a recent entry's project, line, role and description (stopping a running one first). */
  const start = async (work: RecentWork): Promise<void> => {
    if (timer && !(await stop())) return;
    const result = await core.invoke('timer:start', startRequest(work));
    failed(result, 'notStarted');
    await refresh();
  };

  const off = core.on('data:changed', ({ tables }) => {
    // Settings too: a change of language redraws the menu in it.
    if (tables.some((t) => t === 'timer' || t === 'timesheets' || t === 'settings' || t === '*'))
      void refresh();
  });
  const stopTicking = deps.ticker.every(redraw, 60_000);
  void refresh();

  return {
    refresh,
    redraw,
    hasTimer: () => timer !== null,
    dispose: () => {
      disposed = true;
      off();
      stopTicking();
      tray.destroy();
    },
  };
}

/** Stops the running timer, or when none runs starts the last entry again (the global shortcut). */
export async function toggleTimer(core: ContractCore, report: (message: string) => void): Promise<void> {
  const current = await core.invoke('timer:get', {});
  if (!current.ok) return report(coreI18n.t('reminders:tray.notRead', { message: current.error.message }));
  if (current.data.timer) {
    const stopped = await core.invoke('timer:stop', {
      description: current.data.timer.description ?? undefined,
    });
    if (!stopped.ok) report(coreI18n.t('reminders:tray.notStopped', { message: stopped.error.message }));
    return;
  }
  const last = (await readRecent(core, Date.now()))?.[0];
  if (!last) return report(coreI18n.t('reminders:tray.noRecent'));
  const started = await core.invoke('timer:start', startRequest(last));
  if (!started.ok) report(coreI18n.t('reminders:tray.notStarted', { message: started.error.message }));
}
