import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { SyncOutcomeViewT } from '../../../../shared/app/views';
import { notify, notifyError } from '../../models/notify';
import { useSync } from './store';

/**
 * A pull that would delete most of some kind of local data is held back until the user says so:
 * the alert stays in the sync center, the dialog asks; confirming re-runs the sync allowing it.
 */
export function MassDeleteConfirm() {
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
    if (outcome?.outcome === 'ok')
      notify({ color: 'teal', message: 'Synced: the records gone from the remote were removed here.' });
    else if (outcome) notifyError('Sync did not complete', outcome.message);
  };
  return (
    <>
      <Alert color="orange" title="The remote no longer has much of your data" role="alert">
        <Text size="sm">{confirmation.message}</Text>
        <Button mt="sm" size="xs" variant="light" color="orange" onClick={() => setClosedFor(null)}>
          Review…
        </Button>
      </Alert>
      <Modal
        opened={closedFor !== confirmation}
        onClose={() => setClosedFor(confirmation)}
        title="Delete these records here too?"
        centered
      >
        <Stack gap="sm">
          <Text size="sm">
            The last sync found that the remote no longer has most of some kind of data kept on this device:
          </Text>
          <Text size="sm" fw={500}>
            {confirmation.message}
          </Text>
          <Text size="sm">
            If the remote is the right one and the data was removed on purpose, delete it here too. If you are
            not sure (a wrong address, a different account), keep it and check Settings first.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => void onAnswer(false)} disabled={busy} data-autofocus>
              Keep for now
            </Button>
            <Button color="red" loading={busy} onClick={() => void onAnswer(true)}>
              Delete and sync
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
