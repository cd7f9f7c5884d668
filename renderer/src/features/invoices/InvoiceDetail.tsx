import { Alert, Badge, Button, CloseButton, Divider, Group, Paper, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceDetailViewT } from '../../../../shared/app/channels/invoices';
import { Field } from '../../components/Field';
import { recordHeading } from '../../components/record-focus';
import { SyncStateBadge } from '../../components/SyncStateBadge';
import { formatDate, withDisplayDates } from '../../components/format';
import { useNavigation } from '../../models/navigation';
import { useReview } from '../review/store';
import { InvoiceActions } from './InvoiceActions';
import { InvoiceLines, Totals } from './InvoiceLines';
import { InvoicePdf } from './InvoicePdf';
import { OverdueBadge, STATUS_COLOR } from './InvoiceList';
import classes from './Invoices.module.css';

/** Opens the invoiced project's team week in Review (adding the project to the review if needed). */
function ReviewProject({ invoice }: { invoice: InvoiceDetailViewT }) {
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useTranslation('invoices');
  const open = async () => {
    if (invoice.projectId === null) return;
    // The invoiced period starts with its earliest entry (the invoice is dated after it).
    const days = invoice.lines.flatMap((l) =>
      l.details.flatMap((d) => (d.date ? [d.date.slice(0, 10)] : [])),
    );
    const first = days.sort()[0] ?? invoice.date;
    const why = await useReview.getState().openProject(invoice.projectId, first);
    setProblem(why);
    if (!why) useNavigation.getState().go('review');
  };
  return (
    <div>
      <Button variant="light" size="xs" onClick={() => void open()}>
        {t('detail.teamReview')}
      </Button>
      {problem && (
        <Text size="xs" c="red" role="alert">
          {problem}
        </Text>
      )}
    </div>
  );
}

function Header({ invoice, onClose }: { invoice: InvoiceDetailViewT; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Group gap="xs" align="center">
            <Title order={3} size="h4" {...recordHeading('invoice', invoice.id)}>
              {invoice.number ?? t('detail.draftInvoice')}
            </Title>
            <Badge variant="light" color={STATUS_COLOR[invoice.status]}>
              {t(`status.${invoice.status}`)}
            </Badge>
            {invoice.overdue && <OverdueBadge dueDate={invoice.dueDate} />}
            {invoice.syncState !== 'synced' && (
              <SyncStateBadge state={invoice.syncState} reason={invoice.error} />
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {withDisplayDates(invoice.name)}
          </Text>
        </div>
        <CloseButton onClick={onClose} aria-label={t('detail.close')} />
      </Group>
      {invoice.syncState === 'rejected' && invoice.error && (
        <Alert color="red" title={t('detail.refused')} mt="sm" role="alert">
          {t('detail.refusedText', { error: invoice.error })}
        </Alert>
      )}
      {(invoice.syncState === 'pending' || invoice.syncState === 'local') && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('detail.queued')}
        </Text>
      )}
      <Group gap="xl" mt="md" align="flex-start">
        <Field label={t('detail.customer')}>{invoice.customerName ?? '—'}</Field>
        <Field label={t('detail.contact')}>
          {invoice.contactName ?? '—'}
          {invoice.contactEmail && (
            <Text span size="xs" c="dimmed" display="block">
              {invoice.contactEmail}
            </Text>
          )}
        </Field>
        <Field label={t('detail.date')}>{formatDate(invoice.date)}</Field>
        <Field label={t('detail.due')}>{formatDate(invoice.dueDate)}</Field>
        <Field label={t('detail.externalId')}>{invoice.externalId ?? '—'}</Field>
        {invoice.projectId !== null && <ReviewProject invoice={invoice} />}
      </Group>
    </>
  );
}

/** The selected invoice: header, actions, totals in both currencies, lines with detail lines, and the PDF. */
export function InvoiceDetail({ invoice, onClose }: { invoice: InvoiceDetailViewT; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      className={classes.detail}
      component="article"
      aria-label={t('detail.label')}
    >
      <Header invoice={invoice} onClose={onClose} />
      <Divider my="md" />
      <Group justify="space-between" align="flex-start" gap="lg">
        <InvoiceActions invoice={invoice} />
        <Totals invoice={invoice} />
      </Group>
      <Tabs defaultValue="lines" mt="md" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="lines">{t('detail.lines')}</Tabs.Tab>
          <Tabs.Tab value="pdf">{t('detail.pdf')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="lines">
          <InvoiceLines invoice={invoice} />
        </Tabs.Panel>
        <Tabs.Panel value="pdf">
          <InvoicePdf invoice={invoice} />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
