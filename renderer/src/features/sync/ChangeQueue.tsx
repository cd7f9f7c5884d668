import { Alert, Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueueItemViewT } from '../../../../shared/app/channels/sync';
import { SyncStateBadge } from '../../components/SyncStateBadge';
import { notify, notifyError } from '../../models/notify';
import { formatRunInstant } from './outcome';
import { useSync } from './store';

function Reason({ change }: { change: QueueItemViewT }) {
  const { t } = useTranslation('sync');
  // The remote's reason as it sent it, framed by a sentence in the interface's language.
  if (change.error)
    return (
      <Text size="sm" c={change.state === 'rejected' ? 'red' : 'dimmed'}>
        {t(change.state === 'rejected' ? 'queue.refused' : 'queue.lastTry', { reason: change.error })}
      </Text>
    );
  // Never sent: say so plainly rather than suggest an earlier change will free it.
  if (change.localOnly)
    return (
      <Text size="sm" c="dimmed">
        {t('queue.localOnly')}
      </Text>
    );
  if (change.blocked)
    return (
      <Text size="sm" c="dimmed">
        {t('queue.blocked')}
      </Text>
    );
  return null;
}

function Row({ change, onDiscard }: { change: QueueItemViewT; onDiscard: (c: QueueItemViewT) => void }) {
  const { t } = useTranslation(['sync', 'common']);
  const retry = useSync((s) => s.retry);
  const [busy, setBusy] = useState(false);
  const onRetry = async () => {
    setBusy(true);
    const problem = await retry(change.id);
    setBusy(false);
    if (problem) notifyError(t('queue.notRetried'), problem);
    else notify({ color: 'teal', message: t('queue.retried') });
  };
  const state = change.state === 'done' ? 'synced' : change.localOnly ? 'local' : change.state;
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{change.summary}</Text>
        <Text
          size="xs"
          c="dimmed"
          title={t('queue.changeTitle', { id: change.id, endpoint: change.endpoint })}
        >
          {t('queue.queued', { when: formatRunInstant(change.createdAt) })}
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
              {t('queue.retry')}
            </Button>
          )}
          {change.state !== 'sending' && (
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => onDiscard(change)}>
              {t('common:discard')}
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function DiscardDialog({ change, onClose }: { change: QueueItemViewT | null; onClose: () => void }) {
  const { t } = useTranslation(['sync', 'common']);
  const discard = useSync((s) => s.discard);
  const [busy, setBusy] = useState(false);
  const onConfirm = async () => {
    if (!change) return;
    setBusy(true);
    const problem = await discard(change.id);
    setBusy(false);
    if (problem) notifyError(t('queue.notDiscarded'), problem);
    else notify({ color: 'teal', message: t('queue.discarded') });
    onClose();
  };
  const isCreate = change?.endpoint.startsWith('create') ?? false;
  return (
    <Modal opened={change !== null} onClose={onClose} title={t('queue.discardTitle')} centered>
      <Stack gap="sm">
        <Text size="sm" fw={500}>
          {change?.summary}
        </Text>
        <Text size="sm">{isCreate ? t('queue.discardCreate') : t('queue.discardUpdate')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('queue.keep')}
          </Button>
          <Button color="red" loading={busy} onClick={() => void onConfirm()}>
            {t('common:discard')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The changes waiting for the remote: pending, being sent, rejected with the remote's reason. */
export function ChangeQueue() {
  const { t } = useTranslation('sync');
  const queue = useSync((s) => s.queue);
  const loaded = useSync((s) => s.listsLoaded);
  const error = useSync((s) => s.listsError);
  const [discarding, setDiscarding] = useState<QueueItemViewT | null>(null);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('queue.title')}
      </Title>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {loaded && queue.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('queue.empty')}
        </Text>
      ) : (
        <Table aria-label={t('queue.title')} verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('queue.change')}</Table.Th>
              <Table.Th w={100}>{t('queue.state')}</Table.Th>
              <Table.Th ta="right">{t('queue.attempts')}</Table.Th>
              <Table.Th>{t('queue.reason')}</Table.Th>
              <Table.Th aria-label={t('queue.actions')} />
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
