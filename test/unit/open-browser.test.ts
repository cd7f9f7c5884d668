import { describe, expect, it } from 'vitest';
import { browserOpener, type ShellLike } from '../../electron/main/open-browser';

/* The desktop adapter that opens the sign-in in the system browser, over a stand-in for Electron's shell. */

function fakeShell(): ShellLike & { opened: string[] } {
  const opened: string[] = [];
  return { opened, openExternal: async (url) => void opened.push(url) };
}

describe('opening the sign-in in the system browser', () => {
  it('hands http and https addresses to the shell', async () => {
    const shell = fakeShell();
    const open = browserOpener(shell);
    const url =
      'https://www.psohubapp.com/link/apiauthorization?clientid=a&scope=projects+timesheets&state=s';
    await open(url);
    await open('http://127.0.0.1:4010/link/apiauthorization?clientid=psa-desk');
    expect(shell.opened).toEqual([url, 'http://127.0.0.1:4010/link/apiauthorization?clientid=psa-desk']);
  });

  it('refuses every other scheme and what is not a URL, without reaching the shell', async () => {
    const shell = fakeShell();
    const open = browserOpener(shell);
    for (const bad of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'smb://host/share',
      'ms-settings:',
      'not a url',
      '',
    ]) {
      await expect(open(bad), bad).rejects.toThrow();
    }
    expect(shell.opened).toEqual([]);
  });
});
