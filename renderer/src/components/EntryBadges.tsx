import { Badge, Group } from '@mantine/core';
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
  return (
    <Group gap={4}>
      <SyncStateBadge state={syncState} reason={error} entry />
      {approvedByPM && (
        <Badge size="sm" variant="light" color="teal" title="Approved by the project manager">
          PM ✓
        </Badge>
      )}
      {approvedByTL && (
        <Badge size="sm" variant="light" color="teal" title="Approved by the team leader">
          TL ✓
        </Badge>
      )}
      {invoiceNumber !== null && (
        <Badge
          size="sm"
          variant="light"
          color={invoiceNumber === 'Draft' ? 'grape' : 'violet'}
          tt="none"
          title={invoiceNumber === 'Draft' ? 'On a draft invoice' : `Invoiced on ${invoiceNumber}`}
        >
          {invoiceNumber === 'Draft' ? 'Draft invoice' : invoiceNumber}
        </Badge>
      )}
    </Group>
  );
}
