import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/*
 * The benchmarks' remote: the reference server as a child process (its own core, so the client
 * side's figures are not shared with it), on a free port and the given database file.
 */

/** Starts the reference server on `dbFile` (plus `extraArgs`, e.g. ['--seed', 'demo']); answers its URL and a stop. */
export async function spawnReferenceServer(
  dbFile: string,
  extraArgs: readonly string[] = [],
): Promise<{ url: string; stop: () => Promise<void> }> {
  const args = ['--import', 'tsx', 'electron/core/reference-server/main.ts', '--port', '0', '--db', dbFile];
  const child = spawn(process.execPath, [...args, ...extraArgs], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    lines.on('line', (line) => {
      const m = /^PSA API listening on (\S+)$/.exec(line);
      if (m?.[1]) resolve(m[1]);
    });
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, stop };
}
