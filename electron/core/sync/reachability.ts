import type { SyncOutcomeKind } from './engine';
import { FetchFailure, fetchText } from './fetch-text';
import { serviceOf } from './remote';
import { errorFromFailure, errorFromResponse, humanRemoteMessage, remoteErrorDetail } from './remote-errors';

/*
 * Whether the remote answers at all, known before any sync fails: a cheap probe at start, when the
 * OS says the network changed, and while it does not answer (15 s, 30 s, 1 min, then every 2 min).
 * Sync outcomes count as probes. When the remote is found again the owner is told (onBack), so a
 * waiting change goes out soon instead of at the next interval.
 */

/** What one probe found: reachable, or a sentence for the user with the raw text behind it. */
export type ProbeResult = { reachable: true } | { reachable: false; message: string; detail: string };

/** Online (true), not answering (false) or not known yet (null), with the sentence when not answering. */
export interface ReachabilityState {
  online: boolean | null;
  message: string | null;
  detail: string | null;
  /** When a probe or a sync last said so (ms since the epoch). */
  checkedAt: number | null;
}

/** The timer functions the monitor arms (injectable, so tests fire them instead of waiting). */
export interface ProbeTimers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/** The OS's word that the network changed (Electron's adapter; web mode sends the browser's events). */
export interface NetworkSignal {
  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: (online: boolean) => void): () => void;
}

const PROBE_TIMEOUT_MS = 5_000;
const FIRST_PROBE_MS = 15_000;
const MAX_PROBE_MS = 120_000;
/** Gateways answer these when the service behind them does not. */
const GATEWAY_DOWN = [502, 503, 504];

/** The wait before the next probe after `failures` probes in a row found nothing: 15 s doubling to 2 min. */
export function nextProbeDelay(failures: number): number {
  return Math.min(MAX_PROBE_MS, FIRST_PROBE_MS * 2 ** Math.min(Math.max(failures, 1) - 1, 10));
}

/**
 * Asks whether anything answers at the service address: an unauthenticated HEAD (no token leaves
 * the machine, no failed-login allowance is used), any HTTP answer but a gateway's 502-504 counts.
 */
export async function probeRemote(
  baseUrl: string,
  opts: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<ProbeResult> {
  const timeoutMs = opts.timeoutMs ?? PROBE_TIMEOUT_MS;
  const service = serviceOf(baseUrl);
  const endpoint = 'HEAD /';
  try {
    const init: RequestInit = { method: 'HEAD', redirect: 'manual' };
    const answer = await fetchText(opts.fetchImpl ?? fetch, baseUrl, init, timeoutMs);
    if (!GATEWAY_DOWN.includes(answer.status)) return { reachable: true };
    const err = errorFromResponse(answer.status, answer.headers, answer.text, endpoint, service);
    return { reachable: false, message: humanRemoteMessage(err), detail: remoteErrorDetail(err) };
  } catch (e) {
    const failure = e instanceof FetchFailure ? e : new FetchFailure(false, e);
    const err = errorFromFailure(failure.failure, {
      timedOut: failure.timedOut,
      timeoutMs,
      endpoint,
      service,
    });
    return { reachable: false, message: humanRemoteMessage(err), detail: remoteErrorDetail(err) };
  }
}

export interface ReachabilityOptions {
  /** Probes the configured remote; null when there is none to probe (offline only, nothing set up). */
  probe: () => Promise<ProbeResult | null>;
  timers: ProbeTimers;
  now: () => number;
  /** The online state or its sentence changed. */
  onChange?: (state: ReachabilityState) => void;
  /** The remote answers again after it did not. */
  onBack?: () => void;
}

/** Sync outcomes that prove the remote answered (an auth refusal is an answer too). */
const ANSWERED: readonly SyncOutcomeKind[] = ['ok', 'partial', 'needs-confirmation', 'auth'];

/** Keeps the remote's reachability from probes and sync outcomes; see the comment at the top. */
export class Reachability {
  private st: ReachabilityState = { online: null, message: null, detail: null, checkedAt: null };
  private failures = 0;
  private timer: unknown = null;
  private probing: Promise<ReachabilityState> | null = null;
  private closed = false;

  constructor(private readonly opts: ReachabilityOptions) {}

  /** The current state (a copy). */
  get state(): ReachabilityState {
    return { ...this.st };
  }

  /** Probes now, or joins the probe under way. Never rejects. */
  check(): Promise<ReachabilityState> {
    if (this.closed) return Promise.resolve(this.state);
    this.probing ??= this.probeOnce().finally(() => (this.probing = null));
    return this.probing;
  }

  /** Resolves when no probe is under way (tests, and callers that want the answer of a check they started). */
  async settled(): Promise<void> {
    while (this.probing) await this.probing;
  }

  /** The OS says the network went or came back: either way, look now (a loopback remote may still answer). */
  networkChanged(_online: boolean): void {
    this.failures = 0;
    void this.check();
  }

  /** A finished sync is a probe too: it reached the remote, or could not. */
  noteSync(outcome: { outcome: SyncOutcomeKind; message: string; detail?: string | null | undefined }): void {
    if (this.closed) return;
    if (ANSWERED.includes(outcome.outcome)) this.reached(false);
    else if (outcome.outcome === 'offline') this.lost(outcome.message, outcome.detail ?? outcome.message);
  }

  /** The remote changed (set up, switched, signed out): forget what was known and look again. */
  reset(): void {
    this.failures = 0;
    this.stop();
    this.update({ online: null, message: null, detail: null, checkedAt: null });
    void this.check();
  }

  /** Stops probing for good. */
  close(): void {
    this.closed = true;
    this.stop();
  }

  private async probeOnce(): Promise<ReachabilityState> {
    let result: ProbeResult | null;
    try {
      result = await this.opts.probe();
    } catch (e) {
      result = { reachable: false, message: 'The PSA service could not be checked', detail: String(e) };
    }
    if (this.closed) return this.state;
    if (result === null) {
      this.failures = 0;
      this.stop();
      this.update({ online: null, message: null, detail: null, checkedAt: null });
    } else if (result.reachable) this.reached(true);
    else this.lost(result.message, result.detail);
    return this.state;
  }

  private reached(byProbe: boolean): void {
    const was = this.st.online;
    this.failures = 0;
    this.stop();
    this.update({ online: true, message: null, detail: null, checkedAt: this.opts.now() });
    // Only a probe finding it again is news: a sync that reached it has just done the work.
    if (byProbe && was === false) this.opts.onBack?.();
  }

  private lost(message: string, detail: string): void {
    this.failures += 1;
    this.update({ online: false, message, detail, checkedAt: this.opts.now() });
    this.stop();
    this.timer = this.opts.timers.set(() => {
      this.timer = null;
      void this.check();
    }, nextProbeDelay(this.failures));
  }

  private stop(): void {
    if (this.timer !== null) this.opts.timers.clear(this.timer);
    this.timer = null;
  }

  private update(next: ReachabilityState): void {
    const moved = next.online !== this.st.online || next.message !== this.st.message;
    this.st = next;
    if (moved && !this.closed) this.opts.onChange?.(this.state);
  }
}
