import type { AwayReasonT, AwayViewT } from '../../../../shared/app/channels/timer';
import { addDays, localDate, localInstant } from '../../../../shared/app/entry-time';
import { getReplicaSetting, setReplicaSetting } from '../../db/repositories/sync-meta';
import type { Replica } from '../../replica/context';
import { idleMinutes } from './rounding';
import { readTimer } from './stored';

/*
 * The away detector (issue 16 point 1): pure logic over typed signals and the replica's clock.
 * While a timer runs, an absence (no input for the threshold, sleep, a locked screen, a shutdown)
 * becomes one pending span, kept in the replica so that a restart still asks; nothing is booked
 * until the user answers (resolve.ts). A run that passed local midnight asks too. The desktop
 * feeds system idle samples and power events (electron/main/power.ts); web mode feeds the page's
 * input and visibility (so there "away" means away from the page).
 */

/** An OS power event, as Electron's powerMonitor names them. */
export type PowerEvent = 'suspend' | 'resume' | 'lock-screen' | 'unlock-screen' | 'shutdown';

/** One input of the detector. */
export type AwaySignal =
  | { kind: 'idle'; seconds: number }
  | { kind: 'power'; event: PowerEvent }
  | { kind: 'page'; event: 'input' | 'visible' | 'hidden'; agoMs?: number | undefined };

/** Where the signals come from (the desktop's adapter; tests' fakes). */
export interface AwaySource {
  /** Starts listening; returns the function that stops. */
  subscribe(listener: (signal: AwaySignal) => void): () => void;
}

/** A sleep or lock shorter than this is not worth a question. */
const MIN_AWAY_MS = 60_000;
const KEY = 'timer_away';

interface Span {
  from: number;
  /** null: not over yet (a shutdown, or a sleep the app did not see end). */
  to: number | null;
  reason: AwayReasonT;
}

interface AwayState {
  pending: Span | null;
  /** An absence under way (idle, asleep, locked), not a question yet. */
  open: Span | null;
}

/** When each replica's page was last seen (web mode): memory only, a restart starts afresh. */
const lastSeen = new WeakMap<Replica, number>();

/** The threshold in ms (0: off). */
function idleThresholdMs(r: Replica): number {
  return idleMinutes(r.db) * 60_000;
}

function read(r: Replica): AwayState {
  try {
    const s = JSON.parse(getReplicaSetting(r.db, KEY) ?? '{}') as Partial<AwayState>;
    return { pending: s.pending ?? null, open: s.open ?? null };
  } catch {
    return { pending: null, open: null };
  }
}

function write(r: Replica, s: AwayState): void {
  setReplicaSetting(r.db, KEY, s.pending || s.open ? JSON.stringify(s) : null);
}

/** The running (not paused) timer's current stretch start, or null. */
function runningSince(r: Replica): number | null {
  const t = readTimer(r);
  return t && !t.pausedAt ? Date.parse(t.startedAt) : null;
}

/** Adds a span to the question: one question covers every absence until it is answered. */
function merge(a: Span | null, b: Span): Span {
  if (!a) return b;
  const to = a.to === null || b.to === null ? null : Math.max(a.to, b.to);
  return { from: Math.min(a.from, b.from), to, reason: a.reason === 'midnight' ? b.reason : a.reason };
}

/** Forgets every absence and question, and restarts the page's clock (a timer started, answered or ended). */
export function clearAway(r: Replica): void {
  write(r, { pending: null, open: null });
  lastSeen.set(r, r.now());
}

/** Raises the day-boundary question when the running stretch began before today; true when raised. */
export function checkMidnight(r: Replica): boolean {
  const since = runningSince(r);
  const s = read(r);
  if (since === null || s.pending || localDate(since) === localDate(r.now())) return false;
  const midnight = localInstant(addDays(localDate(since), 1));
  write(r, { ...s, pending: { from: midnight, to: r.now(), reason: 'midnight' } });
  return true;
}

/** The open question, or null (none, not over yet, or no running timer). */
export function pendingAway(r: Replica): AwayViewT | null {
  const since = runningSince(r);
  const p = read(r).pending;
  if (since === null || !p || p.to === null) return null;
  const from = Math.max(p.from, since);
  const to = Math.max(from, p.to);
  return {
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    reason: p.reason,
    crossesMidnight: localDate(since) !== localDate(Math.max(to, r.now())),
  };
}

/** At start: spans a sleep or shutdown left open end now (the app is back); true when a question is open. */
export function resumeAway(r: Replica): boolean {
  const s = read(r);
  if (runningSince(r) === null) {
    if (s.pending || s.open) write(r, { pending: null, open: null });
    return false;
  }
  if (s.pending?.to === null) write(r, { ...s, pending: { ...s.pending, to: r.now() } });
  checkMidnight(r);
  return pendingAway(r) !== null;
}

/** Feeds one signal; true when a question was raised or grew (the caller tells the renderer). */
export function awaySignal(r: Replica, signal: AwaySignal): boolean {
  const now = r.now();
  const since = runningSince(r);
  const threshold = idleThresholdMs(r);
  const seen = lastSeen.get(r);
  if (signal.kind === 'page') lastSeen.set(r, Math.max(seen ?? 0, now - (signal.agoMs ?? 0)));
  if (since === null) {
    const s = read(r);
    if (s.open) write(r, { ...s, open: null });
    return false;
  }
  const raised = checkMidnight(r);
  if (threshold === 0) return raised;
  const s = read(r);
  const close = (to: number, least: number): boolean => {
    if (!s.open) return raised;
    const span = { ...s.open, to };
    const asks = to - span.from >= least;
    write(r, { pending: asks ? merge(s.pending, span) : s.pending, open: null });
    return raised || asks;
  };
  if (signal.kind === 'idle') {
    const idleFrom = Math.max(now - signal.seconds * 1000, since);
    if (signal.seconds * 1000 >= threshold) {
      if (!s.open) write(r, { ...s, open: { from: idleFrom, to: null, reason: 'idle' } });
      return raised;
    }
    return s.open?.reason === 'idle' ? close(idleFrom, threshold) : raised;
  }
  if (signal.kind === 'page') {
    const at = now - (signal.agoMs ?? 0);
    if (signal.event === 'hidden' || seen === undefined || at - seen < threshold) return raised;
    const from = Math.max(seen, since);
    if (at - from < threshold) return raised;
    write(r, { ...s, pending: merge(s.pending, { from, to: at, reason: 'idle' }) });
    return true;
  }
  switch (signal.event) {
    case 'suspend':
    case 'lock-screen': {
      const reason = signal.event === 'suspend' ? 'sleep' : 'lock';
      write(r, { ...s, open: { from: s.open?.from ?? now, to: null, reason } });
      return raised;
    }
    case 'resume':
    case 'unlock-screen':
      return close(now, s.open?.reason === 'idle' ? threshold : MIN_AWAY_MS);
    case 'shutdown': {
      // Asked at the next start: the span ends when the app is back (resumeAway).
      const span: Span = { from: s.open?.from ?? now, to: null, reason: 'shutdown' };
      write(r, { pending: merge(s.pending, span), open: null });
      return raised;
    }
  }
}
