import { describe, expect, it } from 'vitest';
import {
  acceleratorText,
  acceleratorToStore,
  acceleratorWords,
} from '../../renderer/src/features/palette/accelerator-text';
import { acceleratorProblem } from '../../shared/app/desktop';

/*
 * Walkthrough 30, point 12: Settings › Desktop showed Electron's "CommandOrControl+Alt+T". The
 * shortcuts are shown as the platform reads them; what is stored stays Electron's text, and what a
 * person types in the shown words is an accelerator Electron reads.
 */

describe('global shortcuts as the platform reads them', () => {
  it('writes CommandOrControl as Ctrl off a Mac and as ⌘ (Cmd in a field) on a Mac', () => {
    expect(acceleratorText('CommandOrControl+Alt+T', false)).toBe('Ctrl+Alt+T');
    expect(acceleratorText('CmdOrCtrl+Shift+n', false)).toBe('Ctrl+Shift+N');
    expect(acceleratorText('CommandOrControl+Alt+T', true)).toBe('⌘⌥T');
    expect(acceleratorWords('CommandOrControl+Alt+T', false)).toBe('Ctrl+Alt+T');
    expect(acceleratorWords('CommandOrControl+Alt+T', true)).toBe('Cmd+Option+T');
    expect(acceleratorText('Super+F5', false)).toBe('Super+F5');
    expect(acceleratorWords('', false)).toBe('');
  });

  it('keeps the stored accelerator while the field shows it, and stores typed words Electron reads', () => {
    expect(acceleratorToStore('Ctrl+Alt+T', 'CommandOrControl+Alt+T', false)).toBe('CommandOrControl+Alt+T');
    expect(acceleratorToStore('Cmd+Option+T', 'CommandOrControl+Alt+T', true)).toBe('CommandOrControl+Alt+T');
    expect(acceleratorToStore(' Ctrl+Shift+T ', 'CommandOrControl+Alt+T', false)).toBe('Ctrl+Shift+T');
    for (const shown of ['Ctrl+Alt+T', 'Cmd+Option+T', 'Super+F5'])
      expect(acceleratorProblem(shown)).toBeNull();
  });
});
