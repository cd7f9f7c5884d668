import { Alert, Button, Group, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { report } from '../models/outcome';
import { useUndo, type Removed } from '../models/undo';
import { firstControlIn, focusLost, focusWhenShown } from './focus-hand-off';

/** The row attribute naming an entry's id in each list (ExpenseList.tsx, TimesheetList.tsx). */
const ROW_ID: Record<Removed['kind'], string> = {
  expenses: 'data-expense-id',
  timesheets: 'data-timesheet-id',
};

/**
 * The bar after deleting a pending entry from a list: bring it back with Undo, or dismiss. Shown
 * by the list of the kind deleted last (models/undo.ts keeps one deletion for all lists). The
 * keyboard goes to Undo when the bar appears (the deleted row's Delete is gone) and, after Undo,
 * to the restored row.
 */
export function UndoBar({ kind }: { kind: Removed['kind'] }) {
  const { t } = useTranslation('common');
  const last = useUndo((s) => (s.last?.kind === kind ? s.last : null));
  const { undo, dismiss } = useUndo.getState();
  const undoButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (last) undoButton.current?.focus();
  }, [last]);
  if (last === null) return null;
  const onUndo = () =>
    void undo().then((o) => {
      report(t('undo'), o);
      const id = o.ids[0];
      if (!o.ok || id === undefined) return;
      // The bar is gone with its Undo: the restored row takes the keyboard once the list has it.
      const onUndoStill = () => focusLost() || document.activeElement === undoButton.current;
      focusWhenShown(() => firstControlIn(`[${ROW_ID[kind]}="${id}"]`), onUndoStill);
    });
  return (
    <Alert
      color="gray"
      withCloseButton
      onClose={dismiss}
      closeButtonLabel={t('dismiss')}
      role="status"
      p="xs"
      // The Alert and its message box clip their content; Undo's focus ring reaches past them.
      styles={{ root: { overflow: 'visible' }, message: { overflow: 'visible' } }}
    >
      <Group justify="space-between">
        <Text size="sm">{last.text}</Text>
        <Button ref={undoButton} size="compact-sm" variant="light" onClick={onUndo}>
          {t('undo')}
        </Button>
      </Group>
    </Alert>
  );
}
