/*
 * Ending the CLI process. Writes to a pipe are asynchronous: `process.exit` right after a large
 * write (`cli timesheets --json | consumer`) drops whatever the pipe has not taken yet, cutting the
 * output at the pipe's buffer (64 KiB). So the process exits only once its output has left.
 */

type Out = Pick<NodeJS.WriteStream, 'write' | 'on'>;

/**
 * Sets the exit code and exits once stdout and stderr have handed every byte written so far to
 * the system. A reader that went away (EPIPE, e.g. `| head -1`) ends the wait too: nothing more
 * can be delivered.
 */
export function exitWhenFlushed(
  code: number,
  streams: Out[] = [process.stdout, process.stderr],
  exit: (code: number) => void = (c) => process.exit(c),
): void {
  process.exitCode = code;
  let waiting = streams.length;
  let exited = false;
  const done = () => {
    if (--waiting > 0 || exited) return;
    exited = true;
    exit(code);
  };
  if (waiting === 0) return exit(code);
  for (const s of streams) {
    let counted = false;
    const once = () => {
      if (counted) return;
      counted = true;
      done();
    };
    // A stream error (EPIPE) would otherwise be thrown as uncaught after the command succeeded.
    s.on('error', once);
    // Writes complete in order: this callback runs once everything written before it has left.
    s.write('', once);
  }
}
