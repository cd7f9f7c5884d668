import { startServer, type RunningServer } from '../../../electron/core/reference-server/http/start';
import { readDb, startTestServer } from '../../support/server';

/** The reference PSA server as its own instance, which a journey can stop and restart on the same port and database. */
export interface StoppableRemote {
  /** Base URL including /v1. */
  url: string;
  dbFile: string;
  /** Stops answering (the port closes); the database stays. */
  stop: () => Promise<void>;
  /** Starts again on the same port and database. */
  restart: () => Promise<void>;
  /** Stops it and removes its database. */
  close: () => Promise<void>;
  /** Rows of a table on the server matching `where` (e.g. "description = ?"). */
  count: (table: 'timesheets' | 'expenses', where: string, ...args: unknown[]) => number;
}

/** Starts the real server on a fresh copy of the demo database, port 0 (127.0.0.1); `psohubShapes` as `--psohub-shapes`. */
export async function startStoppableRemote(opts: { psohubShapes?: boolean } = {}): Promise<StoppableRemote> {
  const first = await startTestServer(opts);
  const port = Number(new URL(first.url).port);
  let running: RunningServer | null = first.server;
  return {
    url: first.url,
    dbFile: first.dbFile,
    stop: async () => {
      await running?.close();
      running = null;
    },
    restart: async () => {
      if (running) return;
      running = await startServer({
        db: first.dbFile,
        port,
        host: '127.0.0.1',
        psohubShapes: opts.psohubShapes,
        validateResponses: true,
      });
    },
    close: async () => {
      await running?.close();
      running = null;
      await first.close();
    },
    count: (table, where, ...args) =>
      readDb(
        first.dbFile,
        (db) =>
          (db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`).get(...args) as { n: number }).n,
      ),
  };
}

/** Today (UTC) as yyyy-mm-dd: entries of the journeys fall inside the sync's pull window. */
export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}
