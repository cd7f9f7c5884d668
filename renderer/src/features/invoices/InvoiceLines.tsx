import { Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceDetailViewT } from '../../../../shared/app/channels/invoices';
import { formatAmount, formatDate, formatMoney, formatPercentage } from '../../components/format';
import classes from './Invoices.module.css';

type Line = InvoiceDetailViewT['lines'][number];

/** Totals in the invoice currency and, when it differs, in the base currency. */
export function Totals({ invoice }: { invoice: InvoiceDetailViewT }) {
  const { totals: sums, currency, baseCurrency } = invoice;
  const { t } = useTranslation('invoices');
  const both = currency !== baseCurrency;
  const rows: [string, number, number][] = [
    [t('lines.exVat'), sums.exVAT, sums.exVATBase],
    [t('lines.vat'), sums.vat, sums.vatBase],
    [t('lines.total'), sums.incVAT, sums.incVATBase],
  ];
  return (
    <Table
      className={classes.totals}
      aria-label={t('lines.totals')}
      withRowBorders={false}
      verticalSpacing={4}
    >
      <Table.Thead>
        <Table.Tr>
          {/* The corner over the row labels heads nothing: a plain cell (axe: empty-table-header). */}
          <Table.Td />
          <Table.Th className={classes.num}>{currency}</Table.Th>
          {both && <Table.Th className={classes.num}>{t('lines.base', { currency: baseCurrency })}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(([label, value, base], i) => (
          <Table.Tr key={label} fw={i === rows.length - 1 ? 600 : undefined}>
            <Table.Td>{label}</Table.Td>
            <Table.Td className={classes.num}>{formatMoney(value, currency)}</Table.Td>
            {both && <Table.Td className={classes.num}>{formatMoney(base, baseCurrency)}</Table.Td>}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Details({ line, currency }: { line: Line; currency: string }) {
  const { t } = useTranslation('invoices');
  if (line.details.length === 0) return null;
  return (
    <Table
      fz="xs"
      verticalSpacing={3}
      striped
      aria-label={line.name ? t('lines.detailsOf', { name: line.name }) : t('lines.detailsOfLine')}
      className={classes.details}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('lines.who')}</Table.Th>
          <Table.Th>{t('lines.when')}</Table.Th>
          <Table.Th className={classes.num}>{t('lines.hours')}</Table.Th>
          <Table.Th className={classes.num}>{t('lines.rate')}</Table.Th>
          <Table.Th className={classes.num}>{t('lines.amount')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {line.details.map((d, i) => (
          <Table.Tr key={i} title={d.description ?? undefined}>
            <Table.Td>{d.accountName ?? '—'}</Table.Td>
            <Table.Td>{formatDate(d.date)}</Table.Td>
            <Table.Td className={classes.num}>{formatAmount(d.hours)}</Table.Td>
            <Table.Td className={classes.num}>
              {d.rate === null ? '—' : formatMoney(d.rate, currency)}
            </Table.Td>
            <Table.Td className={classes.num}>{formatMoney(d.amount, currency)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The invoice lines, each with its VAT and its detail lines (who, when, hours, rate, amount). */
export function InvoiceLines({ invoice }: { invoice: InvoiceDetailViewT }) {
  const { currency } = invoice;
  const { t } = useTranslation('invoices');
  if (invoice.lines.length === 0) {
    return (
      <Text c="dimmed" size="sm" mt="sm">
        {t('lines.none')}
      </Text>
    );
  }
  return (
    <Stack gap="md" mt="sm">
      {invoice.lines.map((l, i) => (
        <section key={i} className={classes.line} aria-label={l.name ?? t('lines.lineN', { n: i + 1 })}>
          <Group justify="space-between" align="baseline" wrap="nowrap" gap="sm">
            <div>
              <Text size="sm" fw={600}>
                {l.number ? `${l.number} ` : ''}
                {l.name ?? t('lines.line')}
              </Text>
              {l.description && (
                <Text size="xs" c="dimmed">
                  {l.description}
                </Text>
              )}
            </div>
            <Text size="sm" fw={600} className={classes.num}>
              {formatMoney(l.totalExVAT, currency)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" mb={4}>
            {t('lines.vatLine', {
              // The rate in the language's number style: "MwSt. 5,5 %", "VAT 5.5%".
              tax: `${l.taxName ?? t('lines.vat')}${l.taxPercentage !== null ? ` ${formatPercentage(l.taxPercentage)}` : ''}`,
              vat: formatMoney(l.vat, currency),
              total: formatMoney(l.totalIncVAT, currency),
            })}
          </Text>
          <Details line={l} currency={currency} />
        </section>
      ))}
    </Stack>
  );
}
