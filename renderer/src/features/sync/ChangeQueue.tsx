import { Alert, Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { QueueItemViewT } from '../../../../shared/app/channels/sync';
import { SyncStateBadge } from '../../components/SyncStateBadge';
import { notify, notifyError } from '../../models/notify';
import { formatRunInstant } from './outcome';
import { useSync } from './store';

function Reason({ change }: { change: QueueItemViewT }) {
  if (change.error)
    return (
      <Text size="sm" c={change.state === 'rejected' ? 'red' : 'dimmed'}>
        {change.error}
      </Text>
    );
  // Never sent: say so plainly rather than suggest an earlier change will free it.
  if (change.localOnly)
    return (
      <Text size="sm" c="dimmed">
        This project exists only on this computer: it is not sent
      </Text>
    );
  if (change.blocked)
    return (
      <Text size="sm" c="dimmed">
        Waits for an earlier change it depends on
      </Text>
    );
  return null;
}

function Row({ change, onDiscard }: { change: QueueItemViewT; onDiscard: (c: QueueItemViewT) => void }) {
  const retry = useSync((s) => s.retry);
  const [busy, setBusy] = useState(false);
  const onRetry = async () => {
    setBusy(true);
    const problem = await retry(change.id);
    setBusy(false);
    if (problem) notifyError('Not queued again', problem);
    else notify({ color: 'teal', message: 'Queued again: it is sent with the next sync.' });
  };
  const state = change.state === 'done' ? 'synced' : change.localOnly ? 'local' : change.state;
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{change.summary}</Text>
        <Text size="xs" c="dimmed" title={`Change ${change.id}: ${change.endpoint}`}>
          Queued {formatRunInstant(change.createdAt)}
        </Text>
      </Table.Td>
      <Table.Td miw={100}>
        <SyncStateBadge state={state} entry />
      </Table.Td>
      <Table.Td ta="right">{change.attempts}</Table.Td>
      <Table.Td>
        <Reason change={change} />
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap" justify="flex-end">
          {change.state === 'rejected' && (
            <Button size="compact-sm" variant="light" loading={busy} onClick={() => void onRetry()}>
              Retry
            </Button>
          )}
          {change.state !== 'sending' && (
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => onDiscard(change)}>
              Discard
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function DiscardDialog({ change, onClose }: { change: QueueItemViewT | null; onClose: () => void }) {
  const discard = useSync((s) => s.discard);
  const [busy, setBusy] = useState(false);
  const onConfirm = async () => {
    if (!change) return;
    setBusy(true);
    const problem = await discard(change.id);
    setBusy(false);
    if (problem) notifyError('Not discarded', problem);
    else notify({ color: 'teal', message: 'Change discarded.' });
    onClose();
  };
  const isCreate = change?.endpoint.startsWith('create') ?? false;
  return (
    <Modal opened={change !== null} onClose={onClose} title="Discard this change?" centered>
      <Stack gap="sm">
        <Text size="sm" fw={500}>
          {change?.summary}
        </Text>
        <Text size="sm">
          {isCreate
            ? 'It is never sent, and the record created on this device is removed. This cannot be undone.'
            : 'It is never sent; this device keeps showing your change until the next sync brings the remote’s version.'}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Keep it
          </Button>
          <Button color="red" loading={busy} onClick={() => void onConfirm()}>
            Discard
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The changes waiting for the remote: pending, being sent, rejected with the remote's reason. */
export function ChangeQueue() {
  const queue = useSync((s) => s.queue);
  const loaded = useSync((s) => s.listsLoaded);
  const error = useSync((s) => s.listsError);
  const [discarding, setDiscarding] = useState<QueueItemViewT | null>(null);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Changes waiting to be sent
      </Title>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {loaded && queue.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing is waiting: every change made here has reached the remote.
        </Text>
      ) : (
        <Table aria-label="Changes waiting to be sent" verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Change</Table.Th>
              <Table.Th w={100}>State</Table.Th>
              <Table.Th ta="right">Attempts</Table.Th>
              <Table.Th>Reason</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {queue.map((c) => (
              <Row key={c.id} change={c} onDiscard={setDiscarding} />
            ))}
          </Table.Tbody>
        </Table>
      )}
      <DiscardDialog change={discarding} onClose={() => setDiscarding(null)} />
    </Stack>
  );
}
