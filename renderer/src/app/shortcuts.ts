import { useHotkeys } from '@mantine/hooks';
import { useEffect, useMemo } from 'react';
import { MENU_EVENT, type MenuCommand } from '../../../shared/app/menu';
import { on } from '../contract/client';
import { notifyError } from '../models/notify';
import { useNavigation, type SectionId } from '../models/navigation';
import { sections } from './sections';
import { openQuickEntry } from '../features/entry/open';
import { useTimer } from '../features/entry/store';
import { stopTimerAndReport } from '../features/entry/TimerCard';
import { hotkeyText, isTextField } from '../features/palette/keys';
import { openCreateForm, openShortcutsHelp, togglePalette, usePalette } from '../features/palette/store';
import type { Command } from '../features/palette/types';
import { useSettings } from '../features/settings/store';
import { syncNowAndReport } from '../features/sync/sync-now';
import { useWeek } from '../features/week/store';

/*
 * THE table of what the user can do from anywhere: the command palette offers these actions, the
 * keys below are bound from it, and the shortcuts help (`?`) lists it, so the three cannot drift.
 */

const MENU_TARGETS: Record<MenuCommand, SectionId> = {
  'sync-center': 'sync',
  settings: 'settings',
  'new-timesheet': 'week',
  'new-expense': 'expenses',
  week: 'week',
};

const go = (id: SectionId) => useNavigation.getState().go(id);

/**
 * The week page's keys, listed by the help only: WeekGrid.tsx (cells) and WeekPanel.tsx (the
 * page) bind them, so the shell does not (see useShellShortcuts).
 */
const WEEK_KEYS: { id: string; label: string; keys?: string[]; hotkey?: string }[] = [
  { id: 'week-move', label: 'Move between cells', keys: ['↑', '↓', '←', '→', 'Home', 'End'] },
  { id: 'week-edit', label: 'Edit the cell: Enter, or type the hours', keys: ['Enter', 'F2', '0–9'] },
  { id: 'week-save', label: 'Save the hours and move right (left with Shift)', keys: ['Enter', 'Tab'] },
  { id: 'week-cancel', label: 'Cancel the edit', keys: ['Esc'] },
  { id: 'week-clear', label: 'Clear the cell (unsent hours)', keys: ['Delete', 'Backspace'] },
  { id: 'week-note', label: 'Write the note of the cell', keys: ['N'] },
  {
    id: 'week-previous-next',
    label: 'Previous or next week',
    keys: [hotkeyText('alt+←'), hotkeyText('alt+→')],
  },
  { id: 'week-today', label: 'This week', hotkey: 'alt+T' },
  { id: 'week-add-row', label: 'Add a row', hotkey: 'alt+R' },
  { id: 'week-copy', label: 'Copy last week’s rows', hotkey: 'alt+C' },
  { id: 'week-undo', label: 'Undo the deletion', hotkey: 'mod+Z' },
];

function setTheme(theme: 'light' | 'dark' | 'system'): void {
  void useSettings
    .getState()
    .update({ theme })
    .then((problem) => problem && notifyError('The theme was not changed', problem));
}

/** The shell's commands; the timer's reads "Stop timer" while one runs. */
export function useShellCommands(): Command[] {
  const running = useTimer((s) => s.timer !== null);
  return useMemo(
    (): Command[] => [
      { id: 'palette', label: 'Search everywhere', hotkey: 'mod+K', inPalette: false, run: togglePalette },
      { id: 'help', label: 'Show keyboard shortcuts', hotkey: '?', run: openShortcutsHelp },
      ...sections.map((s, i) => ({
        id: `go-${s.id}`,
        label: `Go to ${s.label}`,
        hotkey: i < 9 ? `mod+${i + 1}` : s.id === 'settings' ? 'mod+,' : undefined,
        keywords: s.id === 'settings' ? 'preferences options' : undefined,
        run: () => go(s.id),
      })),
      {
        id: 'quick-entry',
        label: 'Quick entry',
        hotkey: 'mod+N',
        keywords: 'new hours time',
        run: () => (go('week'), openQuickEntry()),
      },
      running
        ? { id: 'timer', label: 'Stop timer', keywords: 'clock', run: () => void stopTimerAndReport() }
        : { id: 'timer', label: 'Start timer', keywords: 'clock', run: () => (go('week'), openQuickEntry()) },
      { id: 'sync', label: 'Sync now', hotkey: 'mod+shift+S', run: () => void syncNowAndReport() },
      {
        id: 'new-company',
        label: 'New company',
        keywords: 'create add',
        run: () => (go('companies'), openCreateForm('company')),
      },
      {
        id: 'new-contact',
        label: 'New contact',
        keywords: 'create add person',
        run: () => (go('companies'), openCreateForm('contact')),
      },
      {
        id: 'new-project',
        label: 'New project',
        keywords: 'create add',
        run: () => (go('projects'), openCreateForm('project')),
      },
      { id: 'new-expense', label: 'New expense', keywords: 'create add cost', run: () => go('expenses') },
      {
        id: 'theme-dark',
        label: 'Theme: dark',
        keywords: 'appearance colour color',
        run: () => setTheme('dark'),
      },
      {
        id: 'theme-light',
        label: 'Theme: light',
        keywords: 'appearance colour color',
        run: () => setTheme('light'),
      },
      {
        id: 'theme-system',
        label: 'Theme: as the system',
        keywords: 'appearance colour color auto',
        run: () => setTheme('system'),
      },
      ...WEEK_KEYS.map((k) => ({ ...k, where: 'In the week grid', inPalette: false, run: () => go('week') })),
    ],
    [running],
  );
}

/**
 * Binds the commands' keys: those with a modifier work inside inputs too (they never type text);
 * `?` shows the shortcuts only outside text fields. Menu commands navigate.
 */
export function useShellShortcuts(commands: Command[]): void {
  // Keys of one part of the app (where) are bound there: binding them here too would run them twice.
  const bound = commands.filter((c) => c.where === undefined && c.hotkey?.includes('+'));
  useHotkeys(
    bound.map((c) => [c.hotkey ?? '', c.run] as [string, () => void]),
    // Shortcuts with a modifier never type text, so they work inside inputs too.
    [],
  );
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '?' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
      if (isTextField(e.target) || usePalette.getState().palette) return;
      e.preventDefault();
      openShortcutsHelp();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  useEffect(
    () =>
      on(MENU_EVENT, ({ command, date }) => {
        go(MENU_TARGETS[command]);
        if (command === 'new-timesheet') openQuickEntry();
        // A reminder's week (the oldest not submitted, say), not only the Week section.
        if (command === 'week' && date) useWeek.getState().goTo(date);
      }),
    [],
  );
}
