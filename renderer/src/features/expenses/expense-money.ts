import type { ExpenseViewT } from '../../../../shared/app/views';
import { formatAmount, formatMoney } from '../../components/format';

/**
 * An amount of an expense in its currency ("€ 46,52") when its project's is known here, else the
 * number alone; written from the exact decimal text (walkthrough 30, point 17).
 */
export function expenseMoney(e: Pick<ExpenseViewT, 'currency'>, amount: string | null): string {
  return amount !== null && e.currency ? formatMoney(amount, e.currency) : formatAmount(amount);
}
