import { ActionIcon, Button, Group, Popover, Stack, TextInput, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimerViewT } from '../../../../shared/app/channels/timer';
import type { WeekEntryT } from '../../../../shared/app/channels/week';
import { formatClock, localDate, localInstant, parseClock } from '../../../../shared/app/entry-time';
import { asksOf } from '../../components/ConfirmChecks';
import { displayTime } from '../../components/format';
import { errorMessage, invoke } from '../../contract/client';
import { i18n } from '../../i18n';
import { currentFirstDay } from '../../i18n/display';
import { useNavigation } from '../../models/navigation';
import { notifyError } from '../../models/notify';
import { openQuickEntry } from '../entry/open';
import { useTimer } from '../entry/store';
import { reportPageActivity } from './activity';

/*
 * The timer controls of issue 16 beside the status bar's timer: pause/resume, a new start time,
 * start (continuing the latest entry) when none runs, and "Continue" for any entry.
 */

const reload = () =>
  void useTimer
    .getState()
    .load()
    .catch(() => undefined);

/** Starts a timer on an entry's project line and description ("Continue"). */
export async function continueEntry(
  e: Pick<WeekEntryT, 'projectId' | 'contractLineId' | 'roleId' | 'description'>,
): Promise<void> {
  if (!e.contractLineId || !e.roleId)
    return notifyError(i18n.t('timer:controls.notStarted'), i18n.t('timer:controls.noLine'));
  try {
    const { projectId, contractLineId, roleId } = e;
    useTimer.setState({
      timer: await invoke('timer:start', {
        projectId,
        contractLineId,
        roleId,
        description: e.description ?? undefined,
      }),
    });
  } catch (err) {
    notifyError(i18n.t('timer:controls.notStarted'), errorMessage(err));
  }
}

/** Pause or resume the running timer. */
export function PauseResume({ timer }: { timer: TimerViewT }) {
  const { t } = useTranslation('timer');
  const paused = timer.pausedAt !== null;
  const toggle = async () => {
    try {
      useTimer.setState({ timer: await invoke(paused ? 'timer:resume' : 'timer:pause', {}) });
    } catch (err) {
      notifyError(t(paused ? 'controls.notResumed' : 'controls.notPaused'), errorMessage(err));
      reload();
    }
  };
  return (
    <Button size="compact-sm" variant="default" onClick={() => void toggle()} style={{ flex: 'none' }}>
      {paused ? t('controls.resume') : t('controls.pause')}
    </Button>
  );
}

/** "Started at": a new start time (today, hh:mm) for the running stretch; an overlap asks first. */
export function EditStart({ timer }: { timer: TimerViewT }) {
  const { t } = useTranslation(['timer', 'common']);
  const [opened, setOpened] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asks, setAsks] = useState<string[] | null>(null);
  const save = async (confirm?: string[]) => {
    const minutes = parseClock(text);
    if (minutes === null) return setProblem(t('controls.typeTime'));
    const startedAt = new Date(localInstant(localDate(Date.now()), minutes)).toISOString();
    try {
      useTimer.setState({ timer: await invoke('timer:setStart', { startedAt, confirm }) });
      setOpened(false);
    } catch (err) {
      const a = asksOf(err);
      setAsks(a ? a.map((x) => x.code) : null);
      setProblem(a ? a.map((x) => x.message).join(' ') : errorMessage(err));
    }
  };
  const start = new Date(timer.startedAt);
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus position="top" withArrow>
      <Popover.Target>
        <Tooltip label={t('controls.changeStart')}>
          <ActionIcon
            variant="subtle"
            aria-label={t('controls.editStart')}
            disabled={timer.pausedAt !== null}
            onClick={() => {
              setText(formatClock(start.getHours() * 60 + start.getMinutes()));
              setProblem(null);
              setAsks(null);
              setOpened((o) => !o);
            }}
          >
            {/* eslint-disable-next-line i18next/no-literal-string -- a pencil symbol; aria-label names the action */}
            {'✎'}
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" component="form" onSubmit={(e) => (e.preventDefault(), void save())}>
          <TextInput
            label={t('controls.startedAt')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            error={problem ?? undefined}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            {asks && (
              <Button size="xs" variant="light" onClick={() => void save(asks)}>
                {t('common:saveAnyway')}
              </Button>
            )}
            <Button size="xs" type="submit">
              {t('common:save')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * "Start timer" wherever it is offered (status bar, command palette): continue this week's latest
 * entry not rejected by the remote (its line, role and description), else open quick entry on the
 * Week page that holds it.
 */
export async function startTimer(): Promise<void> {
  const { entries } = await invoke('week:get', {
    weekStart: localDate(Date.now()),
    firstDay: currentFirstDay(),
  }).catch(() => ({ entries: [] as WeekEntryT[] }));
  // Never a rejected entry's line: the remote refused it (walkthrough 30 booked onto it unwarned).
  const latest = entries
    .filter((e) => e.syncState !== 'rejected')
    .sort((a, b) => Date.parse(b.to) - Date.parse(a.to))[0];
  if (latest) return continueEntry(latest);
  useNavigation.getState().go('week');
  openQuickEntry();
}

/** No timer running: start one on the latest entry's line (this week's), else open quick entry. */
export function StartTimer() {
  const { t } = useTranslation('timer');
  return (
    <Button
      size="compact-sm"
      variant="light"
      onClick={() => void startTimer()}
      title={t('controls.startTitle')}
    >
      {t('controls.startTimer')}
    </Button>
  );
}

/** Web mode reports the page's input to the core's away detector (the desktop reads the system's idle time). */
export function useWebActivity(): void {
  useEffect(() => (window.psa ? undefined : reportPageActivity()), []);
}

/** When the paused timer was paused, for its title. */
export function pausedTitle(timer: TimerViewT): string | null {
  return timer.pausedAt ? i18n.t('timer:controls.pausedSince', { time: displayTime(timer.pausedAt) }) : null;
}

/** Text of the total run of a timer as h:mm:ss at `now` (the paused stretches plus the running one). */
export function elapsedText(timer: TimerViewT | null, now: number): string {
  if (!timer) return '0:00:00';
  const running = timer.pausedAt ? 0 : Math.max(0, Math.floor((now - Date.parse(timer.startedAt)) / 1000));
  const s = timer.pausedRunSeconds + running;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
}
