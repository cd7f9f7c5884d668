import { Alert, Button, Group } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DuplicateViewT } from '../../../shared/app/channels/records';
import { errorMessage } from '../contract/client';
import { i18n } from '../i18n';
import { notify } from '../models/notify';
import { DuplicateWarning } from './DuplicateWarning';
import { fieldErrorsOf } from './form-values';

/** What the user is told after a record was saved locally and queued (the key of common:saveFlow). */
export const QUEUED_MESSAGE = 'queued';

/** The same for projects, whose fields (stage, template...) only the PSA service can check. */
export const PROJECT_QUEUED = 'projectQueued';

/** Which of the two a save tells. */
type QueuedMessage = typeof QUEUED_MESSAGE | typeof PROJECT_QUEUED;

/**
 * Saving a record form: `run(write)` marks the form busy, runs the write (which returns the
 * notification's title), tells the user it is queued, and on failure shows the core's problem:
 * per field on the form and as a whole in `error`. Resolves true when saved.
 */
export function useQueuedSave<V>(form: UseFormReturnType<V>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (
    write: () => Promise<string>,
    message: QueuedMessage = QUEUED_MESSAGE,
  ): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      notify({ color: 'teal', title: await write(), message: i18n.t(`common:saveFlow.${message}`) });
      return true;
    } catch (err) {
      form.setErrors(fieldErrorsOf(err));
      setError(errorMessage(err));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, setBusy, error, run };
}

interface FooterProps {
  error: string | null;
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
  /** Likely duplicates of a record about to be created, shown instead of the buttons. */
  duplicates?: {
    what: 'company' | 'contact' | 'project';
    matches: DuplicateViewT[] | null;
    onBack: () => void;
    onOpen: (match: DuplicateViewT) => void;
    onCreateAnyway: () => void;
  };
}

/** The end of a record form: the reason it was not saved, then Cancel and Save (or the duplicates). */
export function SaveFooter({ error, busy, submitLabel, onCancel, duplicates }: FooterProps) {
  const { t } = useTranslation('common');
  return (
    <>
      {error && (
        <Alert color="red" title={t('saveFlow.notSaved')} role="alert">
          {error}
        </Alert>
      )}
      {duplicates?.matches ? (
        <DuplicateWarning
          what={duplicates.what}
          matches={duplicates.matches}
          busy={busy}
          onBack={duplicates.onBack}
          onOpen={duplicates.onOpen}
          onCreateAnyway={duplicates.onCreateAnyway}
        />
      ) : (
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      )}
    </>
  );
}
