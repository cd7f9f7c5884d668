import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../components/format';
import { INVOICE_STATUSES, useInvoices } from './store';

/**
 * The filtered invoices' count and sums per status, one line per currency (amounts of different
 * currencies are never added up), with how many are overdue. Sums come from the core (exact).
 */
export function InvoiceTotals() {
  const totals = useInvoices((s) => s.totals);
  const { t } = useTranslation('invoices');
  if (!totals || totals.byStatus.length === 0) return null;
  const currencies = [...new Set(totals.byStatus.map((t) => t.currency))];
  return (
    <section aria-label={t('totals.label')}>
      {currencies.map((currency) => {
        const rows = totals.byStatus
          .filter((t) => t.currency === currency)
          .sort((a, b) => INVOICE_STATUSES.indexOf(a.status) - INVOICE_STATUSES.indexOf(b.status));
        const overdue = rows.reduce((n, t) => n + t.overdue, 0);
        return (
          <Group key={currency} gap="md" mb={4} wrap="wrap" data-currency={currency}>
            <Text size="sm" fw={600} w={40}>
              {currency}
            </Text>
            {rows.map((r) => (
              <Text key={r.status} size="sm" data-status={r.status}>
                {t('totals.status', { status: t(`status.${r.status}`), count: r.count })} ·{' '}
                <b>{formatMoney(r.incVAT, currency)}</b>
              </Text>
            ))}
            {overdue > 0 && (
              <Text size="sm" c="red" fw={600}>
                {t('totals.overdue', { count: overdue })}
              </Text>
            )}
          </Group>
        );
      })}
      <Text size="xs" c="dimmed" mb="xs">
        {t('totals.includeVat')}
      </Text>
    </section>
  );
}
