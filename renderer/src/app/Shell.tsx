import { AppShell, Center, Kbd, Loader, NavLink, ScrollArea, Title } from '@mantine/core';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusLost, focusWhenShown, sectionHeading } from '../components/focus-hand-off';
import { useNavigation } from '../models/navigation';
import { CommandPalette } from '../features/palette/CommandPalette';
import { CreateRecordHost } from '../features/palette/CreateRecordHost';
import { hotkeyText } from '../features/palette/keys';
import { ShortcutsHelp } from '../features/palette/ShortcutsHelp';
import type { Command } from '../features/palette/types';
import { panelOf, sectionById, sections } from './sections';
import { StatusBar } from './StatusBar';
import { useShellCommands, useShellShortcuts } from './shortcuts';
import { PanelBoundary } from './PanelBoundary';
import { useOverflowTitles } from './overflow-titles';
import { useQuickCapture } from '../features/expenses/receipts/quick-capture';
import classes from './Shell.module.css';

/** A section's key as its command binds it (shortcuts.ts), shown next to its name. */
function shortcutOf(id: string, commands: Command[]) {
  const hotkey = commands.find((c) => c.id === `go-${id}`)?.hotkey;
  return hotkey ? (
    <Kbd size="xs" className={classes.kbd}>
      {hotkeyText(hotkey)}
    </Kbd>
  ) : undefined;
}

function Navbar({ commands }: { commands: Command[] }) {
  const current = useNavigation((s) => s.section);
  const go = useNavigation((s) => s.go);
  const { t } = useTranslation('shell');
  return (
    <AppShell.Navbar p="xs" component="nav" aria-label={t('nav.region')}>
      {/* The page's one level-one heading (the sections' titles are level two under it). */}
      <Title order={1} size="h5" px="sm" py="xs" c="dimmed">
        {/* eslint-disable-next-line i18next/no-literal-string -- the product's name, the same in every language */}
        {'PSA Desk'}
      </Title>
      <ScrollArea type="never" style={{ flex: 1 }}>
        {sections.map((s) => (
          <NavLink
            key={s.id}
            component="button"
            label={t(`nav.sections.${s.id}`)}
            active={s.id === current}
            aria-current={s.id === current ? 'page' : undefined}
            onClick={() => go(s.id)}
            rightSection={shortcutOf(s.id, commands)}
            className={classes.navLink}
          />
        ))}
      </ScrollArea>
    </AppShell.Navbar>
  );
}

/** Whether the keyboard is outside every panel and dialog (body, navbar, status bar): free to take. */
const offPanel = () => {
  const active = document.activeElement;
  return focusLost() || !active?.closest('main section, [role="dialog"], [aria-modal="true"]');
};

/**
 * One rule for every section: after a switch (Ctrl/Cmd+1..9, Ctrl/Cmd+, or the navbar) the
 * keyboard goes to the section's heading, unless the panel took it itself (a search field, a form)
 * or a dialog has it. Not at start-up: the landing section keeps its own focus.
 */
function useFocusOnSwitch(id: string) {
  const shown = useRef(id);
  useEffect(() => {
    if (shown.current === id) return;
    shown.current = id;
    focusWhenShown(sectionHeading, offPanel);
  }, [id]);
}

function CurrentPanel() {
  const id = useNavigation((s) => s.section);
  const { t } = useTranslation('shell');
  useFocusOnSwitch(id);
  const Panel = panelOf(sectionById(id));
  const label = t(`nav.sections.${id}`);
  return (
    <section aria-label={label} className={classes.panel}>
      <PanelBoundary key={id} label={label}>
        <Suspense
          fallback={
            <Center h="100%">
              <Loader size="sm" aria-label={t('panel.loading', { section: label })} />
            </Center>
          }
        >
          <Panel />
        </Suspense>
      </PanelBoundary>
    </section>
  );
}

/** The app shell: sections on the left, the current panel, the sync status bar at the bottom. */
export function Shell() {
  const commands = useShellCommands();
  useShellShortcuts(commands);
  useOverflowTitles();
  useQuickCapture();
  return (
    <AppShell navbar={{ width: 210, breakpoint: 0 }} footer={{ height: 44 }} padding="md">
      <Navbar commands={commands} />
      {/* Focusable by script only: where the keyboard lands when the control it was on goes away. */}
      <AppShell.Main className={classes.main} tabIndex={-1}>
        <CurrentPanel />
      </AppShell.Main>
      <AppShell.Footer>
        <StatusBar />
      </AppShell.Footer>
      <CommandPalette commands={commands} />
      <ShortcutsHelp commands={commands} />
      <CreateRecordHost />
    </AppShell>
  );
}
