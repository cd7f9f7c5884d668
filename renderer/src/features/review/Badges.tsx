import type { ApprovalT, InvoiceStateT } from '../../../../shared/app/channels/review';
import classes from './Badges.module.css';

/*
 * Plain spans styled as Mantine's small light badges: the team week draws two per consultant row,
 * a thousand for 50 projects, and Mantine's Badge (a styled Box resolving its props) per cell was
 * the largest part of a week switch after the core call.
 */

const APPROVAL: Record<ApprovalT, { label: string; title: string }> = {
  none: { label: 'None', title: 'Waiting for the project manager' },
  pm: { label: 'PM', title: 'Approved by the project manager, waiting for the team lead' },
  tl: { label: 'TL only', title: 'Approved by the team lead only, waiting for the PM' },
  approved: { label: 'PM+TL', title: 'Approved by the project manager and the team lead' },
};

/** An entry's or a group's approval: none, PM, TL only, or PM+TL (invoiceable). */
export function ApprovalBadge({ approval }: { approval: ApprovalT }) {
  const a = APPROVAL[approval];
  return (
    <span className={classes.badge} title={a.title} data-approval={approval}>
      {a.label}
    </span>
  );
}

/** An invoice state: not invoiced, on a Draft, or the invoice's number (or "Invoiced" for a group). */
export function InvoiceBadge({ invoice, number }: { invoice: InvoiceStateT; number?: string | null }) {
  if (invoice === 'none')
    return (
      <span className={classes.badge} data-invoice="none">
        Not invoiced
      </span>
    );
  const draft = invoice === 'draft';
  return (
    <span
      className={classes.badge}
      data-invoice={invoice}
      title={draft ? 'On a draft invoice' : `Invoiced${number ? ` on ${number}` : ''}`}
    >
      {draft ? 'Draft' : (number ?? 'Invoiced')}
    </span>
  );
}
