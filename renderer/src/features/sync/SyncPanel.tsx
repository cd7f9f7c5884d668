import { Alert, Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { syncNowAndReport } from '../../app/StatusBar';
import { relativeTime, useNow } from '../../app/relative-time';
import { useSettings } from '../settings/store';
import { progressFraction, useSync } from './store';

function Stat({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={600} c={value > 0 ? color : undefined}>
        {value}
      </Text>
    </Paper>
  );
}

/** The sync panel (the full sync center comes later): counts, last outcome, Sync now with progress. */
export default function SyncPanel() {
  const status = useSync((s) => s.status);
  const running = useSync((s) => s.running);
  const progress = useSync((s) => s.progress);
  const outcome = useSync((s) => s.lastOutcome);
  const error = useSync((s) => s.error);
  const offlineOnly = useSettings((s) => s.settings?.mode === 'offline');
  const now = useNow();
  const fraction = progressFraction(progress);

  useEffect(() => {
    void useSync.getState().refreshStatus();
  }, []);

  return (
    <Stack maw={720} gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Sync
        </Title>
        <Button onClick={() => void syncNowAndReport()} loading={running} disabled={offlineOnly}>
          Sync now
        </Button>
      </Group>
      {offlineOnly && <Alert color="gray">This folder works offline only: nothing is sent anywhere.</Alert>}
      {running && (
        <Stack gap={4}>
          <Text size="sm">
            {progress
              ? `${progress.phase === 'push' ? 'Sending' : 'Fetching'} ${progress.step ?? ''} (${progress.done}/${progress.total})`
              : 'Starting…'}
          </Text>
          <Progress
            value={fraction === null ? 100 : fraction * 100}
            animated={fraction === null}
            striped={fraction === null}
            aria-label="Sync progress"
          />
        </Stack>
      )}
      <SimpleGrid cols={4}>
        <Stat label="Pending" value={status?.pending ?? 0} color="yellow" />
        <Stat label="Sending" value={status?.sending ?? 0} color="blue" />
        <Stat label="Rejected" value={status?.rejected ?? 0} color="red" />
        <Stat label="Synced" value={status?.synced ?? 0} />
      </SimpleGrid>
      <Text size="sm">Last sync: {status?.lastSyncAt ? relativeTime(status.lastSyncAt, now) : 'never'}</Text>
      {outcome && (
        <Alert
          color={outcome.outcome === 'ok' ? 'teal' : outcome.outcome === 'partial' ? 'yellow' : 'red'}
          title={`Last outcome: ${outcome.outcome}`}
        >
          {outcome.message}
          <Text size="xs" c="dimmed" mt={4}>
            Sent {outcome.pushed}, fetched {outcome.pulled}, rejected {outcome.rejected}, still pending{' '}
            {outcome.pending}.
          </Text>
        </Alert>
      )}
      {error && (
        <Alert color="red" title="Sync failed" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
