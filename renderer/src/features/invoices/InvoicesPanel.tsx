import {
  Alert,
  Center,
  Checkbox,
  Group,
  Loader,
  SegmentedControl,
  Select,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEmptyText } from '../setup/empty-state';
import { useEffect, useMemo } from 'react';
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
  return (
    <Group gap="md" mb="sm" align="flex-end">
      <div>
        <Text size="sm" fw={500} mb={4} id="invoice-status-label">
          Status
        </Text>
        <SegmentedControl
          aria-labelledby="invoice-status-label"
          value={status ?? ALL}
          onChange={(v) => setStatus(v === ALL ? null : v)}
          data={[ALL, ...INVOICE_STATUSES]}
          size="sm"
        />
      </div>
      <TextInput
        label="Number or customer"
        placeholder="e.g. 0011"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        w={200}
      />
      <Select
        label="Customer"
        placeholder="All customers"
        clearable
        searchable
        value={customerId}
        onChange={setCustomer}
        data={(totals?.customers ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.count})` }))}
        w={220}
      />
      <div className={classes.dateField}>
        <DateTextInput
          label="Dated from"
          placeholder="any day"
          value={from}
          onChange={(text) => setRange({ from: text })}
          error={rangeError?.from}
        />
      </div>
      <div className={classes.dateField}>
        <DateTextInput
          label="Dated to"
          placeholder="any day"
          value={to}
          onChange={(text) => setRange({ to: text })}
          error={rangeError?.to}
        />
      </div>
      <Checkbox
        label="Without external id"
        checked={withoutExternalId}
        onChange={(e) => setWithoutExternalId(e.currentTarget.checked)}
        mb={8}
      />
      <Checkbox
        label="Overdue only"
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

  if (error) {
    return (
      <Alert color="red" title="Invoices could not be read" role="alert">
        {error}
      </Alert>
    );
  }
  if (!loaded) {
    return (
      <Center h={200}>
        <Loader size="sm" aria-label="Loading invoices" />
      </Center>
    );
  }
  return (
    <>
      <Text size="sm" c="dimmed" mb="xs" aria-live="polite">
        {visible.length === 1 ? '1 invoice' : `${visible.length} invoices`}
      </Text>
      <div className={classes.layout}>
        {visible.length === 0 ? (
          <Text c="dimmed" mt="md" className={classes.list} p="md">
            {filtered ? 'No invoice matches.' : emptyText}
          </Text>
        ) : (
          <InvoiceList items={visible} selectedId={selectedId} onSelect={select} />
        )}
        {detailError && (
          <Alert color="red" title="The invoice could not be read" role="alert" className={classes.detail}>
            {detailError}
          </Alert>
        )}
        {detail && detail.id === selectedId && (
          <InvoiceDetail invoice={detail} onClose={() => select(null)} />
        )}
        {selectedId === null && visible.length > 0 && (
          <Center className={classes.detail}>
            <Text c="dimmed" size="sm">
              Choose an invoice to see its lines, totals and PDF.
            </Text>
          </Center>
        )}
      </div>
    </>
  );
}

/** Invoices: filter by status, number or customer, date range, missing external id and overdue; totals per status and currency; the detail with lines, totals and PDF. */
export default function InvoicesPanel() {
  useEffect(() => {
    void useInvoices.getState().refresh();
  }, []);
  return (
    <>
      <Title order={2} size="h3" mb="xs">
        Invoices
      </Title>
      <Filters />
      <InvoiceTotals />
      <Results />
    </>
  );
}
