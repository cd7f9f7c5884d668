import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { ensureNodeBundle, npmScriptArgs } from '../../scripts/node-bundle.mjs';

/* The reference server's command line (`npm run server -- ...`) run as a real process. */

/** The Node arguments of the server's command line as `npm run server` runs it: its bundle (built when stale). */
function serverArgs(): string[] {
  ensureNodeBundle();
  return npmScriptArgs('server');
}

/** What a finished command printed and its exit code. */
export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `npm run server -- ...args` to its end (at most a minute). */
export function serverCli(args: string[]): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(process.execPath, [...serverArgs(), ...args], { timeout: 60_000 }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

/** A serving process: the child, its exit code once it ends, and its first line on stdout. */
export interface Serving {
  child: ChildProcess;
  exited: Promise<number | null>;
  firstLine: Promise<string>;
}

/** Starts `npm run server -- ...args` serving; the caller stops it (SIGTERM) and awaits `exited`. */
export function startServing(args: string[]): Serving {
  const child = spawn(process.execPath, [...serverArgs(), ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const firstLine = new Promise<string>((resolve) =>
    createInterface({ input: child.stdout }).once('line', resolve),
  );
  return { child, exited, firstLine };
}
