import { Alert, Badge, Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { countOf } from '../../../../shared/plural';
import { relativeTime, useNow } from '../../components/relative-time';
import { formatRunInstant, OUTCOME_LOOK } from './outcome';
import { pendingCount, pendingText, progressFraction, useSync } from './store';

function Stat({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={600} c={value > 0 ? color : undefined} aria-label={`${label}: ${value}`}>
        {value}
      </Text>
    </Paper>
  );
}

/** The running sync's phase and a progress bar (indeterminate while its size is unknown). */
export function SyncProgress() {
  const running = useSync((s) => s.running);
  const progress = useSync((s) => s.progress);
  if (!running) return null;
  const fraction = progressFraction(progress);
  const what = progress
    ? `${progress.phase === 'push' ? 'Sending changes' : 'Fetching'} ${progress.step ?? ''} (${progress.done}/${progress.total})`
    : 'Starting…';
  return (
    <Stack gap={4}>
      <Text size="sm">{what}</Text>
      <Progress
        value={fraction === null ? 100 : fraction * 100}
        animated={fraction === null}
        striped={fraction === null}
        aria-label="Sync progress"
      />
    </Stack>
  );
}

/** Last sync, its outcome and message, and the counts of changes by state. */
export function SyncSummary() {
  const status = useSync((s) => s.status);
  const outcome = useSync((s) => s.lastOutcome);
  const error = useSync((s) => s.error);
  const now = useNow();
  const look = outcome ? OUTCOME_LOOK[outcome.outcome] : null;
  return (
    <Stack gap="sm">
      <Group gap="sm" data-testid="last-outcome">
        <Text size="sm">
          Last sync:{' '}
          <span title={status?.lastSyncAt ? formatRunInstant(status.lastSyncAt) : undefined}>
            {status?.lastSyncAt ? relativeTime(status.lastSyncAt, now) : 'never'}
          </span>
        </Text>
        {look && (
          <Badge color={look.color} variant="light">
            {look.label}
          </Badge>
        )}
      </Group>
      {outcome && outcome.outcome !== 'ok' && (
        <Text size="sm" c="dimmed" component="div">
          {outcome.message}
          {outcome.detail && (
            <details>
              <summary style={{ cursor: 'pointer' }}>Details</summary>
              <Text
                size="xs"
                ff="monospace"
                data-testid="sync-error-detail"
                style={{ wordBreak: 'break-word' }}
              >
                {outcome.detail}
              </Text>
            </details>
          )}
        </Text>
      )}
      {outcome && (
        <Text size="xs" c="dimmed">
          Sent {countOf(outcome.pushed, 'change')}, fetched {countOf(outcome.pulled, 'record')}, rejected{' '}
          {outcome.rejected}.
        </Text>
      )}
      {/* The same count as the status bar: queued plus being sent, from the live status. */}
      <Text size="sm" data-testid="pending-count">
        {pendingText(pendingCount(status) ?? 0, status?.kept ?? 0)}
      </Text>
      <SyncProgress />
      <SimpleGrid cols={4}>
        <Stat label="Pending" value={status?.pending ?? 0} color="yellow" />
        <Stat label="Sending" value={status?.sending ?? 0} color="blue" />
        <Stat label="Rejected" value={status?.rejected ?? 0} color="red" />
        <Stat label="Synced" value={status?.synced ?? 0} />
      </SimpleGrid>
      {error && (
        <Alert color="red" title="Sync failed" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
