import { useHotkeys } from '@mantine/hooks';
import { useEffect } from 'react';
import { MENU_EVENT, type MenuCommand } from '../../../shared/app/menu';
import { on } from '../contract/client';
import { useNavigation, type SectionId } from '../models/navigation';
import { sections } from './sections';
import { openQuickEntry } from '../features/entry/open';
import { syncNowAndReport } from '../features/sync/sync-now';

const MENU_TARGETS: Record<MenuCommand, SectionId> = {
  'sync-center': 'sync',
  settings: 'settings',
  'new-timesheet': 'week',
  'new-expense': 'expenses',
};

/**
 * Ctrl/Cmd+1..9 switch sections, Ctrl/Cmd+Shift+S syncs, Ctrl/Cmd+, opens settings, Ctrl/Cmd+N opens
 * quick entry (over the week view); menu commands navigate.
 */
export function useShellShortcuts(): void {
  const go = useNavigation((s) => s.go);
  useHotkeys(
    [
      ...sections.slice(0, 9).map((s, i) => [`mod+${i + 1}`, () => go(s.id)] as [string, () => void]),
      ['mod+shift+S', () => void syncNowAndReport()],
      ['mod+N', () => (go('week'), openQuickEntry())],
      ['mod+,', () => go('settings')],
    ],
    // Shortcuts with a modifier never type text, so they work inside inputs too.
    [],
  );
  useEffect(
    () =>
      on(MENU_EVENT, ({ command }) => {
        go(MENU_TARGETS[command]);
        if (command === 'new-timesheet') openQuickEntry();
      }),
    [go],
  );
}
