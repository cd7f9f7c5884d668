import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceDetailViewT } from '../../../../shared/app/channels/invoices';
import { ConfirmChecks } from '../../components/ConfirmChecks';
import { focusAfterClose } from '../../components/focus-hand-off';
import { formatMoney } from '../../components/format';
import { useInvoices } from './store';

/** The External id field of the shown invoice. */
const externalIdField = () => document.querySelector<HTMLElement>('#invoice-external-id');

function MarkPaid({ invoice }: { invoice: InvoiceDetailViewT }) {
  const busy = useInvoices((s) => s.busy === 'pay');
  const markPaid = useInvoices((s) => s.markPaid);
  const [confirming, setConfirming] = useState(false);
  const { allowed, reason } = invoice.markPaid;
  const label = invoice.number ?? invoice.name;
  const { t } = useTranslation(['invoices', 'common']);
  const amount = formatMoney(invoice.totals.incVAT, invoice.currency);
  return (
    <div>
      <Button
        onClick={() => setConfirming(true)}
        disabled={!allowed}
        loading={busy}
        aria-describedby={reason ? 'mark-paid-reason' : undefined}
      >
        {t('actions.markPaid')}
      </Button>
      {reason && (
        <Text id="mark-paid-reason" size="xs" c="dimmed" mt={4} maw={260}>
          {reason}
        </Text>
      )}
      {/* Once paid, the button is disabled and cannot take the focus back: the External id
          field beside it (the next thing to fill in) does. */}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('actions.confirmTitle', { label })}
        centered
      >
        <Text size="sm">
          {invoice.customerName
            ? t('actions.confirmText', { customer: invoice.customerName, amount })
            : t('actions.confirmTextNoCustomer', { amount })}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('common:cancel')}
          </Button>
          <Button
            data-autofocus
            loading={busy}
            onClick={() =>
              void markPaid().then((ok) => {
                if (!ok) return;
                setConfirming(false);
                focusAfterClose(null, externalIdField);
              })
            }
          >
            {t('actions.markPaid')}
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
  const { t } = useTranslation(['invoices', 'common']);
  // Another invoice, or the stored value changed (a sync): show what is stored.
  useEffect(() => setValue(invoice.externalId ?? ''), [invoice.id, invoice.externalId]);
  const trimmed = value.trim();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (trimmed && trimmed !== invoice.externalId) void save(trimmed);
  };
  return (
    <form onSubmit={onSubmit} aria-label={t('actions.externalId')}>
      <TextInput
        id="invoice-external-id"
        label={t('actions.externalId')}
        description={t('actions.externalIdHelp')}
        placeholder={t('actions.externalIdPlaceholder')}
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
              {t('common:save')}
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
