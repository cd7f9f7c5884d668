import { useHotkeys } from '@mantine/hooks';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MENU_EVENT, type MenuCommand } from '../../../shared/app/menu';
import type shellEn from '../../../shared/i18n/locales/en/shell';
import { on } from '../contract/client';
import { i18n } from '../i18n';
import { notifyError } from '../models/notify';
import { useNavigation, type SectionId } from '../models/navigation';
import { sections } from './sections';
import { openQuickEntry } from '../features/entry/open';
import { useTimer } from '../features/entry/store';
import { stopTimerAndReport } from '../features/entry/TimerCard';
import { startTimer } from '../features/timer/TimerControls';
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
const WEEK_KEYS: {
  id: string;
  /** The label's key in shell:weekKeys. */
  label: Exclude<keyof typeof shellEn.weekKeys, 'where'>;
  keys?: string[];
  hotkey?: string;
}[] = [
  { id: 'week-move', label: 'move', keys: ['↑', '↓', '←', '→', 'Home', 'End'] },
  { id: 'week-edit', label: 'edit', keys: ['Enter', 'F2', '0–9'] },
  { id: 'week-save', label: 'save', keys: ['Enter', 'Tab'] },
  { id: 'week-cancel', label: 'cancel', keys: ['Esc'] },
  { id: 'week-clear', label: 'clear', keys: ['Delete', 'Backspace'] },
  { id: 'week-note', label: 'note', keys: ['N'] },
  { id: 'week-previous-next', label: 'previousNext', keys: [hotkeyText('alt+←'), hotkeyText('alt+→')] },
  { id: 'week-today', label: 'today', hotkey: 'alt+T' },
  { id: 'week-add-row', label: 'addRow', hotkey: 'alt+R' },
  { id: 'week-copy', label: 'copy', hotkey: 'alt+C' },
  { id: 'week-undo', label: 'undo', hotkey: 'mod+Z' },
];

function setTheme(theme: 'light' | 'dark' | 'system'): void {
  void useSettings
    .getState()
    .update({ theme })
    .then((problem) => problem && notifyError(i18n.t('shell:commands.themeNotChanged'), problem));
}

/** The shell's commands; the timer's reads "Stop timer" while one runs. */
export function useShellCommands(): Command[] {
  const running = useTimer((s) => s.timer !== null);
  const { t } = useTranslation('shell');
  return useMemo(
    (): Command[] => [
      {
        id: 'palette',
        label: t('commands.searchEverywhere'),
        hotkey: 'mod+K',
        inPalette: false,
        run: togglePalette,
      },
      { id: 'help', label: t('commands.showShortcuts'), hotkey: '?', run: openShortcutsHelp },
      ...sections.map((s, i) => ({
        id: `go-${s.id}`,
        label: t('commands.goTo', { section: t(`nav.sections.${s.id}`) }),
        hotkey: i < 9 ? `mod+${i + 1}` : s.id === 'settings' ? 'mod+,' : undefined,
        keywords: s.id === 'settings' ? t('keywords.settings') : undefined,
        run: () => go(s.id),
      })),
      {
        id: 'quick-entry',
        label: t('commands.quickEntry'),
        hotkey: 'mod+N',
        keywords: t('keywords.quickEntry'),
        run: () => (go('week'), openQuickEntry()),
      },
      running
        ? {
            id: 'timer',
            label: t('commands.stopTimer'),
            keywords: t('keywords.timer'),
            run: () => void stopTimerAndReport(),
          }
        : {
            id: 'timer',
            label: t('commands.startTimer'),
            keywords: t('keywords.timer'),
            run: () => void startTimer(),
          },
      { id: 'sync', label: t('commands.syncNow'), hotkey: 'mod+shift+S', run: () => void syncNowAndReport() },
      {
        id: 'new-company',
        label: t('commands.newCompany'),
        keywords: t('keywords.create'),
        run: () => (go('companies'), openCreateForm('company')),
      },
      {
        id: 'new-contact',
        label: t('commands.newContact'),
        keywords: t('keywords.contact'),
        run: () => (go('companies'), openCreateForm('contact')),
      },
      {
        id: 'new-project',
        label: t('commands.newProject'),
        keywords: t('keywords.create'),
        run: () => (go('projects'), openCreateForm('project')),
      },
      {
        id: 'new-expense',
        label: t('commands.newExpense'),
        keywords: t('keywords.expense'),
        run: () => go('expenses'),
      },
      {
        id: 'theme-dark',
        label: t('commands.themeDark'),
        keywords: t('keywords.theme'),
        run: () => setTheme('dark'),
      },
      {
        id: 'theme-light',
        label: t('commands.themeLight'),
        keywords: t('keywords.theme'),
        run: () => setTheme('light'),
      },
      {
        id: 'theme-system',
        label: t('commands.themeSystem'),
        keywords: t('keywords.themeSystem'),
        run: () => setTheme('system'),
      },
      ...WEEK_KEYS.map((k) => ({
        ...k,
        label: t(`weekKeys.${k.label}`),
        where: t('weekKeys.where'),
        inPalette: false,
        run: () => go('week'),
      })),
    ],
    [running, t],
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
