import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SyncStateT } from '../../../shared/app/views';
import { SyncStateBadge } from './SyncStateBadge';

interface Props {
  syncState: SyncStateT;
  error: string | null;
  approvedByPM?: boolean;
  approvedByTL?: boolean;
  /** 'Draft' while on a draft invoice, else the invoice number; null when not invoiced. */
  invoiceNumber: string | null;
}

/** Where an entry stands: its sync state, approvals and invoice. */
export function EntryBadges({ syncState, error, approvedByPM, approvedByTL, invoiceNumber }: Props) {
  const { t } = useTranslation('common');
  return (
    <Group gap={4}>
      <SyncStateBadge state={syncState} reason={error} entry />
      {approvedByPM && (
        <Badge size="sm" variant="light" color="teal" title={t('badges.approvedByPM')}>
          {t('badges.pmApproved')}
        </Badge>
      )}
      {approvedByTL && (
        <Badge size="sm" variant="light" color="teal" title={t('badges.approvedByTL')}>
          {t('badges.tlApproved')}
        </Badge>
      )}
      {invoiceNumber !== null && (
        <Badge
          size="sm"
          variant="light"
          color={invoiceNumber === 'Draft' ? 'grape' : 'violet'}
          tt="none"
          title={
            invoiceNumber === 'Draft'
              ? t('badges.onDraftInvoice')
              : t('badges.invoicedOn', { number: invoiceNumber })
          }
        >
          {invoiceNumber === 'Draft' ? t('badges.draftInvoice') : invoiceNumber}
        </Badge>
      )}
    </Group>
  );
}
