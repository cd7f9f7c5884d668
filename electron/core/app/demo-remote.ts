import { join } from 'node:path';
import { AppCoreError } from './errors';
import { startServer, type RunningServer, type StartOptions } from '../reference-server/http/start';
import { demoId } from '../reference-server/domain/ids';
import { coreI18n } from '../i18n';

/** The demo remote's database inside a data folder (kept apart from the replica). */
export function demoRemoteDbFile(dataDir: string): string {
  return join(dataDir, 'demo-remote.sqlite');
}

/** How the core starts its demo remote; tests may swap the starter. */
export interface DemoServerOptions {
  /** Starts the reference server; default electron/core/reference-server/http/start.ts startServer. */
  start?: (opts: StartOptions) => Promise<RunningServer>;
}

/** The demo account and its API key (decision 22): Anna, Admin with API access (a 17-digit id). */
export const DEMO_ACCOUNT_ID: bigint = demoId('accounts', 1);
export const DEMO_TOKEN = 'demo-admin-key';

function portOf(url: string | undefined): number | undefined {
  if (!url) return undefined;
  try {
    const port = Number(new URL(url).port);
    return Number.isInteger(port) && port > 0 ? port : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Ports this process has already served a demo remote on. A restart in the same process takes a
 * fresh port: the HTTP client may still hold keep-alive sockets to the old server there, and a
 * request on one of those fails as if the remote were offline.
 */
const portsUsedHere = new Set<number>();

/**
 * The reference server run in-process on a loopback port with the demo organization, serving as
 * this data folder's remote. Starting is idempotent; a second start while one runs returns its URL.
 */
export class DemoRemote {
  private server: RunningServer | null = null;
  private starting: Promise<string> | null = null;
  private readonly start: (opts: StartOptions) => Promise<RunningServer>;

  /** `now`: the core's clock, which the demo remote serves on and dates its demo from. */
  constructor(
    private readonly dataDir: string,
    options: DemoServerOptions = {},
    private readonly now: () => number = Date.now,
  ) {
    this.start = options.start ?? startServer;
  }

  /** The running server's base URL (…/v1), or null. */
  get url(): string | null {
    return this.server?.url ?? null;
  }

  /**
   * Starts the demo remote (seeding its database the first time; seeding again changes nothing).
   * Tries the port of `previousUrl` first so the stored remote URL usually stays valid.
   */
  ensure(previousUrl?: string): Promise<string> {
    if (this.server) return Promise.resolve(this.server.url);
    this.starting ??= (async () => {
      try {
        const base: StartOptions = {
          db: demoRemoteDbFile(this.dataDir),
          host: '127.0.0.1',
          seed: 'demo',
          now: this.now,
        };
        const previous = portOf(previousUrl);
        const preferred = previous !== undefined && !portsUsedHere.has(previous) ? previous : undefined;
        let server: RunningServer;
        try {
          server = await this.start({ ...base, port: preferred ?? 0 });
        } catch (e) {
          if (preferred === undefined || (e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e;
          server = await this.start({ ...base, port: 0 });
        }
        this.server = server;
        const port = portOf(server.url);
        if (port !== undefined) portsUsedHere.add(port);
        return server.url;
      } catch (e) {
        throw new AppCoreError(
          'DEMO_UNAVAILABLE',
          coreI18n.t('core:demoUnavailable', { reason: (e as Error).message }),
        );
      } finally {
        this.starting = null;
      }
    })();
    return this.starting;
  }

  /** Resolves once a start in progress has finished (successfully or not). */
  async ready(): Promise<void> {
    await this.starting?.catch(() => undefined);
  }

  /** Stops the demo remote (after a start in progress); its database file stays for next time. */
  async stop(): Promise<void> {
    await this.ready();
    const server = this.server;
    this.server = null;
    await server?.close();
  }
}
