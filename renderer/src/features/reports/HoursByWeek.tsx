import { BarChart } from '@mantine/charts';
import { Group, SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatHours, SERIES_COLORS, unsyncedNote } from './format';
import { formatDate } from '../../components/format';
import { ReportCard } from './ReportCard';
import { useReports } from './store';

/** Hours per week of the last 8 or 12 weeks, stacked by project. */
export function HoursByWeek() {
  const { t } = useTranslation('reports');
  const { data, loading, error } = useReports((s) => s.hours);
  const weeks = useReports((s) => s.weeks);
  const setWeeks = useReports((s) => s.setWeeks);

  const rows =
    data?.weeks.map((w) => ({
      week: t('hours.week', { n: w.label.slice(6) }),
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
      title={t('hours.title')}
      loading={loading}
      error={error}
      controls={
        <SegmentedControl
          size="xs"
          aria-label={t('hours.shown')}
          value={String(weeks)}
          onChange={(v) => void setWeeks(v === '8' ? 8 : 12)}
          data={[
            { value: '8', label: t('hours.weeks8') },
            { value: '12', label: t('hours.weeks12') },
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
            {t(unsyncedNote(data.unsynced) ? 'hours.rangeUnsynced' : 'hours.range', {
              total: formatHours(data.total),
              from: formatDate(data.weeks[0]?.weekStart ?? null),
              to: formatDate(data.weeks.at(-1)?.weekEnd ?? null),
              note: unsyncedNote(data.unsynced),
            })}
          </Text>
          {data.total === 0 ? (
            <Text size="sm">{t('hours.empty')}</Text>
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
              // Room for "1,250 h" without cutting it.
              yAxisProps={{ width: 72 }}
            />
          )}
          <Group gap="lg" wrap="wrap" aria-label={t('hours.perProject')}>
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
