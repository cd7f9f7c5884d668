import '@mantine/dates/styles.css';
import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { localDate } from '../../../../shared/app/entry-time';
import { errorMessage } from '../../contract/client';
import { i18n } from '../../i18n';
import { notify, notifyError } from '../../models/notify';
import { QuickEntryDrawer } from '../entry/QuickEntryDrawer';
import { useTimer } from '../entry/store';
import { AddRowForm } from './AddRowForm';
import { DayList } from './DayList';
import { useWeek, type CellOutcome } from './store';
import { copyPreviousAndReport, WeekHeader } from './WeekHeader';
import { WeekGrid } from './WeekGrid';
import { WeekSubmission } from './WeekSubmission';
import classes from './Week.module.css';

async function undo(): Promise<void> {
  try {
    await useWeek.getState().undo();
    notify({
      color: 'teal',
      title: i18n.t('week:panel.restored'),
      message: i18n.t('week:panel.restoredMessage'),
    });
  } catch (err) {
    notifyError(i18n.t('week:panel.notRestored'), errorMessage(err));
  }
}

/** Says an entry was deleted, with Undo in the message (also the header's button and Ctrl/⌘+Z). */
function offerUndo(): void {
  notify({
    title: i18n.t('week:panel.deleted'),
    message: (
      <Group justify="space-between" gap="xs">
        <Text size="sm">{i18n.t('week:panel.deletedMessage')}</Text>
        <Button size="compact-xs" variant="light" onClick={() => void undo()}>
          {i18n.t('common:undo')}
        </Button>
      </Group>
    ),
    autoClose: 10_000,
  });
}

function Body({ addRowRef }: { addRowRef: React.RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation('week');
  const hasView = useWeek((s) => s.view !== null);
  const empty = useWeek((s) => s.view?.rows.length === 0);
  const error = useWeek((s) => s.error);
  if (error && !hasView)
    return (
      <Alert color="red" title={t('panel.readFailed')} role="alert">
        {error}
      </Alert>
    );
  if (!hasView)
    return (
      <Center h={200}>
        <Loader size="sm" aria-label={t('panel.loading')} />
      </Center>
    );
  const onOutcome = (outcome: CellOutcome | null) => outcome === 'deleted' && offerUndo();
  return (
    <>
      <WeekGrid onOutcome={onOutcome} />
      {empty && (
        <Text size="sm" c="dimmed">
          {t('panel.empty')}
        </Text>
      )}
      <AddRowForm projectRef={addRowRef} />
      <DayList onDeleted={offerUndo} />
    </>
  );
}

/** The week view: hours per project line and day, typed by keyboard, with the day's entries below. */
export default function WeekPanel() {
  const addRowRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    void useWeek.getState().load();
    void useTimer
      .getState()
      .load()
      .catch((err: unknown) => notifyError(i18n.t('week:panel.timerFailed'), errorMessage(err)));
  }, []);
  // A week without rows has no cell to take the focus: the add-row field does.
  const focusWeek = useWeek((s) => s.focusWeek);
  const shown = useWeek((s) => s.view);
  useEffect(() => {
    if (!focusWeek || shown?.weekStart !== focusWeek || shown.rows.length > 0) return;
    useWeek.setState({ focusWeek: null });
    addRowRef.current?.focus();
  }, [focusWeek, shown]);
  const { goWeeks, goTo } = useWeek.getState();
  // From a cell, the focus follows to the same cell of the week shown next (not to the page).
  const keepCellFocus = (go: () => void) => {
    const inCell = document.activeElement?.closest('[role="gridcell"]') != null;
    go();
    if (inCell) useWeek.setState({ focusWeek: useWeek.getState().weekStart });
  };
  useHotkeys([
    ['alt+ArrowLeft', () => keepCellFocus(() => goWeeks(-1))],
    ['alt+ArrowRight', () => keepCellFocus(() => goWeeks(1))],
    ['alt+T', () => keepCellFocus(() => goTo(localDate(Date.now())))],
    ['alt+R', () => addRowRef.current?.focus()],
    ['alt+C', () => void copyPreviousAndReport()],
    ['mod+Z', () => useWeek.getState().removed && void undo()],
  ]);
  return (
    <div className={classes.panel}>
      <WeekHeader onUndo={() => void undo()} />
      <WeekSubmission />
      <Body addRowRef={addRowRef} />
      <QuickEntryDrawer />
    </div>
  );
}
