import {
  Alert,
  Center,
  Checkbox,
  Group,
  SegmentedControl,
  Select,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEmptyText } from '../setup/empty-state';
import { ListSkeleton } from '../../components/Skeletons';
import { useFirstSyncRunning } from '../sync/first-sync';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTextInput } from '../../components/DateTextInput';
import { InvoiceDetail } from './InvoiceDetail';
import { InvoiceTotals } from './InvoiceTotals';
import { InvoiceList } from './InvoiceList';
import { INVOICE_STATUSES, matchingInvoices, useInvoices } from './store';
import classes from './Invoices.module.css';

const ALL = 'All';

function Filters() {
  const status = useInvoices((s) => s.status);
  const search = useInvoices((s) => s.search);
  const withoutExternalId = useInvoices((s) => s.withoutExternalId);
  const setStatus = useInvoices((s) => s.setStatus);
  const setSearch = useInvoices((s) => s.setSearch);
  const setWithoutExternalId = useInvoices((s) => s.setWithoutExternalId);
  const overdue = useInvoices((s) => s.overdue);
  const setOverdue = useInvoices((s) => s.setOverdue);
  const totals = useInvoices((s) => s.totals);
  const customerId = useInvoices((s) => s.customerId);
  const setCustomer = useInvoices((s) => s.setCustomer);
  const from = useInvoices((s) => s.from);
  const to = useInvoices((s) => s.to);
  const rangeError = useInvoices((s) => s.rangeError);
  const setRange = useInvoices((s) => s.setRange);
  const { t } = useTranslation('invoices');
  return (
    <Group gap="md" mb="sm" align="flex-end">
      <div>
        <Text size="sm" fw={500} mb={4} id="invoice-status-label">
          {t('panel.status')}
        </Text>
        <SegmentedControl
          aria-labelledby="invoice-status-label"
          value={status ?? ALL}
          onChange={(v) => setStatus(v === ALL ? null : v)}
          data={[
            { value: ALL, label: t('panel.all') },
            ...INVOICE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
          size="sm"
        />
      </div>
      <TextInput
        label={t('panel.search')}
        placeholder={t('panel.searchPlaceholder')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        w={200}
      />
      <Select
        label={t('panel.customer')}
        placeholder={t('panel.allCustomers')}
        clearable
        searchable
        value={customerId}
        onChange={setCustomer}
        data={(totals?.customers ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.count})` }))}
        w={220}
      />
      <div className={classes.dateField}>
        <DateTextInput
          label={t('panel.datedFrom')}
          placeholder={t('panel.anyDay')}
          value={from}
          onChange={(text) => setRange({ from: text })}
          error={rangeError?.from}
        />
      </div>
      <div className={classes.dateField}>
        <DateTextInput
          label={t('panel.datedTo')}
          placeholder={t('panel.anyDay')}
          value={to}
          onChange={(text) => setRange({ to: text })}
          error={rangeError?.to}
        />
      </div>
      <Checkbox
        label={t('panel.withoutExternalId')}
        checked={withoutExternalId}
        onChange={(e) => setWithoutExternalId(e.currentTarget.checked)}
        mb={8}
      />
      <Checkbox
        label={t('panel.overdueOnly')}
        checked={overdue}
        onChange={(e) => setOverdue(e.currentTarget.checked)}
        mb={8}
      />
    </Group>
  );
}

function Results() {
  const items = useInvoices((s) => s.items);
  const search = useInvoices((s) => s.search);
  const loaded = useInvoices((s) => s.loaded);
  const error = useInvoices((s) => s.error);
  const selectedId = useInvoices((s) => s.selectedId);
  const detail = useInvoices((s) => s.detail);
  const detailError = useInvoices((s) => s.detailError);
  const select = useInvoices((s) => s.select);
  const filtered = useInvoices(
    (s) =>
      s.status !== null ||
      s.withoutExternalId ||
      s.overdue ||
      s.search.trim() !== '' ||
      s.customerId !== null ||
      s.from.trim() !== '' ||
      s.to.trim() !== '',
  );
  const visible = useMemo(() => matchingInvoices(items, search), [items, search]);
  const emptyText = useEmptyText('invoices');
  const firstSync = useFirstSyncRunning();
  const { t } = useTranslation('invoices');

  if (error) {
    return (
      <Alert color="red" title={t('panel.notRead')} role="alert">
        {error}
      </Alert>
    );
  }
  if (!loaded || (firstSync && items.length === 0 && !filtered))
    return <ListSkeleton label={t('panel.loading')} />;
  return (
    <>
      <Text size="sm" c="dimmed" mb="xs" aria-live="polite">
        {t('panel.count', { count: visible.length })}
      </Text>
      <div className={classes.layout}>
        {visible.length === 0 ? (
          <Text c="dimmed" mt="md" className={classes.list} p="md">
            {filtered ? t('panel.noMatch') : emptyText}
          </Text>
        ) : (
          <InvoiceList items={visible} selectedId={selectedId} onSelect={select} />
        )}
        {detailError && (
          <Alert color="red" title={t('panel.detailNotRead')} role="alert" className={classes.detail}>
            {detailError}
          </Alert>
        )}
        {detail && detail.id === selectedId && (
          <InvoiceDetail invoice={detail} onClose={() => select(null)} />
        )}
        {selectedId === null && visible.length > 0 && (
          <Center className={classes.detail}>
            <Text c="dimmed" size="sm">
              {t('panel.choose')}
            </Text>
          </Center>
        )}
      </div>
    </>
  );
}

/** Invoices: filter by status, number or customer, date range, missing external id and overdue; totals per status and currency; the detail with lines, totals and PDF. */
export default function InvoicesPanel() {
  const { t } = useTranslation('invoices');
  useEffect(() => {
    void useInvoices.getState().refresh();
  }, []);
  return (
    <>
      <Title order={2} size="h3" mb="xs">
        {t('panel.title')}
      </Title>
      <Filters />
      <InvoiceTotals />
      <Results />
    </>
  );
}
