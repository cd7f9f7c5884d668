import { runCli } from '../../electron/core/cli/main';

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
