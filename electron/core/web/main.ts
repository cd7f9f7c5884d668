import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createAppCore, DatabaseTooNewError, type AppCore } from '../app';
import { defaultDataDir } from '../paths';
import { buildRenderer, rendererIsStale, rendererOutDir } from './build-renderer';
import { startWebServer, type WebServer } from './server';
import { testClock } from './test-clock';

/** The default port of web mode; another free one is used when it is taken. */
export const DEFAULT_WEB_PORT = 5183;

const USAGE = `usage: npm run web -- [--data DIR] [--port N] [--no-build]
  --data DIR   data folder (default: the desktop app's, or PSA_DATA_DIR)
  --port N     port on 127.0.0.1 (default ${DEFAULT_WEB_PORT}, or a free one when that is taken; 0: any free port)
  --no-build   serve out/renderer as it is, even when older than the sources`;

/**
 * The project checkout this module runs from: the nearest folder up with a package.json (from
 * electron/core/web/ under tsx, from out/node/ when bundled).
 */
function projectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) return from;
  }
}
const PROJECT_ROOT = projectRoot(dirname(fileURLToPath(import.meta.url)));

export interface WebOptions {
  dataDir: string;
  /** Port on 127.0.0.1; undefined: DEFAULT_WEB_PORT with fallback to a free port. */
  port?: number;
  /** Build the renderer first when out/renderer is missing or stale (default true). */
  build?: boolean;
  /** Where the built renderer is (default out/renderer of this checkout). */
  rendererDir?: string;
  log?: (line: string) => void;
}

export interface RunningWeb {
  core: AppCore;
  server: WebServer;
  /** Stops serving, then closes the core (sync stopped, demo remote stopped, database closed). */
  close: () => Promise<void>;
}

/** Web mode: builds the renderer if needed, opens the core on the data folder and serves both on 127.0.0.1. */
export async function runWeb(opts: WebOptions): Promise<RunningWeb> {
  const log = opts.log ?? ((line: string) => console.log(line));
  if (opts.build !== false && !opts.rendererDir && rendererIsStale(PROJECT_ROOT)) {
    log('Building the renderer…');
    await buildRenderer(PROJECT_ROOT);
  }
  // PSA_TEST_NOW (browser tests only) sets the core's clock: see test-clock.ts.
  const core = createAppCore({ dataDir: opts.dataDir, ...testClock() });
  let server: WebServer;
  try {
    server = await startWebServer({
      core,
      rendererDir: opts.rendererDir ?? rendererOutDir(PROJECT_ROOT),
      port: opts.port ?? DEFAULT_WEB_PORT,
      portFallback: opts.port === undefined,
    });
  } catch (e) {
    await core.close();
    throw e;
  }
  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      await server.close();
      await core.close();
    })());
  return { core, server, close };
}

function parsePort(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n > 65_535) throw new Error(`--port ${value} is not a port number (0-65535)`);
  return n;
}

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      data: { type: 'string' },
      port: { type: 'string' },
      'no-build': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const dataDir = resolve(values.data ?? defaultDataDir());
  const web = await runWeb({ dataDir, port: parsePort(values.port), build: values['no-build'] !== true });
  console.log(`PSA Desk web mode: ${web.server.url}`);
  console.log(`Data folder: ${dataDir}. Press Ctrl+C to stop.`);
  const stop = (signal: string) => {
    console.log(`\n${signal}: stopping…`);
    web.close().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error('error while stopping:', e);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

// Run as a program: from the sources, or bundled as out/node/web.mjs (scripts/run.mjs).
if (process.argv[1] && /(web[\\/]main\.[tj]s|web\.mjs)$/.test(process.argv[1])) {
  main(process.argv.slice(2)).catch((e: unknown) => {
    const message = e instanceof DatabaseTooNewError ? e.message : (e as Error).message;
    console.error(`error: ${message}`);
    process.exit(1);
  });
}
