import type { FastifyInstance } from 'fastify';
import { openDatabase, type Db } from '../../db/connection';
import { createApiHandlers } from '../domain/api';
import { authenticate } from '../domain/auth';
import { seedDemo } from '../seed/demo';
import { API_PREFIX, buildServer, type ServerOptions } from './app';
import { cacheStatements } from '../../db/statement-cache';

/** What `startServer` needs: a database file and how to serve it. */
export interface StartOptions extends Omit<ServerOptions, 'db' | 'handlers' | 'authenticate'> {
  /** SQLite file (created and migrated when missing). */
  db: string;
  /** TCP port; 0 picks a free one. Default 4010. */
  port?: number;
  /** Interface to bind. Default 127.0.0.1. */
  host?: string;
  /** Load the demo organization first (idempotent). */
  seed?: 'demo';
  /** With seed: the last working day of the demo's work (yyyy-mm-dd); default from `now`. */
  anchor?: string;
}

/** A running server. */
export interface RunningServer {
  /** Base URL including /v1, with the real port. */
  url: string;
  app: FastifyInstance;
  db: Db;
  /** Stops accepting requests, finishes the ones in flight, then closes the database. */
  close: () => Promise<void>;
}

function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

/** Opens the database, optionally seeds it, and serves the PSA API; resolves once it answers. */
export async function startServer(opts: StartOptions): Promise<RunningServer> {
  const host = opts.host ?? '127.0.0.1';
  const db = openDatabase(opts.db);
  cacheStatements(db);
  try {
    if (opts.seed === 'demo') await seedDemo(db, { anchor: opts.anchor, now: opts.now });
    const app = buildServer({
      db,
      handlers: createApiHandlers(db),
      authenticate,
      singleObjectQuirk: opts.singleObjectQuirk,
      psohubShapes: opts.psohubShapes,
      rateLimit: opts.rateLimit,
      failedAuthLimit: opts.failedAuthLimit,
      logger: opts.logger,
      cacheReads: opts.cacheReads,
      validateResponses: opts.validateResponses,
      tokenTtlSeconds: opts.tokenTtlSeconds,
      now: opts.now,
    });
    try {
      await app.listen({ port: opts.port ?? 4010, host });
    } catch (err) {
      await app.close();
      throw err;
    }
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : (opts.port ?? 4010);
    let closing: Promise<void> | null = null;
    const close = () =>
      (closing ??= (async () => {
        try {
          await app.close();
        } finally {
          db.close();
        }
      })());
    return { url: `http://${urlHost(host)}:${port}${API_PREFIX}`, app, db, close };
  } catch (err) {
    db.close();
    throw err;
  }
}
