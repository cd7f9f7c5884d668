import { Alert, Button, Divider, Group, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useSettings } from '../settings/store';
import { ChangeQueue } from './ChangeQueue';
import { MassDeleteConfirm } from './MassDeleteConfirm';
import { SyncHistory } from './SyncHistory';
import { SyncSummary } from './SyncSummary';
import { useSync } from './store';
import { syncNowAndReport } from './sync-now';

/** The sync center: last sync and progress, the queue of changes with retry and discard, recent runs. */
export default function SyncPanel() {
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
          Sync
        </Title>
        <Group gap="xs">
          <Button
            variant="default"
            onClick={() => void syncNowAndReport({ full: true })}
            disabled={offlineOnly || running}
            title="Also refresh companies, contacts, projects, project managers and plans now (else hourly)"
          >
            Full refresh
          </Button>
          <Button onClick={() => void syncNowAndReport()} loading={running} disabled={offlineOnly}>
            Sync now
          </Button>
        </Group>
      </Group>
      {offlineOnly && (
        <Alert color="gray">
          This folder works offline only: nothing is sent anywhere. Connect a remote in Settings.
        </Alert>
      )}
      <MassDeleteConfirm />
      <SyncSummary />
      <Divider />
      <ChangeQueue />
      <Divider />
      <SyncHistory />
    </Stack>
  );
}
