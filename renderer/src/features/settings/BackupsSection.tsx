import { Button, Group, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import type { BackupViewT } from '../../../../shared/app/channels/backups';
import { formatInstant } from '../../../../shared/dates-display';
import { call } from '../../contract/client';
import { notify, notifyError } from '../../models/notify';

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : `${Math.ceil(bytes / 1024)} KiB`;
const when = (iso: string) => formatInstant(iso);

/**
 * Settings › Backups: the replica's automatic backups (daily and before an update, the last 3),
 * and restoring one. The core keeps the replaced replica aside, never deletes it.
 */
export function BackupsSection() {
  const [backups, setBackups] = useState<BackupViewT[] | null>(null);
  const [folder, setFolder] = useState('');
  const [asking, setAsking] = useState<BackupViewT | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const r = await call('backups:list', {});
    if (r.ok) {
      setBackups(r.data.backups);
      setFolder(r.data.folder);
    } else notifyError('Backups not listed', r.error.message);
  }, []);
  useEffect(() => void load(), [load]);

  const restore = async (b: BackupViewT) => {
    setBusy(true);
    const r = await call('backups:restore', { name: b.name });
    setBusy(false);
    setAsking(null);
    if (!r.ok) {
      notifyError('Backup not restored', r.error.message);
      return;
    }
    notify({ color: 'teal', title: 'Backup restored', message: r.data.summary, autoClose: 10_000 });
    void load();
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Backups">
      <Title order={3} size="h5" mb="xs">
        Backups
      </Title>
      <Text size="sm" mb="sm">
        The local data is backed up once a day and before an update changes it; the last 3 are kept in{' '}
        {folder || 'the data folder'}.
      </Text>
      {backups && backups.length === 0 && <Text size="sm">No backup yet.</Text>}
      {backups && backups.length > 0 && (
        <Table aria-label="Backups" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Taken</Table.Th>
              <Table.Th>Why</Table.Th>
              <Table.Th ta="right">Unsynced changes</Table.Th>
              <Table.Th ta="right">Size</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {backups.map((b) => (
              <Table.Tr key={b.name}>
                <Table.Td>{when(b.createdAt)}</Table.Td>
                <Table.Td>{b.reason === 'migration' ? 'Before an update' : 'Daily'}</Table.Td>
                <Table.Td ta="right">{b.unsynced ?? '?'}</Table.Td>
                <Table.Td ta="right">{size(b.size)}</Table.Td>
                <Table.Td ta="right">
                  <Button size="xs" variant="default" onClick={() => setAsking(b)}>
                    Restore…
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Modal opened={asking !== null} onClose={() => setAsking(null)} title="Restore this backup?">
        {asking && (
          <Stack gap="sm">
            <Text size="sm">
              The local data goes back to {when(asking.createdAt)}. Anything entered since then that is not
              synced is no longer shown; the current data is kept aside in the data folder, not deleted.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsking(null)}>
                Cancel
              </Button>
              <Button color="red" loading={busy} onClick={() => void restore(asking)}>
                Restore
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Paper>
  );
}
