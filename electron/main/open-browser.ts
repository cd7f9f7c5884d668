/*
 * How the desktop app opens the OAuth sign-in in the system browser (RFC 8252: the user signs in
 * where their password manager and the PSA service's own page are, never in an embedded view).
 * shell.openExternal hands any URL to the OS, which would also run file: or custom-scheme
 * handlers, so only http and https addresses get through.
 */

/** The part of Electron's shell used here (a test passes a fake). */
export interface ShellLike {
  openExternal(url: string): Promise<void>;
}

/** An opener for the core's sign-in: http(s) URLs to the system browser, anything else refused. */
export function browserOpener(shell: ShellLike): (url: string) => Promise<void> {
  return async (url) => {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new Error('not a URL; the browser was not opened');
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
      throw new Error(`only http and https addresses are opened in the browser, not ${parsed.protocol}`);
    await shell.openExternal(parsed.toString());
  };
}
