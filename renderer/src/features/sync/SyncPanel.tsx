import { Alert, Button, Divider, Group, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../settings/store';
import { ChangeQueue } from './ChangeQueue';
import { KeptEntries } from './KeptEntries';
import { MassDeleteConfirm } from './MassDeleteConfirm';
import { SyncHistory } from './SyncHistory';
import { SyncSummary } from './SyncSummary';
import { useSync } from './store';
import { syncNowAndReport } from './sync-now';

/** The sync center: last sync and progress, the queue of changes with retry and discard, recent runs. */
export default function SyncPanel() {
  const { t } = useTranslation('sync');
  const running = useSync((s) => s.running);
  const watch = useSync((s) => s.watch);
  const offlineOnly = useSettings((s) => s.settings?.mode === 'offline');

  useEffect(() => {
    void useSync.getState().refreshStatus();
    return watch();
  }, [watch]);

  return (
    <Stack maw={960} gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('panel.title')}
        </Title>
        <Group gap="xs">
          <Button
            variant="default"
            onClick={() => void syncNowAndReport({ full: true })}
            disabled={offlineOnly || running}
            title={t('panel.fullRefreshTitle')}
          >
            {t('panel.fullRefresh')}
          </Button>
          <Button onClick={() => void syncNowAndReport()} loading={running} disabled={offlineOnly}>
            {t('panel.syncNow')}
          </Button>
        </Group>
      </Group>
      {offlineOnly && <Alert color="gray">{t('panel.offlineOnly')}</Alert>}
      <MassDeleteConfirm />
      <KeptEntries />
      <SyncSummary />
      <Divider />
      <ChangeQueue />
      <Divider />
      <SyncHistory />
    </Stack>
  );
}
