import type { AppEvent } from '../../../shared/app/contract';
import type { ReminderEventT } from '../../../shared/app/reminders';
import { backupDue, backupReplica, type BackupInfo } from '../db/backup';
import { collectReceiptFiles } from './receipts/keep';
import type { Db } from '../db/connection';
import { noteOpenBy, openReplica, replicaNotes, type ReplicaNotes } from '../db/replica-file';
import type { ReplicaTable } from '../db/repositories/replica';
import { getReplicaSetting, setReplicaSetting } from '../db/repositories/sync-meta';
import { isSendRule, type SendRule } from '../../../shared/app/send-rule';
import { restoreBackup, type RestoreResult } from '../db/restore';
import { createReplica, type Replica } from '../replica/context';
import { configuredRemote } from '../sync/engine';
import { DemoRemote, type DemoServerOptions } from './demo-remote';
import { AppCoreError } from './errors';
import { AppEvents, type AppEventListener } from './events';
import { createInvoke, type Invoke, type InvokeOptions } from './invoke';
import { adoptPlainToken, settingsSecretStore, type SecretStore } from './secret-store';
import { createHandlers } from './handlers';
import { readMode, syncIntervalMinutes } from './settings/state';
import { checkReminders, startReminders } from './reminders/service';
import { applyCoreLanguage } from './settings/language';
import { resumeDemo } from './setup/resume-demo';
import { RemoteAuth } from './remote-auth';
import { SignInService, type SignInOptions } from './signin/service';
import { SyncService, type SyncTimers } from './sync-service';
import { probeRemote, type NetworkSignal } from '../sync/reachability';
import type { AwaySource } from './timer/away';
import { applyAwaySignal, startAway } from './timer/handlers';
import type { AppHandlers, CoreContext } from './types';
import { coreI18n } from '../i18n';

/**
 * The send rule of a data folder the app creates: "at the end of each day", unless PSA_SEND_RULE
 * (end-of-day, week or at-once) says otherwise, for scripts and test runs written for entries that
 * leave at the next sync. An unknown value is ignored.
 */
function newFolderSendRule(env: NodeJS.ProcessEnv = process.env): SendRule {
  const named = env['PSA_SEND_RULE']?.replace(/-/g, '_');
  return isSendRule(named) ? named : 'end_of_day';
}

export interface AppCoreOptions {
  /** The data folder (created 0700 when missing): the replica, its backups, the demo remote's database. */
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
  /** Options of the invoke wrapper (response validation in tests, error reporting). */
  invoke?: InvokeOptions;
  /** How the OAuth sign-in opens the browser (desktop: shell.openExternal) and its time limits. */
  signIn?: SignInOptions;
  /** How the sync and the reachability probes arm their delays (tests record and fire them). */
  timers?: SyncTimers;
  /** The OS's word that the network changed (the desktop's adapter); the core probes the remote then. */
  network?: NetworkSignal;
  /** The OS's idle time and power events (the desktop's adapter, electron/main/power.ts): the timer's away questions. */
  power?: AwaySource;
  /** false: never probe whether the remote answers (status then guessed from syncs); else the probe's deadline. */
  probe?: false | { timeoutMs?: number };
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
  /** Subscribes to an app event; returns the unsubscribe function. A bound function: safe to pass on. */
  readonly on: <E extends AppEvent>(event: E, listener: AppEventListener<E>) => () => void;
  /** Takes a verified backup of the replica now (before an app update installs), in line with the daily one. */
  backupNow(): Promise<BackupInfo>;
  /** Shows the reminders due now on the core's clock (also run every minute, after syncs and settings changes). */
  checkReminders(): ReminderEventT[];
  /** Stops interval syncs (waiting briefly for a running one), backups, the demo remote, then closes the database. */
  close(): Promise<void>;
}

const NO_DEMO: DemoServerOptions = {
  start: () => Promise.reject(new Error('the demo remote is not available in this process')),
};

/** How often the core looks whether the daily backup is due (it is taken when the newest is a day old). */
const BACKUP_CHECK_MS = 60 * 60 * 1000;

/** Everything built on one open replica; a restore closes it and builds a new one. */
interface Session {
  db: Db;
  r: Replica;
  ctx: CoreContext;
  sync: SyncService;
  notes: ReplicaNotes;
  onLocalChange: (tables: readonly ReplicaTable[]) => void;
}

/**
 * Opens the data folder and builds the handler table and its services. Throws DatabaseDamagedError
 * (one line naming the file and what to do) when the replica is damaged, or missing where the folder
 * had unsynced changes.
 */
export function createAppCore(options: AppCoreOptions): AppCore {
  const { dataDir } = options;
  const now = options.now ?? Date.now;
  const events = new AppEvents();
  const demo = new DemoRemote(dataDir, options.demoServer === false ? NO_DEMO : options.demoServer, now);
  const handlers = {} as AppHandlers;

  let startup: Promise<unknown> = Promise.resolve();
  let closing: Promise<void> | null = null;
  let restoring: Promise<RestoreResult> | null = null;
  let backingUp: Promise<unknown> = Promise.resolve();

  /** Keeps replica.json in step with the outbox, so a vanished replica is noticed (replica-file.ts). */
  const note = (s: Pick<Session, 'db' | 'notes'>, how: 'note' | 'flush' = 'note') => {
    try {
      s.notes[how](s.db);
    } catch (e) {
      console.error('psa: the replica note could not be written:', e);
    }
  };

  const openSession = (): { session: Session; created: boolean } => {
    const { db, created } = openReplica(dataDir, now);
    const notes = replicaNotes(dataDir, now);
    try {
      // A new folder keeps its entries here, editable, until their day is over (the send rule).
      if (created) setReplicaSetting(db, 'send_rule', newFolderSendRule());
      const r = createReplica(db, options.now);
      const store = options.secretStore;
      const secrets = typeof store === 'function' ? store(db) : (store ?? settingsSecretStore(db));
      adoptPlainToken(db, secrets);
      const auth = new RemoteAuth(
        secrets,
        options.remoteTimeoutMs ? { timeoutMs: options.remoteTimeoutMs } : {},
      );
      const probeOptions = options.probe === false ? null : (options.probe ?? {});
      const sync = new SyncService({
        r,
        events,
        ...(options.timers ? { timers: options.timers } : {}),
        ...(probeOptions && {
          // Only a remote the folder syncs with is probed; the demo remote once it has restarted.
          probe: async () => {
            const mode = readMode(db);
            if (mode === 'offline' || mode === 'unset') return null;
            if (mode === 'demo') await startup;
            const url = getReplicaSetting(db, 'remote_url');
            return url ? probeRemote(url, probeOptions) : null;
          },
        }),
        intervalMs: () => syncIntervalMinutes(db) * 60_000,
        configured: () => readMode(db) !== 'offline' && readMode(db) !== 'unset',
        remote: async () => {
          const mode = readMode(db);
          if (mode === 'offline') return coreI18n.t('core:sync.offlineOnly');
          if (mode === 'demo') await startup;
          const remote = configuredRemote(db, options.remoteTimeoutMs, auth.bearer());
          if (remote) return remote;
          // A remote without credentials: signed out, or its sign-in was forgotten.
          if (getReplicaSetting(db, 'remote_url')) return coreI18n.t('core:sync.notSignedIn');
          return coreI18n.t('core:sync.noRemote');
        },
      });
      const base = { dataDir, r, secrets, auth, events, sync, demo };
      const ctx: CoreContext = {
        ...base,
        signIn: new SignInService(base, { remoteTimeoutMs: options.remoteTimeoutMs, ...options.signIn }),
      };
      // Every local commit tells the renderer which tables moved; the outbox moves with each of them.
      const onLocalChange = (tables: readonly ReplicaTable[]) => {
        note({ db, notes });
        events.emit('data:changed', { tables: [...tables, 'outbox'] });
      };
      r.listeners.add(onLocalChange);
      Object.assign(
        handlers,
        createHandlers(ctx, (name) => restore(name)),
      );
      // A sleep or shutdown during a running timer is asked about now the app is back.
      startAway(ctx);
      // The core's messages and the dates in them follow this folder's language setting.
      applyCoreLanguage(db);
      return { session: { db, r, ctx, sync, notes, onLocalChange }, created };
    } catch (e) {
      db.close();
      throw e;
    }
  };

  const opened = openSession();
  let session = opened.session;
  const releaseOpenBy = noteOpenBy(dataDir);
  const unsubscribeNetwork = options.network?.subscribe((online) =>
    session.sync.reachability?.networkChanged(online),
  );
  events.on('sync:finished', () => note(session));
  const unsubscribePower = options.power?.subscribe((signal) => applyAwaySignal(session.ctx, signal));

  /** Takes the daily backup when the newest is a day old (one at a time, never while closing). */
  const backupIfDue = (): Promise<unknown> =>
    (backingUp = backingUp
      .then(async () => {
        const s = session;
        if (closing || restoring || !backupDue(dataDir, now())) return;
        await backupReplica(s.db, dataDir, 'daily', now());
        // The oldest backup was let go: so are the receipt files only it named.
        collectReceiptFiles(s.db, dataDir, now());
      })
      .catch((e: unknown) => console.error('psa: the daily backup of the replica failed:', e)));
  /** A backup whatever the newest one's age, named like the one before a migration ("before an update"). */
  const backupNow = (): Promise<BackupInfo> => {
    const run = backingUp.then(() => {
      if (closing || restoring) throw new AppCoreError('BUSY', coreI18n.t('core:busy.closingOrRestoring'));
      return backupReplica(session.db, dataDir, 'migration', now());
    });
    backingUp = run.catch(() => undefined);
    return run;
  };
  const backupTimer = setInterval(() => void backupIfDue(), BACKUP_CHECK_MS);
  backupTimer.unref();
  const remind = (): ReminderEventT[] => (closing || restoring ? [] : checkReminders(session.ctx, now()));
  const stopReminders = startReminders(events, remind);

  /** Restarts the demo remote when the replica is in demo mode, then the first sync. */
  const start = (s: Session, syncOnStart: boolean) => {
    const resume = options.demoServer === false ? Promise.resolve(false) : resumeDemo(s.ctx);
    startup = resume.catch((e: unknown) => {
      console.error('psa: the demo remote could not be restarted:', e);
      return false;
    });
    const ready = startup.then(() => undefined);
    // Online or not is known from a probe at once, before any sync could fail.
    void ready.then(() => {
      if (!closing && s === session) void s.sync.reachability?.check();
    });
    if (syncOnStart) {
      void ready.then(() => {
        if (closing || s !== session) return;
        if (getReplicaSetting(s.db, 'remote_url') && readMode(s.db) !== 'offline')
          s.sync.reschedule(options.syncOnStartMs ?? 2_000);
        else s.sync.reschedule();
      });
    } else {
      s.sync.reschedule();
    }
    return ready;
  };

  /** Settings › Restore a backup: closes the database, restores (restore.ts) and reopens. */
  const restore = (name: string): Promise<RestoreResult> => {
    if (closing) return Promise.reject(new AppCoreError('BUSY', coreI18n.t('core:busy.closing')));
    if (restoring) return Promise.reject(new AppCoreError('BUSY', coreI18n.t('core:busy.restoring')));
    const run = (async () => {
      await backingUp;
      const old = session;
      old.ctx.signIn.cancel();
      await old.sync.close();
      old.r.listeners.delete(old.onLocalChange);
      note(old, 'flush');
      old.db.close();
      try {
        return restoreBackup(dataDir, name, { now: now() });
      } finally {
        // Refused or done, the folder's replica (the old one or the restored one) is opened again.
        session = openSession().session;
        if (readMode(session.db) !== 'demo') await demo.stop().catch(() => undefined);
        void start(session, options.syncOnStart !== false);
        // Every table may differ now: '*' makes every store of the renderer refetch.
        events.emit('data:changed', { tables: ['*'] });
      }
    })();
    restoring = run;
    return run.finally(() => {
      restoring = null;
    });
  };

  const ready = Promise.all([
    start(session, options.syncOnStart !== false),
    opened.created ? undefined : backupIfDue(),
  ]).then(() => undefined);
  // Due while the app was closed: shown once it has started (remembered, so never twice).
  void ready.then(() => void remind());

  return {
    dataDir,
    handlers,
    invoke: createInvoke(handlers, options.invoke),
    ready,
    on: (event, listener) => events.on(event, listener),
    backupNow,
    checkReminders: remind,
    close: () =>
      (closing ??= (async () => {
        clearInterval(backupTimer);
        stopReminders();
        unsubscribeNetwork?.();
        unsubscribePower?.();
        await restoring?.catch(() => undefined);
        session.ctx.signIn.cancel();
        await session.sync.close();
        session.r.listeners.delete(session.onLocalChange);
        events.clear();
        await ready;
        await backingUp;
        await demo.stop().catch((e: unknown) => console.error('psa: stopping the demo remote failed:', e));
        note(session, 'flush');
        session.db.close();
        releaseOpenBy();
      })()),
  };
}
