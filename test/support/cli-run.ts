import { runCli } from '../../electron/core/cli/main';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { readDb } from './server';

/* The CLI run in-process through runCli, with what it prints collected line by line. */

/** One in-process CLI run: its exit code and what it wrote to stdout and stderr. */
export interface CliRun {
  code: number;
  out: string[];
  err: string[];
}

/** Runs the CLI with exactly these arguments; `onOut` also sees each stdout write as it happens. */
export async function runCliCaptured(argv: string[], onOut?: (s: string) => void): Promise<CliRun> {
  const run: CliRun = { code: -1, out: [], err: [] };
  run.code = await runCli(argv, {
    out: (s) => {
      run.out.push(s);
      onOut?.(s);
    },
    err: (s) => run.err.push(s),
  });
  return run;
}

/** Runs the CLI on the data folder `dir` (`--data dir ...argv`). */
export function cliIn(dir: string, ...argv: string[]): Promise<CliRun> {
  return runCliCaptured(['--data', dir, ...argv]);
}

/**
 * The demo organization's records the CLI tests book on, as the CLI's flags take them: 17-digit
 * ids above 2^53 (record n of a table is demoId(table, n)).
 */
export const DEMO = {
  account: String(demoId('accounts', 1)),
  project: String(demoId('projects', 1)),
  role: String(demoId('roles', 1)),
} as const;

/** The first time and expense contract lines of a project in a reference server's database file. */
export function projectLines(dbFile: string, projectId: string): { time: string; expense: string } {
  const line = (kind: 'time' | 'expense') =>
    readDb(dbFile, (db) =>
      db
        .prepare('SELECT id FROM contract_lines WHERE project_id = ? AND kind = ? ORDER BY id LIMIT 1')
        .pluck()
        .get(BigInt(projectId), kind),
    ) as bigint | undefined;
  const time = line('time');
  const expense = line('expense');
  if (time === undefined || expense === undefined)
    throw new Error(`project ${projectId} lacks a time or expense line`);
  return { time: String(time), expense: String(expense) };
}
