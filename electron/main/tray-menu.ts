import type { MenuItemConstructorOptions } from 'electron';
import type { TimerViewT } from '../../shared/app/channels/timer';
import type { TimesheetViewT } from '../../shared/app/views';
import { coreI18n } from '../core/i18n';

/*
 * What the tray shows, as pure data: the label of the running timer and the context menu's
 * template (plain items and callbacks, no run-time Electron, so a test can read and click them).
 */

/** A recent entry the timer can continue: what timer:start needs, and a name for the menu. */
export interface RecentWork {
  projectId: string;
  contractLineId: string;
  roleId: string;
  description: string | null;
  label: string;
}

/** What the menu's items do. */
export interface TrayMenuActions {
  stop(): void;
  /** Pauses a running timer or resumes a paused one. */
  pauseOrResume(): void;
  start(work: RecentWork): void;
  quickEntry(): void;
  showWindow(): void;
  quit(): void;
}

/** What the menu shows. */
export interface TrayMenuState {
  timer: TimerViewT | null;
  recent: readonly RecentWork[];
  now: number;
  /** An update is downloaded: its item installs it (see updater.ts). */
  update?: { label: string; install(): void } | null;
}

const MAX_RECENT = 5;

/** A timer's elapsed time as h:mm: its paused stretches and the current one (a clock set back adds nothing). */
export function elapsedText(timer: TimerViewT, now: number): string {
  const current = timer.pausedAt ? 0 : Math.max(0, now - Date.parse(timer.startedAt));
  const minutes = Math.floor((timer.pausedRunSeconds * 1000 + current) / 60_000);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The tray's tooltip and its macOS menu-bar title for a timer (or none). */
export function trayLabels(timer: TimerViewT | null, now: number): { tooltip: string; title: string } {
  // "PSA Desk: " names the app in every language; the rest is said in the core's language.
  if (!timer) return { tooltip: `PSA Desk: ${coreI18n.t('reminders:tray.noTimer')}`, title: '' };
  const clock = elapsedText(timer, now);
  const elapsed = timer.pausedAt ? coreI18n.t('reminders:tray.elapsedPaused', { elapsed: clock }) : clock;
  const what = timer.description ? `${timer.projectName}: ${timer.description}` : timer.projectName;
  return {
    tooltip: `PSA Desk: ${coreI18n.t('reminders:tray.running', { what, elapsed })}`,
    title: `${shorten(timer.projectName, 24)} ${elapsed}`,
  };
}

function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** The distinct project/line/role/description of recent entries, newest first, at most five. */
export function recentWork(entries: readonly TimesheetViewT[], order: readonly string[] = []): RecentWork[] {
  const rank = new Map(order.map((id, i) => [id, i]));
  // Runs of the timer first (in timer:history's order), then the newest entries.
  const sorted = [...entries].sort((a, b) => {
    const ra = rank.get(a.id) ?? Infinity;
    const rb = rank.get(b.id) ?? Infinity;
    return ra !== rb ? ra - rb : b.from.localeCompare(a.from);
  });
  const seen = new Set<string>();
  const out: RecentWork[] = [];
  for (const e of sorted) {
    // The timer books on a line and a role: an entry without them cannot be continued.
    if (e.contractLineId === null || e.roleId === null) continue;
    const key = JSON.stringify([e.projectId, e.contractLineId, e.roleId, e.description ?? '']);
    if (seen.has(key)) continue;
    seen.add(key);
    const name = e.projectName ?? coreI18n.t('core:projectId', { id: e.projectId });
    out.push({
      projectId: e.projectId,
      contractLineId: e.contractLineId,
      roleId: e.roleId,
      description: e.description,
      label: shorten(e.description ? `${name}: ${e.description}` : name, 60),
    });
    if (out.length === MAX_RECENT) break;
  }
  return out;
}

/** The tray's context menu: the timer, start last / stop / pause, continue a recent entry, quick entry, window, quit. */
export function trayMenuTemplate(
  state: TrayMenuState,
  actions: TrayMenuActions,
): MenuItemConstructorOptions[] {
  const items: MenuItemConstructorOptions[] = [];
  const { timer, recent } = state;
  if (timer) {
    items.push({ label: trayLabels(timer, state.now).tooltip.replace(/^PSA Desk: /, ''), enabled: false });
    items.push({ label: coreI18n.t('reminders:tray.stop'), click: () => actions.stop() });
    items.push({
      label: coreI18n.t(timer.pausedAt ? 'reminders:tray.resume' : 'reminders:tray.pause'),
      click: () => actions.pauseOrResume(),
    });
  } else {
    const last = recent[0];
    items.push({
      label: last
        ? coreI18n.t('reminders:tray.startLast', { label: last.label })
        : coreI18n.t('reminders:tray.startLastNone'),
      enabled: Boolean(last),
      click: () => last && actions.start(last),
    });
  }
  items.push({
    label: coreI18n.t('reminders:tray.continue'),
    enabled: recent.length > 0,
    submenu: recent.map((work) => ({ label: work.label, click: () => actions.start(work) })),
  });
  items.push({ type: 'separator' });
  items.push({ label: coreI18n.t('reminders:tray.quickEntry'), click: () => actions.quickEntry() });
  items.push({ label: coreI18n.t('reminders:tray.show'), click: () => actions.showWindow() });
  const update = state.update;
  if (update) items.push({ type: 'separator' }, { label: update.label, click: () => update.install() });
  items.push({ type: 'separator' });
  items.push({ label: coreI18n.t('reminders:tray.quit'), click: () => actions.quit() });
  return items;
}
