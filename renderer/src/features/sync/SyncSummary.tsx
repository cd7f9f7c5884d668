import { Alert, Badge, Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { relativeTime, useNow } from '../../components/relative-time';
import { formatRunInstant, outcomeLook } from './outcome';
import { pendingCount, pendingText, progressFraction, useSync } from './store';

function Stat({ label, value, color }: { label: string; value: number; color?: string }) {
  const { t } = useTranslation('sync');
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text
        size="xl"
        fw={600}
        c={value > 0 ? color : undefined}
        aria-label={t('summary.stat', { label, value })}
      >
        {value}
      </Text>
    </Paper>
  );
}

/** The running sync's phase and a progress bar (indeterminate while its size is unknown). */
export function SyncProgress() {
  const { t } = useTranslation('sync');
  const running = useSync((s) => s.running);
  const progress = useSync((s) => s.progress);
  if (!running) return null;
  const fraction = progressFraction(progress);
  const what = progress
    ? t(progress.phase === 'push' ? 'progress.sending' : 'progress.fetching', {
        step: progress.step ?? '',
        done: progress.done,
        total: progress.total,
      })
    : t('progress.starting');
  return (
    <Stack gap={4}>
      <Text size="sm">{what}</Text>
      <Progress
        value={fraction === null ? 100 : fraction * 100}
        animated={fraction === null}
        striped={fraction === null}
        aria-label={t('progress.label')}
      />
    </Stack>
  );
}

/** Last sync, its outcome and message, and the counts of changes by state. */
export function SyncSummary() {
  const { t } = useTranslation(['sync', 'common']);
  const status = useSync((s) => s.status);
  const outcome = useSync((s) => s.lastOutcome);
  const error = useSync((s) => s.error);
  const now = useNow();
  const look = outcome ? outcomeLook(outcome.outcome) : null;
  return (
    <Stack gap="sm">
      <Group gap="sm" data-testid="last-outcome">
        <Text size="sm">
          {t('summary.lastSync')}{' '}
          <span title={status?.lastSyncAt ? formatRunInstant(status.lastSyncAt) : undefined}>
            {status?.lastSyncAt ? relativeTime(status.lastSyncAt, now) : t('summary.never')}
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
              <summary style={{ cursor: 'pointer' }}>{t('summary.details')}</summary>
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
          {t('summary.counts', {
            sent: t('summary.changes', { count: outcome.pushed }),
            fetched: t('summary.records', { count: outcome.pulled }),
            rejected: outcome.rejected,
          })}
        </Text>
      )}
      {/* The same count as the status bar: queued plus being sent, from the live status. */}
      <Text size="sm" data-testid="pending-count">
        {pendingText(pendingCount(status) ?? 0, status?.kept ?? 0)}
      </Text>
      <SyncProgress />
      <SimpleGrid cols={4}>
        <Stat label={t('common:state.pending')} value={status?.pending ?? 0} color="yellow" />
        <Stat label={t('common:state.sending')} value={status?.sending ?? 0} color="blue" />
        <Stat label={t('common:state.rejected')} value={status?.rejected ?? 0} color="red" />
        <Stat label={t('common:state.synced')} value={status?.synced ?? 0} />
      </SimpleGrid>
      {error && (
        <Alert color="red" title={t('summary.failed')} role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
