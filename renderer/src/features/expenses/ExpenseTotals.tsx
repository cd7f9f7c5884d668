import { ScrollArea, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { ExpenseTotalsViewT } from '../../../../shared/app/channels/expenses';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../components/format';
import { useExpenses } from './store';

function TotalsTable({ title, rows, first }: { title: string; rows: ExpenseTotalsViewT[]; first: string }) {
  const { t } = useTranslation('expenses');
  return (
    <div>
      <Title order={3} size="h6" mb={4}>
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('totals.nothingYet')}
        </Text>
      ) : (
        <Table striped withTableBorder fz="sm" aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{first}</Table.Th>
              <Table.Th ta="right">{t('totals.count')}</Table.Th>
              <Table.Th ta="right">{t('totals.exclVat')}</Table.Th>
              <Table.Th ta="right">{t('totals.vat')}</Table.Th>
              <Table.Th ta="right">{t('totals.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={`${r.key} ${r.currency}`} data-key={r.key}>
                <Table.Td>
                  {r.label}
                  {r.unsynced > 0 && (
                    <Text
                      span
                      size="xs"
                      c="dimmed"
                    >{` · ${t('totals.notSynced', { count: r.unsynced })}`}</Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{r.count}</Table.Td>
                <Table.Td ta="right">{formatMoney(r.amountExVAT, r.currency)}</Table.Td>
                <Table.Td ta="right">{formatMoney(r.vatAmount, r.currency)}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {formatMoney(r.totalAmount, r.currency)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </div>
  );
}

/** Totals of my expenses per project and per month (computed exactly by the core). */
export function ExpenseTotals() {
  const summary = useExpenses((s) => s.summary);
  const { t } = useTranslation('expenses');
  if (!summary) return null;
  return (
    <ScrollArea style={{ flex: 1 }}>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <TotalsTable title={t('totals.perProject')} rows={summary.byProject} first={t('totals.project')} />
        <TotalsTable title={t('totals.perMonth')} rows={summary.byMonth} first={t('totals.month')} />
      </SimpleGrid>
      <Text size="sm" mt="sm">
        {t('totals.inAll')}{' '}
        {summary.overall.map((o) => `${formatMoney(o.totalAmount, o.currency)} (${o.count})`).join(' · ') ||
          '—'}
      </Text>
    </ScrollArea>
  );
}
