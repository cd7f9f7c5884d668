import { Button, Group, Kbd, Stack, Text, Title } from '@mantine/core';
import { WeekStepper } from '../../components/WeekStepper';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { addDays, localDate } from '../../../../shared/app/entry-time';
import { weekNumberOf } from '../../../../shared/app/week-number';
import { errorMessage } from '../../contract/client';
import { i18n } from '../../i18n';
import { useCalendarProps } from '../../i18n/calendar';
import { notify, notifyError } from '../../models/notify';
import { hotkeyText } from '../palette/keys';
import { openQuickEntry } from '../entry/open';
import { formatDay } from '../../../../shared/dates-display';
import { rangeLabel } from './dates';
import { useActiveDate, useWeek } from './store';
import classes from './WeekHeader.module.css';

/** Copies the previous week's rows (without hours) and says what happened. */
export async function copyPreviousAndReport(): Promise<void> {
  try {
    const skipped = await useWeek.getState().copyPrevious();
    notify({
      color: 'teal',
      title: i18n.t('week:copy.done'),
      message: `${i18n.t('week:copy.doneMessage')}${skipped ? ` ${skipped}` : ''}`,
    });
  } catch (err) {
    notifyError(i18n.t('week:copy.failed'), errorMessage(err));
  }
}

/**
 * Two rows that fit a laptop window with a running timer: the title with its dates and the timer
 * (undo beside it); then week navigation, the date jump, copy rows and quick entry. Rows wrap
 * rather than squeeze a label, and the timer's project name shortens with its full text on hover.
 */
export function WeekHeader({ onUndo }: { onUndo: () => void }) {
  const { t } = useTranslation(['week', 'a11y']);
  const weekStart = useWeek((s) => s.weekStart);
  // The date picker's calendar speaks the language and starts its weeks on the user's day too.
  const calendar = useCalendarProps();
  const active = useActiveDate();
  const canUndo = useWeek((s) => s.removed !== null);
  const { goWeeks, goTo } = useWeek.getState();
  const today = localDate(Date.now());

  return (
    <Stack gap="xs" data-testid="week-header">
      <Group justify="space-between" align="center" gap="sm" className={classes.headerRow}>
        <Group gap="sm" align="baseline" wrap="nowrap" className={classes.fixed}>
          <Title order={2} size="h3" className={classes.nowrap}>
            {/* The ISO number of the week holding most of its days (Mon..Sat of a Sunday week). */}
            {t('header.title', { number: weekNumberOf(weekStart).week })}
          </Title>
          <Text size="sm" c="dimmed" className={classes.nowrap}>
            {rangeLabel(weekStart, addDays(weekStart, 6))}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap" justify="flex-end" className={classes.shrink}>
          {canUndo && (
            <Button
              variant="subtle"
              size="sm"
              onClick={onUndo}
              title={t('header.undoTitle', { key: hotkeyText('mod+Z') })}
              className={classes.fixed}
            >
              {t('header.undoDelete')}
            </Button>
          )}
        </Group>
      </Group>
      <Group justify="space-between" gap="xs" className={classes.headerRow}>
        <Group gap="xs" wrap="nowrap" className={classes.fixed}>
          <WeekStepper onStep={goWeeks} onToday={() => goTo(today)} />
          <DatePickerInput
            // The name holds the day the button shows (WCAG 2.5.3: label in name).
            aria-label={t('a11y:nameWithValue', {
              name: t('header.jumpToDate'),
              value: formatDay(active ?? weekStart),
            })}
            value={active ?? weekStart}
            onChange={(d) => d && goTo(d.slice(0, 10))}
            valueFormatter={({ date }) => (typeof date === 'string' ? formatDay(date) : '')}
            {...calendar}
            w={140}
            classNames={{ input: classes.nowrap }}
            popoverProps={{ withinPortal: true }}
          />
        </Group>
        <Group gap="xs" wrap="nowrap" className={classes.fixed}>
          <Button
            variant="default"
            onClick={() => void copyPreviousAndReport()}
            title={t('header.copyTitle')}
          >
            {t('header.copyLastWeek')}
          </Button>
          <Button onClick={openQuickEntry} rightSection={<Kbd size="xs">{hotkeyText('mod+N')}</Kbd>}>
            {t('header.quickEntry')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
