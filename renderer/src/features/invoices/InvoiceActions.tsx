import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import type { InvoiceDetailViewT } from '../../../../shared/app/channels/invoices';
import { ConfirmChecks } from '../../components/ConfirmChecks';
import { formatMoney } from '../../components/format';
import { useInvoices } from './store';

function MarkPaid({ invoice }: { invoice: InvoiceDetailViewT }) {
  const busy = useInvoices((s) => s.busy === 'pay');
  const markPaid = useInvoices((s) => s.markPaid);
  const [confirming, setConfirming] = useState(false);
  const { allowed, reason } = invoice.markPaid;
  const label = invoice.number ?? invoice.name;
  return (
    <div>
      <Button
        onClick={() => setConfirming(true)}
        disabled={!allowed}
        loading={busy}
        aria-describedby={reason ? 'mark-paid-reason' : undefined}
      >
        Mark paid
      </Button>
      {reason && (
        <Text id="mark-paid-reason" size="xs" c="dimmed" mt={4} maw={260}>
          {reason}
        </Text>
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={`Mark ${label} paid?`} centered>
        <Text size="sm">
          {invoice.customerName ?? 'The customer'} paid {formatMoney(invoice.totals.incVAT, invoice.currency)}
          . The change is saved here at once and sent to the PSA service with the next sync.
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            data-autofocus
            loading={busy}
            onClick={() => void markPaid().then((ok) => ok && setConfirming(false))}
          >
            Mark paid
          </Button>
        </Group>
      </Modal>
    </div>
  );
}

function ExternalId({ invoice }: { invoice: InvoiceDetailViewT }) {
  const busy = useInvoices((s) => s.busy === 'external');
  const error = useInvoices((s) => s.externalIdError);
  const save = useInvoices((s) => s.setExternalId);
  const ask = useInvoices((s) => s.externalIdAsk);
  const confirmAsk = useInvoices((s) => s.confirmExternalId);
  const cancelAsk = useInvoices((s) => s.cancelExternalId);
  const [value, setValue] = useState(invoice.externalId ?? '');
  // Another invoice, or the stored value changed (a sync): show what is stored.
  useEffect(() => setValue(invoice.externalId ?? ''), [invoice.id, invoice.externalId]);
  const trimmed = value.trim();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (trimmed && trimmed !== invoice.externalId) void save(trimmed);
  };
  return (
    <form onSubmit={onSubmit} aria-label="External id">
      <TextInput
        label="External id"
        description="The invoice's id in your accounting system"
        placeholder="e.g. EXACT-24017"
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        error={error}
        maxLength={128}
        inputContainer={(input) => (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <div style={{ width: 220 }}>{input}</div>
            <Button
              type="submit"
              variant="default"
              loading={busy}
              disabled={!trimmed || trimmed === invoice.externalId}
            >
              Save
            </Button>
          </Group>
        )}
      />
      {/* Already on another invoice: nothing is stored until "Save anyway". */}
      {ask && (
        <Stack mt="xs" maw={420}>
          <ConfirmChecks
            asks={ask.asks}
            busy={busy}
            onConfirm={() => void confirmAsk()}
            onCancel={cancelAsk}
          />
        </Stack>
      )}
    </form>
  );
}

/** What an admin can change on an invoice: mark it paid (Approved or Sent only) and its external id. */
export function InvoiceActions({ invoice }: { invoice: InvoiceDetailViewT }) {
  return (
    <Stack gap="sm">
      <Group align="flex-start" gap="xl">
        <MarkPaid invoice={invoice} />
        <ExternalId invoice={invoice} />
      </Group>
    </Stack>
  );
}
