import { runCli } from '../../electron/core/cli/main';

/*
 * A separate process using a data folder as the CLI does, while the test's own process uses the
 * same folder through the app core: ROUNDS times `timesheet add` then `sync --json`, each a full
 * runCli (opening and closing the database like one `npm run cli` invocation). Usage:
 *   node --import tsx test/support/cli-loop-child.ts DATA_DIR ROUNDS TAG PROJECT LINE ROLE
 * (the ids the entries are booked on, as text: 17-digit ids do not fit a JS number). Prints one JSON line per command: {command, code, out, err}; exits when done or its stdin closes.
 */

const [dir, roundsArg, tag, project, line, role] = process.argv.slice(2);
if (!dir || !roundsArg || !tag || !project || !line || !role) {
  process.stderr.write('usage: cli-loop-child.ts DATA_DIR ROUNDS TAG PROJECT LINE ROLE\n');
  process.exit(2);
}
// The parent holds our stdin open: when it dies (a failed test), we stop too.
process.stdin.once('end', () => process.exit(0));
process.stdin.resume();

const DAY = 86_400_000;

/** Runs one CLI command in this process and reports it on stdout. */
async function run(command: string, argv: string[]): Promise<void> {
  const out: string[] = [];
  const err: string[] = [];
  let code: number;
  try {
    code = await runCli(['--data', dir as string, ...argv], {
      out: (s) => out.push(s),
      err: (s) => err.push(s),
    });
  } catch (e) {
    // What `npm run cli` would print for an unexpected failure (exit 1).
    code = 1;
    err.push(`error: ${(e as Error).message}`);
  }
  process.stdout.write(`${JSON.stringify({ command, code, out: out.join('\n'), err: err.join('\n') })}\n`);
}

const today = Math.floor(Date.now() / DAY) * DAY;
for (let i = 0; i < Number(roundsArg); i++) {
  // One hour on day -i, 10:00 to 11:00 UTC: inside the default pull window, apart from the app's entries.
  const from = new Date(today - (i % 60) * DAY + 10 * 3_600_000).toISOString();
  const to = new Date(Date.parse(from) + 3_600_000).toISOString();
  await run('add', [
    'timesheet',
    'add',
    '--project',
    project,
    '--contract-line',
    line,
    '--role',
    role,
    '--from',
    from,
    '--to',
    to,
    '--hours',
    '1',
    // Days of the demo's (some approved, some full, entries at 08:00): confirmed (issue 13).
    '--confirm',
    'DAY_APPROVED,DAY_OVER_MAX,OVERLAP',
    '--description',
    `${tag} cli ${i}`,
  ]);
  await run('sync', ['sync', '--json']);
}
// Exit once the last line has left: stdout is a pipe, and exiting at once could cut it off.
process.stdout.write('done\n', () => process.exit(0));
