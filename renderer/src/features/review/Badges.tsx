import { Badge } from '@mantine/core';
import type { ApprovalT, InvoiceStateT } from '../../../../shared/app/channels/review';

const APPROVAL: Record<ApprovalT, { label: string; color: string; title: string }> = {
  none: { label: 'None', color: 'gray', title: 'Waiting for the project manager' },
  pm: { label: 'PM', color: 'yellow', title: 'Approved by the project manager, waiting for the team lead' },
  tl: { label: 'TL only', color: 'orange', title: 'Approved by the team lead only, waiting for the PM' },
  approved: { label: 'PM+TL', color: 'teal', title: 'Approved by the project manager and the team lead' },
};

/** An entry's or a group's approval: none, PM, TL only, or PM+TL (invoiceable). */
export function ApprovalBadge({ approval }: { approval: ApprovalT }) {
  const a = APPROVAL[approval];
  return (
    <Badge size="sm" variant="light" color={a.color} tt="none" title={a.title} data-approval={approval}>
      {a.label}
    </Badge>
  );
}

/** An invoice state: not invoiced, on a Draft, or the invoice's number (or "Invoiced" for a group). */
export function InvoiceBadge({ invoice, number }: { invoice: InvoiceStateT; number?: string | null }) {
  if (invoice === 'none')
    return (
      <Badge size="sm" variant="outline" color="gray" tt="none" data-invoice="none">
        Not invoiced
      </Badge>
    );
  const draft = invoice === 'draft';
  return (
    <Badge
      size="sm"
      variant="light"
      color={draft ? 'grape' : 'violet'}
      tt="none"
      data-invoice={invoice}
      title={draft ? 'On a draft invoice' : `Invoiced${number ? ` on ${number}` : ''}`}
    >
      {draft ? 'Draft' : (number ?? 'Invoiced')}
    </Badge>
  );
}
