import { ActionIcon, Group, Progress, RingProgress, Stack, Table, Text } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { formatDate, formatHours as formatNumber } from '../../components/format';
import { formatDayRange } from '../../../../shared/dates-display';
import { monthLabel, shiftMonth } from './dates';
import { formatHours, formatPercent, unsyncedNote } from './format';
import { ReportCard } from './ReportCard';
import { useReports } from './store';

function MonthPicker() {
  const { t } = useTranslation('reports');
  const month = useReports((s) => s.month);
  const setMonth = useReports((s) => s.setMonth);
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        aria-label={t('utilization.previous')}
        onClick={() => void setMonth(shiftMonth(month, -1))}
      >
        ‹
      </ActionIcon>
      <MonthPickerInput
        size="xs"
        w={150}
        // A label, not aria-label: the button's name must hold the month it shows (WCAG 2.5.3).
        label={t('utilization.month')}
        labelProps={{ className: 'app-visually-hidden' }}
        value={`${month}-01`}
        onChange={(v) => v && void setMonth(String(v).slice(0, 7))}
      />
      <ActionIcon
        variant="subtle"
        aria-label={t('utilization.next')}
        onClick={() => void setMonth(shiftMonth(month, 1))}
      >
        ›
      </ActionIcon>
    </Group>
  );
}

const color = (p: number | null) => (p === null ? 'gray' : p > 100 ? 'orange' : p >= 80 ? 'teal' : 'blue');

/** A month's utilization against a 40-hour week, for the month and each of its weeks. */
export function Utilization() {
  const { t } = useTranslation('reports');
  const { data, loading, error } = useReports((s) => s.utilization);
  return (
    <ReportCard title={t('utilization.title')} loading={loading} error={error} controls={<MonthPicker />}>
      {data && (
        <Group align="flex-start" gap="lg" wrap="nowrap">
          <Stack align="center" gap={4}>
            <RingProgress
              size={132}
              thickness={12}
              roundCaps
              sections={[{ value: Math.min(100, data.utilization ?? 0), color: color(data.utilization) }]}
              label={
                <Text ta="center" fw={700} size="lg" data-testid="month-utilization">
                  {formatPercent(data.utilization)}
                </Text>
              }
            />
            <Text size="xs" c="dimmed" ta="center">
              {t('utilization.bookedOf', {
                booked: formatHours(data.booked),
                capacity: formatHours(data.capacity),
              })}
              {unsyncedNote(data.unsynced) && (
                <>
                  <br />
                  {unsyncedNote(data.unsynced)}
                </>
              )}
              <br />
              {t('utilization.capacity', {
                count: data.weeksInMonth,
                // The count picks the plural; the text shown is the locale's ("4,2" in Dutch).
                weeks: formatNumber(data.weeksInMonth),
                hours: formatNumber(data.hoursPerWeek),
                month: monthLabel(data.month),
              })}
            </Text>
          </Stack>
          <Table aria-label={t('utilization.perWeek')} fz="sm" verticalSpacing={4} style={{ flex: 1 }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('utilization.week')}</Table.Th>
                <Table.Th>{t('utilization.days')}</Table.Th>
                <Table.Th ta="right">{t('utilization.booked')}</Table.Th>
                <Table.Th ta="right">{t('utilization.capacityHead')}</Table.Th>
                <Table.Th ta="right">{t('utilization.utilization')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.weeks.map((w) => (
                <Table.Tr key={w.weekStart}>
                  <Table.Td>{t('hours.week', { n: w.label.slice(6) })}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {w.lastDay !== w.firstDay
                      ? formatDayRange(w.firstDay, w.lastDay)
                      : formatDate(w.firstDay)}
                  </Table.Td>
                  <Table.Td ta="right">{formatHours(w.booked)}</Table.Td>
                  <Table.Td ta="right">{formatHours(w.capacity)}</Table.Td>
                  <Table.Td ta="right" w={150}>
                    <Group gap={6} wrap="nowrap" justify="flex-end">
                      <Progress
                        w={60}
                        size="sm"
                        value={Math.min(100, w.utilization ?? 0)}
                        color={color(w.utilization)}
                        aria-hidden
                      />
                      <span>{formatPercent(w.utilization)}</span>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Group>
      )}
    </ReportCard>
  );
}
