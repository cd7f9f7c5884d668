import { AppShell, Center, Kbd, Loader, NavLink, ScrollArea, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useNavigation } from '../models/navigation';
import { panelOf, sectionById, sections } from './sections';
import { StatusBar } from './StatusBar';
import { useShellShortcuts } from './shortcuts';
import { PanelBoundary } from './PanelBoundary';
import { useOverflowTitles } from './overflow-titles';
import classes from './Shell.module.css';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const MOD = isMac ? '⌘' : 'Ctrl+';

function shortcutOf(id: string, index: number) {
  const keys = index < 9 ? `${MOD}${index + 1}` : id === 'settings' ? `${MOD},` : null;
  return keys ? (
    <Kbd size="xs" className={classes.kbd}>
      {keys}
    </Kbd>
  ) : undefined;
}

function Navbar() {
  const current = useNavigation((s) => s.section);
  const go = useNavigation((s) => s.go);
  return (
    <AppShell.Navbar p="xs" component="nav" aria-label="Sections">
      <Title order={2} size="h5" px="sm" py="xs" c="dimmed">
        PSA Desk
      </Title>
      <ScrollArea type="never" style={{ flex: 1 }}>
        {sections.map((s, i) => (
          <NavLink
            key={s.id}
            component="button"
            label={s.label}
            active={s.id === current}
            aria-current={s.id === current ? 'page' : undefined}
            onClick={() => go(s.id)}
            rightSection={shortcutOf(s.id, i)}
            className={classes.navLink}
          />
        ))}
      </ScrollArea>
    </AppShell.Navbar>
  );
}

function CurrentPanel() {
  const id = useNavigation((s) => s.section);
  const section = sectionById(id);
  const Panel = panelOf(section);
  return (
    <section aria-label={section.label} className={classes.panel}>
      <PanelBoundary key={id} label={section.label}>
        <Suspense
          fallback={
            <Center h="100%">
              <Loader size="sm" aria-label={`Loading ${section.label}`} />
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
  useShellShortcuts();
  useOverflowTitles();
  return (
    <AppShell navbar={{ width: 210, breakpoint: 0 }} footer={{ height: 44 }} padding="md">
      <Navbar />
      <AppShell.Main className={classes.main}>
        <CurrentPanel />
      </AppShell.Main>
      <AppShell.Footer>
        <StatusBar />
      </AppShell.Footer>
    </AppShell>
  );
}
