import { ActionIcon, Button, Group, Kbd, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { addDays, isoWeek, localDate } from '../../../../shared/app/entry-time';
import { errorMessage } from '../../contract/client';
import { notify, notifyError } from '../../models/notify';
import { openQuickEntry } from '../entry/open';
import { TimerBadge } from '../entry/TimerCard';
import { rangeLabel } from './dates';
import { useActiveDate, useWeek } from './store';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const MOD = isMac ? '⌘' : 'Ctrl+';

/** Copies the previous week's rows (without hours) and says what happened. */
export async function copyPreviousAndReport(): Promise<void> {
  try {
    await useWeek.getState().copyPrevious();
    notify({
      color: 'teal',
      title: 'Rows copied',
      message: "The previous week's rows are here, without hours.",
    });
  } catch (err) {
    notifyError('Nothing copied', errorMessage(err));
  }
}

/** Title, week navigation (buttons, date jump), copy rows, quick entry, the running timer, undo. */
export function WeekHeader({ onUndo }: { onUndo: () => void }) {
  const weekStart = useWeek((s) => s.weekStart);
  const active = useActiveDate();
  const canUndo = useWeek((s) => s.removed !== null);
  const { goWeeks, goTo } = useWeek.getState();
  const today = localDate(Date.now());

  return (
    <Group justify="space-between" align="flex-end" wrap="nowrap" gap="sm">
      <div>
        <Title order={2} size="h3">
          Week {isoWeek(weekStart)}
        </Title>
        <Text size="sm" c="dimmed">
          {rangeLabel(weekStart, addDays(weekStart, 6))}
        </Text>
      </div>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TimerBadge />
        {canUndo && (
          <Button variant="subtle" size="sm" onClick={onUndo} title={`Undo the deletion (${MOD}Z)`}>
            Undo delete
          </Button>
        )}
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Previous week"
          title="Previous week (Alt+←)"
          onClick={() => goWeeks(-1)}
        >
          ‹
        </ActionIcon>
        <Button variant="default" onClick={() => goTo(today)} title="This week (Alt+T)">
          Today
        </Button>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Next week"
          title="Next week (Alt+→)"
          onClick={() => goWeeks(1)}
        >
          ›
        </ActionIcon>
        <DatePickerInput
          aria-label="Jump to date"
          value={active ?? weekStart}
          onChange={(d) => d && goTo(d.slice(0, 10))}
          valueFormat="D MMM YYYY"
          firstDayOfWeek={1}
          w={130}
          popoverProps={{ withinPortal: true }}
        />
        <Button
          variant="default"
          onClick={() => void copyPreviousAndReport()}
          title="Copy the previous week's rows (Alt+C)"
        >
          Copy last week
        </Button>
        <Button onClick={openQuickEntry} rightSection={<Kbd size="xs">{MOD}N</Kbd>}>
          Quick entry
        </Button>
      </Group>
    </Group>
  );
}
