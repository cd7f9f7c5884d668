import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SyncStateT } from '../../../shared/app/views';
import { report, type Outcome } from '../models/outcome';
import classes from './EntryRows.module.css';

interface Props {
  syncState: SyncStateT;
  /** Names the row in the buttons' accessible labels ("Delete <label>"). */
  label: string;
  /** Offered on pending rows when given. */
  onEdit?: (() => void) | undefined;
  onFix: () => void;
  /** Deletes a pending row or discards a rejected one. */
  onRemove: () => Promise<Outcome>;
  /** Shown on rows that cannot be changed (synced), with its explanation as title. */
  readOnly: { text: string; title: string };
}

/** A row's actions by sync state: pending ones can be (edited and) deleted, rejected ones fixed or discarded. */
export function RowActions({ syncState, label, onEdit, onFix, onRemove, readOnly }: Props) {
  const { t } = useTranslation('common');
  // Kept on this computer ('local') is as changeable as pending: nothing of it was sent.
  if (syncState === 'pending' || syncState === 'local')
    return (
      <div className={classes.actions}>
        {onEdit && (
          <Button
            size="compact-xs"
            variant="default"
            onClick={onEdit}
            aria-label={t('rowActions.editLabel', { label })}
          >
            {t('edit')}
          </Button>
        )}
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          onClick={() => void onRemove().then((o) => !o.ok && report(t('delete'), o))}
          aria-label={t('rowActions.deleteLabel', { label })}
        >
          {t('delete')}
        </Button>
      </div>
    );
  if (syncState === 'rejected')
    return (
      <div className={classes.actions}>
        <Button size="compact-xs" onClick={onFix} aria-label={t('rowActions.fixLabel', { label })}>
          {t('fix')}
        </Button>
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          onClick={() => void onRemove().then((o) => report(t('discard'), o))}
          aria-label={t('rowActions.discardLabel', { label })}
        >
          {t('discard')}
        </Button>
      </div>
    );
  return (
    <Text size="xs" c="dimmed" ta="right" title={readOnly.title}>
      {syncState === 'sending' ? t('rowActions.sending') : readOnly.text}
    </Text>
  );
}
