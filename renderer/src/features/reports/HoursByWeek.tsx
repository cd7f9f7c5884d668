import { BarChart } from '@mantine/charts';
import { Group, SegmentedControl, Text } from '@mantine/core';
import { formatHours, SERIES_COLORS, unsyncedNote } from './format';
import { formatDate } from '../../components/format';
import { ReportCard } from './ReportCard';
import { useReports } from './store';

/** Hours per week of the last 8 or 12 weeks, stacked by project. */
export function HoursByWeek() {
  const { data, loading, error } = useReports((s) => s.hours);
  const weeks = useReports((s) => s.weeks);
  const setWeeks = useReports((s) => s.setWeeks);

  const rows =
    data?.weeks.map((w) => ({
      week: w.label.slice(5),
      ...Object.fromEntries(w.byProject.map((p) => [p.key, p.hours])),
    })) ?? [];
  const series =
    data?.projects.map((p, i) => ({
      name: p.key,
      label: p.name,
      color: SERIES_COLORS[i % SERIES_COLORS.length] ?? 'gray.5',
    })) ?? [];

  return (
    <ReportCard
      title="Hours per week"
      loading={loading}
      error={error}
      controls={
        <SegmentedControl
          size="xs"
          aria-label="Weeks shown"
          value={String(weeks)}
          onChange={(v) => void setWeeks(v === '8' ? 8 : 12)}
          data={[
            { value: '8', label: '8 weeks' },
            { value: '12', label: '12 weeks' },
          ]}
        />
      }
    >
      {data && (
        <>
          <Text
            size="sm"
            c="dimmed"
            data-testid="hours-total"
            data-from={data.weeks[0]?.weekStart}
            data-to={data.weeks.at(-1)?.weekEnd}
          >
            {formatHours(data.total)} from {formatDate(data.weeks[0]?.weekStart ?? null)} to{' '}
            {formatDate(data.weeks.at(-1)?.weekEnd ?? null)}
            {unsyncedNote(data.unsynced) && ` (${unsyncedNote(data.unsynced)})`}
          </Text>
          {data.total === 0 ? (
            <Text size="sm">No hours booked in these weeks.</Text>
          ) : (
            <BarChart
              h={260}
              data={rows}
              dataKey="week"
              type="stacked"
              series={series}
              valueFormatter={formatHours}
              withLegend
              legendProps={{ verticalAlign: 'bottom', height: 40 }}
              tooltipAnimationDuration={150}
              gridAxis="y"
            />
          )}
          <Group gap="lg" wrap="wrap" aria-label="Hours per project">
            {data.projects.map((p) => (
              <Text key={p.key} size="xs" c="dimmed">
                {p.name}: <b>{formatHours(p.hours)}</b>
              </Text>
            ))}
          </Group>
        </>
      )}
    </ReportCard>
  );
}
