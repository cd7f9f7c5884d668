import { mkdirSync } from 'node:fs';
import type { AppEvent } from '../../../shared/app/contract';
import { openDatabase, type Db } from '../db/connection';
import { getReplicaSetting } from '../db/repositories/sync-meta';
import { replicaDbFile } from '../paths';
import { createReplica } from '../replica/context';
import { configuredRemote } from '../sync/engine';
import { changeHandlers } from './changes';
import { DemoRemote, type DemoServerOptions } from './demo-remote';
import { AppEvents, type AppEventListener } from './events';
import { createInvoke, type Invoke, type InvokeOptions } from './invoke';
import { lookupHandlers } from './lookups';
import { adoptPlainToken, settingsSecretStore, type SecretStore } from './secret-store';
import { readMode, settingsHandlers, syncIntervalMinutes } from './settings';
import { resumeDemo, setupHandlers } from './setup';
import { syncHandlers } from './sync-handlers';
import { SyncService } from './sync-service';
import type { AppHandlers, CoreContext } from './types';
import { entryHandlers } from './features/entries';
import { expenseHandlers } from './features/expenses';
import { adminHandlers } from './features/admin';
import { reportHandlers } from './features/reports';

export interface AppCoreOptions {
  /** The data folder (created when missing): the replica, and the demo remote's database. */
  dataDir: string;
  /** The clock of local changes and syncs (tests). */
  now?: () => number;
  /** Where the remote token is kept; default: the replica settings ('file'). May be built from the open database. */
  secretStore?: SecretStore | ((db: Db) => SecretStore);
  /** false: never start the in-process demo remote (setup:demo then fails); else how to start it. */
  demoServer?: false | DemoServerOptions;
  /** Run a sync shortly after opening when a remote is set up (default true, after `syncOnStartMs`). */
  syncOnStart?: boolean;
  syncOnStartMs?: number;
  /** Timeout of one request to the remote during a sync. */
  remoteTimeoutMs?: number;
  /** Randomness of the retry jitter (tests). */
  random?: () => number;
  /** Options of the invoke wrapper (response validation in tests, error reporting). */
  invoke?: InvokeOptions;
}

/** The app core: one handler table over one data folder, served by IPC, the web bridge and tests. */
export interface AppCore {
  readonly dataDir: string;
  /** THE handler table (channel -> handler of a validated request); invoke looks handlers up here at call time. */
  readonly handlers: AppHandlers;
  /** Validates, calls and wraps: see createInvoke. */
  readonly invoke: Invoke;
  /** Resolves once start-up work is done (the demo remote restarted in demo mode). Never rejects. */
  readonly ready: Promise<void>;
  /** Subscribes to an app event; returns the unsubscribe function. */
  on<E extends AppEvent>(event: E, listener: AppEventListener<E>): () => void;
  /** Stops interval syncs (waiting briefly for a running one), the demo remote, then closes the database. */
  close(): Promise<void>;
}

const NO_DEMO: DemoServerOptions = {
  start: () => Promise.reject(new Error('the demo remote is not available in this process')),
};

/** Opens the data folder and builds the handler table and its services. */
export function createAppCore(options: AppCoreOptions): AppCore {
  const { dataDir } = options;
  mkdirSync(dataDir, { recursive: true });
  const db = openDatabase(replicaDbFile(dataDir));
  const r = createReplica(db, options.now);
  const store = options.secretStore;
  const secrets = typeof store === 'function' ? store(db) : (store ?? settingsSecretStore(db));
  adoptPlainToken(db, secrets);
  const events = new AppEvents();
  const demo = new DemoRemote(dataDir, options.demoServer === false ? NO_DEMO : options.demoServer);

  let startup: Promise<unknown> = Promise.resolve();
  let closing: Promise<void> | null = null;
  const sync = new SyncService({
    r,
    events,
    random: options.random,
    intervalMs: () => syncIntervalMinutes(db) * 60_000,
    configured: () => readMode(db) !== 'offline' && readMode(db) !== 'unset',
    remote: async () => {
      const mode = readMode(db);
      if (mode === 'offline')
        return 'This data folder works offline only: connect a remote in Settings to sync.';
      if (mode === 'demo') await startup;
      const remote = configuredRemote(db, options.remoteTimeoutMs, secrets.get());
      return remote ?? 'No remote is set up: connect one in Settings, or start the demo remote.';
    },
  });
  const ctx: CoreContext = { dataDir, r, secrets, events, sync, demo };

  // Every local commit tells the renderer which tables moved; the outbox moves with each of them.
  const onLocalChange = (tables: string[]) => events.emit('data:changed', { tables: [...tables, 'outbox'] });
  r.listeners.add(onLocalChange);

  const handlers: AppHandlers = {
    ...lookupHandlers(ctx),
    ...changeHandlers(ctx),
    ...syncHandlers(ctx),
    ...settingsHandlers(ctx),
    ...setupHandlers(ctx),
    ...entryHandlers(ctx),
    ...expenseHandlers(ctx),
    ...adminHandlers(ctx),
    ...reportHandlers(ctx),
  };

  startup = resumeDemo(ctx).catch((e: unknown) => {
    console.error('psa: the demo remote could not be restarted:', e);
    return false;
  });
  const ready = startup.then(() => undefined);
  if (options.syncOnStart !== false) {
    void ready.then(() => {
      if (closing) return;
      if (getReplicaSetting(db, 'remote_url') && readMode(db) !== 'offline')
        sync.reschedule(options.syncOnStartMs ?? 2_000);
      else sync.reschedule();
    });
  } else {
    sync.reschedule();
  }

  return {
    dataDir,
    handlers,
    invoke: createInvoke(handlers, options.invoke),
    ready,
    on: (event, listener) => events.on(event, listener),
    close: () =>
      (closing ??= (async () => {
        await sync.close();
        r.listeners.delete(onLocalChange);
        events.clear();
        await ready;
        await demo.stop().catch((e: unknown) => console.error('psa: stopping the demo remote failed:', e));
        db.close();
      })()),
  };
}
