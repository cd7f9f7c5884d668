import { BarChart } from '@mantine/charts';
import { Group, SegmentedControl, Text } from '@mantine/core';
import { formatMonth } from '../../../../shared/dates-display';
import { formatMoney } from '../../components/format';
import { SERIES_COLORS } from './format';
import { ReportCard } from './ReportCard';
import { useReports } from './store';

/** Expenses (total incl. VAT) per month of the last 6 or 12 months, one series per currency. */
export function ExpensesByMonth() {
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
      title="Expenses per month"
      loading={loading}
      error={error}
      controls={
        <SegmentedControl
          size="xs"
          aria-label="Months shown"
          value={String(months)}
          onChange={(v) => void setMonths(v === '6' ? 6 : 12)}
          data={[
            { value: '6', label: '6 months' },
            { value: '12', label: '12 months' },
          ]}
        />
      }
    >
      {data &&
        (data.currencies.length === 0 ? (
          <Text size="sm">No expenses in these months.</Text>
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
            />
            <Group gap="lg" aria-label="Expense totals">
              {data.totals.map((t) => (
                <Text key={t.currency} size="xs" c="dimmed">
                  {t.count} expense{t.count === 1 ? '' : 's'}: <b>{formatMoney(t.total, t.currency)}</b> incl.{' '}
                  {formatMoney(t.vat, t.currency)} VAT
                  {t.unsyncedCount > 0 &&
                    `, incl. ${t.unsyncedCount} (${formatMoney(t.unsyncedTotal, t.currency)}) not synced yet`}
                </Text>
              ))}
            </Group>
          </>
        ))}
    </ReportCard>
  );
}
