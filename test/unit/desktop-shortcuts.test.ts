import { describe, expect, it } from 'vitest';
import { acceleratorProblem, DesktopSettingsUpdate } from '../../shared/app/desktop';
import { englishProblem } from '../../shared/i18n/problems';
import { guardWindowClose, type CloseState } from '../../electron/main/close-to-tray';
import { createGlobalShortcuts, type GlobalShortcutLike } from '../../electron/main/shortcuts';

/*
 * The global shortcuts with a fake globalShortcut (one another app holds already), the accelerator
 * check of Settings › Desktop, and close-to-tray with a fake window's close event.
 */

function fakeGlobalShortcut(takenByOthers: string[] = []) {
  const held = new Map<string, () => void>();
  const gs: GlobalShortcutLike = {
    register(accelerator, callback) {
      if (takenByOthers.includes(accelerator) || held.has(accelerator)) return false;
      held.set(accelerator, callback);
      return true;
    },
    unregister: (accelerator) => void held.delete(accelerator),
  };
  return { gs, held, press: (accelerator: string) => held.get(accelerator)?.() };
}

function setup(takenByOthers: string[] = []) {
  const f = fakeGlobalShortcut(takenByOthers);
  const done: string[] = [];
  const reports: string[] = [];
  const shortcuts = createGlobalShortcuts(f.gs, {
    toggleTimer: () => done.push('toggle'),
    quickEntry: () => done.push('quick'),
    report: (m) => reports.push(m),
  });
  return { ...f, done, reports, shortcuts };
}

describe('global shortcuts', () => {
  it('registers the two shortcuts; pressing them stops/continues the timer and opens quick entry', () => {
    const s = setup();
    expect(
      s.shortcuts.apply({
        shortcutTimer: 'CommandOrControl+Alt+T',
        shortcutQuickEntry: 'CommandOrControl+Alt+N',
      }),
    ).toEqual([]);
    s.press('CommandOrControl+Alt+T');
    s.press('CommandOrControl+Alt+N');
    expect(s.done).toEqual(['toggle', 'quick']);
  });

  it('a changed setting replaces the old shortcut; an empty one registers none; dispose frees all', () => {
    const s = setup();
    s.shortcuts.apply({
      shortcutTimer: 'CommandOrControl+Alt+T',
      shortcutQuickEntry: 'CommandOrControl+Alt+N',
    });
    s.shortcuts.apply({ shortcutTimer: 'Ctrl+Shift+F9', shortcutQuickEntry: '' });
    expect([...s.held.keys()]).toEqual(['Ctrl+Shift+F9']);
    s.shortcuts.dispose();
    expect(s.held.size).toBe(0);
  });

  it('a shortcut another app holds, an invalid one or a doubled one is reported, and the rest still works', () => {
    const s = setup(['CommandOrControl+Alt+T']);
    const problems = s.shortcuts.apply({
      shortcutTimer: 'CommandOrControl+Alt+T',
      shortcutQuickEntry: 'CommandOrControl+Alt+N',
    });
    expect(problems).toEqual([
      'The shortcut CommandOrControl+Alt+T (stop or continue the timer) could not be registered: another app may use it',
    ]);
    expect(s.reports).toEqual(problems);
    s.press('CommandOrControl+Alt+N');
    expect(s.done).toEqual(['quick']);

    const t = setup();
    expect(t.shortcuts.apply({ shortcutTimer: 'Ctrl+Alt+Boom', shortcutQuickEntry: 'T' })).toEqual([
      'The shortcut Ctrl+Alt+Boom (stop or continue the timer) is not valid: "Boom" is not a key Electron knows',
      'The shortcut T (quick entry) is not valid: Add Ctrl, Alt, Super or CommandOrControl',
    ]);
    expect(t.shortcuts.apply({ shortcutTimer: 'Alt+Q', shortcutQuickEntry: 'alt+q' })).toEqual([
      'The shortcut alt+q (quick entry) is already used for the other shortcut',
    ]);
  });

  it('a registration that throws is reported, not fatal', () => {
    // Valid by our check, thrown by Electron (as it does for an accelerator it cannot convert).
    const gs = {
      register: () => {
        throw new Error('boom');
      },
      unregister: () => undefined,
    };
    const reports: string[] = [];
    const shortcuts = createGlobalShortcuts(gs, {
      toggleTimer: () => 0,
      quickEntry: () => 0,
      report: (m) => reports.push(m),
    });
    expect(() => shortcuts.apply({ shortcutTimer: 'Ctrl+Alt+T', shortcutQuickEntry: '' })).not.toThrow();
    expect(reports).toHaveLength(1);
  });
});

describe('accelerators in Settings › Desktop', () => {
  it.each([
    'CommandOrControl+Alt+T',
    'Ctrl+Shift+F12',
    'Super+Space',
    'Alt+Plus',
    'CmdOrCtrl+Alt+num5',
    'Ctrl+/',
  ])('accepts %s', (text) => expect(acceleratorProblem(text)).toBeNull());
  it.each([
    ['', 'Write it as modifiers and a key, like Ctrl+Alt+T'],
    ['Ctrl+', 'Write it as modifiers and a key, like Ctrl+Alt+T'],
    ['T', 'Add Ctrl, Alt, Super or CommandOrControl'],
    ['Shift+T', 'Add Ctrl, Alt, Super or CommandOrControl'],
    ['Hyper+T', '"hyper" is not a modifier (use Ctrl, Alt, Shift, Super or CommandOrControl)'],
    ['Ctrl+Ctrl+T', 'A modifier is named twice'],
    ['Ctrl+Alt+F25', '"F25" is not a key Electron knows'],
  ])('refuses %j', (text, said) => {
    const problem = acceleratorProblem(text);
    expect(problem && englishProblem(problem)).toBe(said);
  });

  it('the channel takes a valid shortcut or none, and no update feed at all', () => {
    expect(DesktopSettingsUpdate.safeParse({ shortcutTimer: '', shortcutQuickEntry: 'Alt+N' }).success).toBe(
      true,
    );
    expect(DesktopSettingsUpdate.safeParse({ shortcutTimer: 'T' }).success).toBe(false);
    for (const updateFeedUrl of ['https://updates.example.com/psa', 'http://updates.example.com/psa', null])
      expect(DesktopSettingsUpdate.safeParse({ updateFeedUrl }).success, String(updateFeedUrl)).toBe(false);
  });
});

describe('close to tray', () => {
  function fakeWindow(state: CloseState) {
    let onClose: ((e: { preventDefault(): void }) => void) | undefined;
    const seen = { hidden: false };
    guardWindowClose(
      { on: (_event, listener) => (onClose = listener), hide: () => (seen.hidden = true) },
      state,
    );
    return {
      seen,
      close() {
        let prevented = false;
        onClose?.({ preventDefault: () => (prevented = true) });
        return prevented ? 'kept in tray' : 'closed';
      },
    };
  }
  const state = (over: Partial<Record<keyof CloseState, boolean>> = {}): CloseState => {
    const v = { quitting: false, closeToTray: true, timerInTray: true, ...over };
    return { quitting: () => v.quitting, closeToTray: () => v.closeToTray, timerInTray: () => v.timerInTray };
  };

  it('closing while a timer runs hides the window into the tray (the default)', () => {
    const w = fakeWindow(state());
    expect(w.close()).toBe('kept in tray');
    expect(w.seen.hidden).toBe(true);
  });

  it('closes as usual with no timer, with the setting off, or when quitting (from the tray too)', () => {
    expect(fakeWindow(state({ timerInTray: false })).close()).toBe('closed');
    expect(fakeWindow(state({ closeToTray: false })).close()).toBe('closed');
    expect(fakeWindow(state({ quitting: true })).close()).toBe('closed');
  });
});
