import { Badge, Button, Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusTimer } from '../features/entry/TimerCard';
import { useSettings } from '../features/settings/store';
import { pendingCount, pendingText, progressFraction, useSync } from '../features/sync/store';
import { syncNowAndReport } from '../features/sync/sync-now';
import { relativeTime, useNow } from '../components/relative-time';
import { formatInstant } from '../../../shared/dates-display';
import { hotkeyText } from '../features/palette/keys';

/** Short facts of the bar keep their width; only the account name and a problem text shorten. */
const KEEP = { flexShrink: 0, whiteSpace: 'nowrap' } as const;

function Connection() {
  const { t } = useTranslation('shell');
  const mode = useSettings((s) => s.settings?.mode);
  const online = useSync((s) => s.status?.online ?? null);
  if (mode === 'offline')
    return (
      <Badge color="gray" variant="light" style={KEEP}>
        {t('status.offlineOnly')}
      </Badge>
    );
  if (online === true)
    return (
      <Badge color="teal" variant="light" style={KEEP}>
        {t('status.online')}
      </Badge>
    );
  if (online === false)
    return (
      <Badge color="orange" variant="light" style={KEEP}>
        {t('status.offline')}
      </Badge>
    );
  return (
    <Badge color="gray" variant="light" style={KEEP}>
      {t('status.notChecked')}
    </Badge>
  );
}

/** A DEMO badge while the remote is the embedded demo server: its data is not real. */
function DemoBadge() {
  const demo = useSettings((s) => s.settings?.mode === 'demo');
  const { t } = useTranslation('shell');
  if (!demo) return null;
  return (
    <Badge color="grape" variant="filled" style={KEEP} title={t('status.demoTitle')}>
      {t('status.demo')}
    </Badge>
  );
}

function Counts() {
  const pending = useSync((s) => pendingCount(s.status));
  const rejected = useSync((s) => s.status?.rejected ?? 0);
  const kept = useSync((s) => s.status?.kept ?? 0);
  const held = useSync((s) => s.status?.held ?? 0);
  const { t } = useTranslation('shell');
  if (pending === null) return null;
  return (
    <Text size="sm" c="dimmed" style={KEEP}>
      <span data-testid="status-pending">{pendingText(pending, kept, held)}</span>
      {rejected > 0 && (
        <Text span c="red" size="sm">{` · ${t('status.rejected', { count: rejected })}`}</Text>
      )}
    </Text>
  );
}

/** Who entries are booked for: the account's name (email in the title), or plainly nobody. */
function Account() {
  const mode = useSettings((s) => s.settings?.mode);
  const account = useSettings((s) => s.settings?.account ?? null);
  const { t } = useTranslation('shell');
  if (mode === undefined || mode === 'unset') return null;
  if (mode === 'offline' || !account)
    return (
      <Text size="sm" c="dimmed" data-testid="status-account">
        {mode === 'offline' ? t('status.noAccountOffline') : t('status.notSignedIn')}
      </Text>
    );
  const words = account.name ?? t('status.accountUnnamed');
  return (
    <Text
      size="sm"
      truncate
      maw={220}
      miw={48}
      data-testid="status-account"
      title={
        account.email
          ? t('status.signedInAsEmail', { name: words, email: account.email })
          : t('status.signedInAs', { name: words })
      }
    >
      {account.email ? `${words} · ${account.email}` : words}
    </Text>
  );
}

/**
 * Why the remote is not answering (a probe said so, before any sync failed), else why the last
 * sync failed, in words (the raw error is on the Sync page behind "Details"). A sync that could
 * not reach the remote is no longer news once the remote answers.
 */
function Problem() {
  const outcome = useSync((s) => s.lastOutcome);
  const online = useSync((s) => s.status?.online ?? null);
  const offline = useSync((s) => (s.status?.online === false ? s.status.offlineMessage : null));
  const offlineDetail = useSync((s) => s.status?.offlineDetail ?? null);
  if (offline)
    return (
      <Text
        size="sm"
        c="orange"
        truncate
        maw={420}
        title={offlineDetail ?? offline}
        data-testid="status-problem"
      >
        {offline}
      </Text>
    );
  if (!outcome || !['offline', 'auth', 'error'].includes(outcome.outcome)) return null;
  if (outcome.outcome === 'offline' && online === true) return null;
  return (
    <Text
      size="sm"
      c="orange"
      truncate
      maw={420}
      title={outcome.detail ?? outcome.message}
      data-testid="status-problem"
    >
      {outcome.message}
    </Text>
  );
}

function LastSync() {
  const lastSyncAt = useSync((s) => s.status?.lastSyncAt ?? null);
  const offlineOnly = useSettings((s) => s.settings?.mode === 'offline');
  const { t } = useTranslation('shell');
  const now = useNow(); // the clock every relative time reads: the Sync page says the same
  // Offline only there is no sync: "Last sync: never" would be noise.
  if (offlineOnly) return null;
  return (
    <Text
      size="sm"
      c="dimmed"
      data-testid="last-sync"
      title={lastSyncAt ? formatInstant(lastSyncAt, { seconds: true }) : undefined}
      data-at={lastSyncAt ?? undefined}
      style={KEEP}
    >
      {lastSyncAt ? t('status.lastSync', { when: relativeTime(lastSyncAt, now) }) : t('status.lastSyncNever')}
    </Text>
  );
}

function SyncNow() {
  const running = useSync((s) => s.running);
  const fraction = useSync((s) => progressFraction(s.progress));
  const step = useSync((s) => s.progress?.step ?? s.progress?.phase ?? null);
  const offlineOnly = useSettings((s) => s.settings?.mode === 'offline');
  const { t } = useTranslation('shell');
  return (
    <Group gap="xs" wrap="nowrap">
      {running && (
        <Group gap={6} wrap="nowrap">
          {step && (
            <Text size="xs" c="dimmed">
              {step}
            </Text>
          )}
          <Progress
            w={140}
            size="sm"
            value={fraction === null ? 100 : fraction * 100}
            animated={fraction === null}
            striped={fraction === null}
            aria-label={t('status.syncProgress')}
          />
        </Group>
      )}
      {/* A plain title, not a Tooltip: the status bar is on the first screen and floating-ui is not. */}
      <Button
        id="status-sync-now"
        size="compact-sm"
        variant="light"
        onClick={() => void syncNowAndReport()}
        loading={running}
        disabled={offlineOnly}
        title={t('status.syncNowTitle', { keys: hotkeyText('mod+shift+S') })}
      >
        {t('status.syncNow')}
      </Button>
    </Group>
  );
}

/** The bottom bar: connection, the signed-in account, pending changes, last sync, the running timer and Sync now with its progress. */
export function StatusBar() {
  const { t } = useTranslation('shell');
  return (
    <Group
      h="100%"
      px="md"
      justify="space-between"
      wrap="nowrap"
      role="region"
      aria-label={t('status.region')}
    >
      {/* When the bar is short of room, this side (the account name) gives way well before the
          timer's side, whose elapsed time must stay whole (the badge has a floor). */}
      <Group gap="md" wrap="nowrap" miw={0} style={{ flex: '1 4 auto' }}>
        <Connection />
        <DemoBadge />
        <Account />
        <Counts />
        <LastSync />
        <Problem />
      </Group>
      <Group gap="md" wrap="nowrap" miw={0}>
        <StatusTimer />
        <SyncNow />
      </Group>
    </Group>
  );
}
