import { Drawer, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { focusAfterClose } from '../../components/focus-hand-off';
import { useTranslation } from 'react-i18next';
import { useQuickEntryOpen } from './open';
import { QuickEntryForm } from './QuickEntryForm';
import { useQuickEntry } from './store';
import { TimerCard } from './TimerCard';

/** The quick entry drawer: the form and the timer, opened with Ctrl/Cmd+N or the menu. */
export function QuickEntryDrawer() {
  const open = useQuickEntryOpen((s) => s.open);
  const close = useQuickEntryOpen((s) => s.close);
  const editing = useQuickEntry((s) => s.draft.editId !== null);
  const { t } = useTranslation('entry');
  // Where the keyboard was when it opened (Ctrl+N from anywhere), to give it back on close even
  // when the drawer's own focus return finds nothing (the section changed, or it was the body).
  const before = useRef<Element | null>(null);
  useEffect(() => {
    if (open) before.current = document.activeElement;
    else if (before.current) focusAfterClose(before.current);
  }, [open]);
  return (
    <Drawer
      opened={open}
      onClose={close}
      position="right"
      size={440}
      title={editing ? t('drawer.changeEntry') : t('drawer.quickEntry')}
    >
      <Stack gap="lg">
        <QuickEntryForm />
        <TimerCard />
      </Stack>
    </Drawer>
  );
}
