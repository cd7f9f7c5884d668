import type { ApprovalT, InvoiceStateT } from '../../../../shared/app/channels/review';
import { useTranslation } from 'react-i18next';
import classes from './Badges.module.css';

/*
 * Plain spans styled as Mantine's small light badges: the team week draws two per consultant row,
 * a thousand for 50 projects, and Mantine's Badge (a styled Box resolving its props) per cell was
 * the largest part of a week switch after the core call.
 */

// Each approval's label key; its title is the same key with "Title".
const APPROVAL = { none: 'none', pm: 'pm', tl: 'tl', approved: 'approved' } as const satisfies Record<
  ApprovalT,
  string
>;

/** An entry's or a group's approval: none, PM, TL only, or PM+TL (invoiceable). */
export function ApprovalBadge({ approval }: { approval: ApprovalT }) {
  const { t } = useTranslation('review');
  const a = APPROVAL[approval];
  return (
    <span className={classes.badge} title={t(`badge.${a}Title`)} data-approval={approval}>
      {t(`badge.${a}`)}
    </span>
  );
}

/** An invoice state: not invoiced, on a Draft, or the invoice's number (or "Invoiced" for a group). */
export function InvoiceBadge({ invoice, number }: { invoice: InvoiceStateT; number?: string | null }) {
  const { t } = useTranslation('review');
  if (invoice === 'none')
    return (
      <span className={classes.badge} data-invoice="none">
        {t('badge.notInvoiced')}
      </span>
    );
  const draft = invoice === 'draft';
  return (
    <span
      className={classes.badge}
      data-invoice={invoice}
      title={draft ? t('badge.draftTitle') : number ? t('badge.invoicedOn', { number }) : t('badge.invoiced')}
    >
      {draft ? t('badge.draft') : (number ?? t('badge.invoiced'))}
    </span>
  );
}
