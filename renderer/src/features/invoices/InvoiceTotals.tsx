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
          // The currency stays in its own column; a line too long for the window wraps whole
          // items (never inside "Genehmigt 1 · 25.808,68 €") and continues beside the currency.
          <Group key={currency} gap="md" mb={4} wrap="nowrap" align="flex-start" data-currency={currency}>
            <Text size="sm" fw={600} w={40} style={{ flex: 'none' }}>
              {currency}
            </Text>
            <Group gap="2px var(--mantine-spacing-md)" wrap="wrap" style={{ minWidth: 0 }}>
              {rows.map((r) => (
                <Text key={r.status} size="sm" data-status={r.status} style={{ whiteSpace: 'nowrap' }}>
                  {t('totals.status', { status: t(`status.${r.status}`), count: r.count })} ·{' '}
                  <b>{formatMoney(r.incVAT, currency)}</b>
                </Text>
              ))}
              {overdue > 0 && (
                <Text size="sm" c="red" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {t('totals.overdue', { count: overdue })}
                </Text>
              )}
            </Group>
          </Group>
        );
      })}
      <Text size="xs" c="dimmed" mb="xs">
        {t('totals.includeVat')}
      </Text>
    </section>
  );
}
