import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SyncOutcomeViewT } from '../../../../shared/app/views';
import { notify, notifyError } from '../../models/notify';
import { useSync } from './store';

/**
 * A pull that would delete most of some kind of local data is held back until the user says so:
 * the alert stays in the sync center, the dialog asks; confirming re-runs the sync allowing it.
 */
export function MassDeleteConfirm() {
  const { t } = useTranslation('sync');
  const confirmation = useSync((s) => s.confirmation);
  const answer = useSync((s) => s.answerConfirmation);
  // The dialog opens for each new held-back outcome; closing it leaves the alert to reopen it.
  const [closedFor, setClosedFor] = useState<SyncOutcomeViewT | null>(null);
  const [busy, setBusy] = useState(false);
  if (!confirmation) return null;
  const onAnswer = async (allow: boolean) => {
    setBusy(true);
    const outcome = await answer(allow);
    setBusy(false);
    if (!allow) return;
    if (outcome?.outcome === 'ok') notify({ color: 'teal', message: t('massDelete.synced') });
    else if (outcome) notifyError(t('report.incomplete'), outcome.message);
  };
  return (
    <>
      <Alert color="orange" title={t('massDelete.alert')} role="alert">
        <Text size="sm">{confirmation.message}</Text>
        <Button mt="sm" size="xs" variant="light" color="orange" onClick={() => setClosedFor(null)}>
          {t('massDelete.review')}
        </Button>
      </Alert>
      <Modal
        opened={closedFor !== confirmation}
        onClose={() => setClosedFor(confirmation)}
        title={t('massDelete.title')}
        centered
      >
        <Stack gap="sm">
          <Text size="sm">{t('massDelete.found')}</Text>
          <Text size="sm" fw={500}>
            {confirmation.message}
          </Text>
          <Text size="sm">{t('massDelete.advice')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => void onAnswer(false)} disabled={busy} data-autofocus>
              {t('massDelete.keep')}
            </Button>
            <Button color="red" loading={busy} onClick={() => void onAnswer(true)}>
              {t('massDelete.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
