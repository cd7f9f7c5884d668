import { BarChart } from '@mantine/charts';
import { Group, SegmentedControl, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { formatMonth } from '../../../../shared/dates-display';
import { formatMoney } from '../../components/format';
import { SERIES_COLORS } from './format';
import { ReportCard } from './ReportCard';
import { useReports } from './store';

/** Expenses (total incl. VAT) per month of the last 6 or 12 months, one series per currency. */
export function ExpensesByMonth() {
  const { t } = useTranslation('reports');
  const { data, loading, error } = useReports((s) => s.expenses);
  const months = useReports((s) => s.months);
  const setMonths = useReports((s) => s.setMonths);
  const rows =
    data?.months.map((m) => ({
      month: formatMonth(m.month, { short: true }),
      ...Object.fromEntries(m.byCurrency.map((c) => [c.currency, c.total])),
    })) ?? [];
  const series =
    data?.currencies.map((c, i) => ({
      name: c,
      color: SERIES_COLORS[i % SERIES_COLORS.length] ?? 'gray.5',
    })) ?? [];
  const single = data?.currencies.length === 1 ? data.currencies[0] : undefined;

  return (
    <ReportCard
      title={t('byMonth.title')}
      loading={loading}
      error={error}
      controls={
        <SegmentedControl
          size="xs"
          aria-label={t('byMonth.shown')}
          value={String(months)}
          onChange={(v) => void setMonths(v === '6' ? 6 : 12)}
          data={[
            { value: '6', label: t('byMonth.months6') },
            { value: '12', label: t('byMonth.months12') },
          ]}
        />
      }
    >
      {data &&
        (data.currencies.length === 0 ? (
          <Text size="sm">{t('byMonth.empty')}</Text>
        ) : (
          <>
            <BarChart
              h={220}
              data={rows}
              dataKey="month"
              series={series}
              valueFormatter={(v) => (single ? formatMoney(v, single) : String(v))}
              withLegend={!single}
              tooltipAnimationDuration={150}
              gridAxis="y"
              // Wide enough for amounts such as "€12,345.00" (the default 60 px cut them).
              yAxisProps={{ width: 96 }}
            />
            <Group gap="lg" aria-label={t('byMonth.totals')}>
              {data.totals.map((total) => (
                <Text key={total.currency} size="xs" c="dimmed">
                  <Trans
                    t={t}
                    i18nKey={total.unsyncedCount > 0 ? 'byMonth.totalUnsynced' : 'byMonth.total'}
                    count={total.count}
                    values={{
                      total: formatMoney(total.total, total.currency),
                      vat: formatMoney(total.vat, total.currency),
                      unsynced: total.unsyncedCount,
                      unsyncedTotal: formatMoney(total.unsyncedTotal, total.currency),
                    }}
                    components={{ b: <b /> }}
                  />
                </Text>
              ))}
            </Group>
          </>
        ))}
    </ReportCard>
  );
}
