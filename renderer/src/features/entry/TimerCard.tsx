import { Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';
import { displayTime, formatHours } from '../../components/format';
import { ConfirmChecks, confirmCodes } from '../../components/ConfirmChecks';
import { errorMessage } from '../../contract/client';
import { notify, notifyError } from '../../models/notify';
import { pendingText } from '../../models/pending-text';
import { unnamedText } from '../../components/unnamed-text';
import { useSettings } from '../settings/store';
import { useTimer } from './store';
import type { TimerViewT } from '../../../../shared/app/channels/timer';
import { AwayDialog } from '../timer/AwayDialog';
import {
  EditStart,
  elapsedText,
  PauseResume,
  pausedTitle,
  StartTimer,
  useWebActivity,
} from '../timer/TimerControls';

/** The timer's elapsed time (paused stretches included) as h:mm:ss, ticking every second while it runs. */
function useElapsed(timer: TimerViewT | null): string {
  const [now, setNow] = useState(() => Date.now());
  const ticking = timer !== null && timer.pausedAt === null;
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [ticking]);
  return elapsedText(timer, now);
}

/** A run's real length in words: "36 s", "16 min 5 s", "1 h 2 min". */
function runLength(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor(seconds / 60) % 60;
  const sec = seconds % 60;
  if (h > 0) return i18n.t('entry:timer.runHours', { h, m });
  return m > 0
    ? i18n.t('entry:timer.runMinutes', { m, s: sec })
    : i18n.t('entry:timer.runSeconds', { s: sec });
}

/**
 * Stops the timer (with the checks the user confirmed), reporting the entry it booked or the
 * exact problem. When the core asks first, the timer keeps running and TimerAsks shows the question.
 */
export async function stopTimerAndReport(confirm?: string[]): Promise<void> {
  try {
    const saved = await useTimer.getState().stop(confirm);
    if (!saved) return;
    notify({
      color: 'teal',
      title: i18n.t('entry:timer.stopped'),
      message: i18n.t('entry:timer.stoppedMessage', {
        hours: formatHours(saved.hours),
        length: runLength(saved.rawSeconds),
        from: displayTime(saved.from),
        to: displayTime(saved.to),
        pending: pendingText(useSettings.getState().settings?.mode),
      }),
    });
  } catch (err) {
    notifyError(i18n.t('entry:timer.notStopped'), errorMessage(err));
  }
}

/** "Save anyway" for a stop the core asked about first; hosted once, in the status bar. */
export function TimerAsks() {
  const asks = useTimer((s) => s.asks);
  const busy = useTimer((s) => s.busy);
  const close = () => useTimer.setState({ asks: null });
  const { t } = useTranslation('entry');
  return (
    <Modal opened={asks !== null} onClose={close} title={t('timer.stopTitle')} withCloseButton={false}>
      {asks && (
        <ConfirmChecks
          asks={asks}
          busy={busy}
          onConfirm={() => void stopTimerAndReport(confirmCodes(asks))}
          onCancel={close}
        />
      )}
    </Modal>
  );
}

/**
 * Where the keyboard goes once Stop took the badge (and its button) away: the status bar's Sync
 * now, or the section's panel when that is disabled (offline only); never the page body.
 */
function focusAfterStop(): void {
  if (useTimer.getState().timer) return;
  const next =
    document.querySelector<HTMLButtonElement>('#status-sync-now:not(:disabled)') ??
    document.querySelector<HTMLElement>('main');
  next?.focus();
}

/** The elapsed time keeps its width (equal-width digits: it does not jitter as it ticks). */
const ELAPSED = { flex: 'none', fontVariantNumeric: 'tabular-nums' } as const;
/** The project's name gives way first, with an ellipsis. */
const PROJECT = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/** The running timer in one line, for the week view's header: elapsed time and Stop. */
export function TimerBadge() {
  const timer = useTimer((s) => s.timer);
  const busy = useTimer((s) => s.busy);
  const elapsed = useElapsed(timer);
  const { t } = useTranslation('entry');
  if (!timer) return null;
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-label={t('timer.badge')} miw={0}>
      {/* A long project name shortens (the title says it in full); the elapsed time never does:
          the badge is never narrower than the dot, its padding and the time (1ch a digit). */}
      <Badge
        color={timer.pausedAt ? 'gray' : 'red'}
        variant="dot"
        size="lg"
        tt="none"
        miw={`calc(${elapsed.length + 1}ch + 2 * var(--badge-padding-x) + 2 * var(--badge-dot-size) + 2px)`}
        styles={{ label: { display: 'flex', minWidth: 0 } }}
        title={t('timer.badgeTitle', {
          project: timer.projectName,
          state: pausedTitle(timer) ?? t('timer.runningSince', { time: displayTime(timer.startedAt) }),
        })}
      >
        <span data-testid="timer-elapsed" style={ELAPSED}>
          {elapsed}
        </span>
        <span style={PROJECT}>{`\u00a0· ${timer.projectName}`}</span>
      </Badge>
      <EditStart timer={timer} />
      <PauseResume timer={timer} />
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        loading={busy}
        onClick={() => void stopTimerAndReport().then(focusAfterStop)}
        style={{ flex: 'none' }}
      >
        {t('timer.stop')}
      </Button>
    </Group>
  );
}

/** The timer in the quick entry drawer: start it on the form's project line, or see, stop or cancel it. */
export function TimerCard() {
  const timer = useTimer((s) => s.timer);
  const busy = useTimer((s) => s.busy);
  const elapsed = useElapsed(timer);
  const { t } = useTranslation('entry');

  const start = async () => {
    const problem = await useTimer.getState().start();
    if (problem) notifyError(t('timer.notStarted'), problem);
  };
  const cancel = async () => {
    try {
      await useTimer.getState().cancel();
    } catch (err) {
      notifyError(t('timer.notCancelled'), errorMessage(err));
    }
  };

  return (
    <Paper withBorder p="sm" radius="md" role="region" aria-label={t('timer.card')}>
      {timer ? (
        <Stack gap={6}>
          <Group justify="space-between">
            <Text fw={600} size="lg" ff="monospace" aria-label={t('timer.elapsed')}>
              {elapsed}
            </Text>
            <Text size="xs" c="dimmed">
              {t('timer.since', { time: displayTime(timer.startedAt) })}
            </Text>
          </Group>
          <Text size="sm" truncate title={timer.projectName}>
            {timer.projectName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {[
              timer.contractLineName ?? unnamedText('line', timer.contractLineId),
              timer.roleName ?? unnamedText('role', timer.roleId),
              timer.description,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Group gap="xs" justify="flex-end">
            <Button variant="default" size="xs" onClick={() => void cancel()} disabled={busy}>
              {t('timer.cancel')}
            </Button>
            <Button color="red" size="xs" loading={busy} onClick={() => void stopTimerAndReport()}>
              {t('timer.stop')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('timer.instead')}
          </Text>
          <Button variant="light" size="xs" loading={busy} onClick={() => void start()}>
            {t('timer.start')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}

/**
 * The running timer in the status bar, so it shows on every page: project, elapsed time and Stop
 * (a plain button: Tab reaches it). It also hosts the "Save anyway" question of any Stop.
 */
export function StatusTimer() {
  const loaded = useTimer((s) => s.loaded);
  const running = useTimer((s) => s.timer !== null);
  useWebActivity();
  useEffect(() => {
    // Loaded once here; later changes arrive through the 'timer' table's data:changed event.
    if (!loaded)
      void useTimer
        .getState()
        .load()
        .catch(() => undefined);
  }, [loaded]);
  return (
    <Group maw={420} miw={0} wrap="nowrap">
      {loaded && !running ? <StartTimer /> : <TimerBadge />}
      <TimerAsks />
      <AwayDialog />
    </Group>
  );
}
