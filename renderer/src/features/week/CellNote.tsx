import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The cell, as people read it: "Tuesday 3 March, Northwind ERP rollout, Implementation · Consultant". */
  label: string;
  /** The note the cell's unsent entry has now. */
  initial: string;
  onSave: (text: string) => void;
  onCancel: () => void;
}

/**
 * The note of a grid cell (N on a cell): the description of the cell's unsent entry, typed under
 * the grid. Enter saves, Escape cancels; focus then goes back to the cell.
 */
export function CellNote({ label, initial, onSave, onCancel }: Props) {
  const { t } = useTranslation(['week', 'common']);
  const [text, setText] = useState(initial);
  return (
    <form
      aria-label={t('note.form')}
      onSubmit={(e) => {
        e.preventDefault();
        onSave(text.trim());
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        e.stopPropagation();
        onCancel();
      }}
    >
      <Group align="flex-end" gap="sm" mt="xs" wrap="nowrap">
        <TextInput
          label={t('note.label', { cell: label })}
          description={t('note.hint')}
          value={text}
          maxLength={2000}
          autoFocus
          style={{ flex: 1 }}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Button type="submit">{t('note.save')}</Button>
        <Button variant="default" onClick={onCancel}>
          {t('common:cancel')}
        </Button>
      </Group>
    </form>
  );
}
