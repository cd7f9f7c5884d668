import type { ApprovalT, InvoiceStateT } from '../../../../shared/app/channels/review';
import { HOURS_SCALE, MONEY_SCALE } from '../../../../shared/psa/scalars';
import { mulUnits } from '../../../../shared/decimal';

/*
 * The states of a team entry as PSOhub has them: only hours approved by the project manager and
 * then the team lead are invoiceable; a Draft invoice shows "Draft" as the entries' invoice
 * number, an approved one its number.
 */

/** An entry's approval from its PM and TL approval times. */
export function approvalOf(e: { approved_pm_at: string | null; approved_tl_at: string | null }): ApprovalT {
  if (e.approved_pm_at !== null && e.approved_tl_at !== null) return 'approved';
  if (e.approved_pm_at !== null) return 'pm';
  return e.approved_tl_at !== null ? 'tl' : 'none';
}

/** An entry's invoice state from its invoice number (none, empty and PSOhub's "-" are none). */
export function invoiceOf(number: string | null): InvoiceStateT {
  const n = number?.trim() ?? '';
  if (n === '' || n === '-') return 'none';
  return n.toLowerCase() === 'draft' ? 'draft' : 'invoiced';
}

/** Approvals from the least to the most advanced (a group shows its least advanced one). */
export const APPROVAL_ORDER: readonly ApprovalT[] = ['none', 'tl', 'pm', 'approved'];

/** Value units (1e-8) of hour units (1e-4) at a rate (1e-8), rounded half away from zero. */
export function valueUnits(hours: bigint, rate: bigint): bigint {
  return mulUnits(hours, HOURS_SCALE, rate, MONEY_SCALE, MONEY_SCALE);
}
