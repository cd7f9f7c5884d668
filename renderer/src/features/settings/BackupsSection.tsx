import { Button, Group, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackupViewT } from '../../../../shared/app/channels/backups';
import { formatInstant } from '../../../../shared/dates-display';
import { formatHours } from '../../components/format';
import { call } from '../../contract/client';
import { i18n } from '../../i18n';
import { notify, notifyError } from '../../models/notify';

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? i18n.t('settings:backups.mib', { n: formatHours(Math.round(bytes / 1024 / 102.4) / 10) })
    : i18n.t('settings:backups.kib', { n: formatHours(Math.ceil(bytes / 1024)) });
const when = (iso: string) => formatInstant(iso);

/**
 * Settings › Backups: the replica's automatic backups (daily and before an update, the last 3),
 * and restoring one. The core keeps the replaced replica aside, never deletes it.
 */
export function BackupsSection() {
  const { t } = useTranslation(['settings', 'common']);
  const [backups, setBackups] = useState<BackupViewT[] | null>(null);
  const [folder, setFolder] = useState('');
  const [asking, setAsking] = useState<BackupViewT | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const r = await call('backups:list', {});
    if (r.ok) {
      setBackups(r.data.backups);
      setFolder(r.data.folder);
    } else notifyError(i18n.t('settings:backups.notListed'), r.error.message);
  }, []);
  useEffect(() => void load(), [load]);

  const restore = async (b: BackupViewT) => {
    setBusy(true);
    const r = await call('backups:restore', { name: b.name });
    setBusy(false);
    setAsking(null);
    if (!r.ok) {
      notifyError(t('backups.notRestored'), r.error.message);
      return;
    }
    notify({ color: 'teal', title: t('backups.restored'), message: r.data.summary, autoClose: 10_000 });
    void load();
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('backups.title')}>
      <Title order={3} size="h5" mb="xs">
        {t('backups.title')}
      </Title>
      <Text size="sm" mb="sm">
        {t('backups.intro', { folder: folder || t('backups.dataFolder') })}
      </Text>
      {backups && backups.length === 0 && <Text size="sm">{t('backups.none')}</Text>}
      {backups && backups.length > 0 && (
        <Table aria-label={t('backups.title')} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('backups.taken')}</Table.Th>
              <Table.Th>{t('backups.why')}</Table.Th>
              <Table.Th ta="right">{t('backups.unsynced')}</Table.Th>
              <Table.Th ta="right">{t('backups.size')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {backups.map((b) => (
              <Table.Tr key={b.name}>
                <Table.Td>{when(b.createdAt)}</Table.Td>
                <Table.Td>
                  {b.reason === 'migration' ? t('backups.beforeUpdate') : t('backups.daily')}
                </Table.Td>
                <Table.Td ta="right">{b.unsynced ?? '?'}</Table.Td>
                <Table.Td ta="right">{size(b.size)}</Table.Td>
                <Table.Td ta="right">
                  <Button size="xs" variant="default" onClick={() => setAsking(b)}>
                    {t('backups.restoreAsk')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Modal opened={asking !== null} onClose={() => setAsking(null)} title={t('backups.askTitle')}>
        {asking && (
          <Stack gap="sm">
            <Text size="sm">{t('backups.askText', { when: when(asking.createdAt) })}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsking(null)}>
                {t('common:cancel')}
              </Button>
              <Button color="red" loading={busy} onClick={() => void restore(asking)}>
                {t('backups.restore')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Paper>
  );
}
