import { describe, expect, it } from 'vitest';
import type { InvoiceListItemViewT } from '../../shared/app/channels/invoices';
import { matchingInvoices } from '../../renderer/src/features/invoices/store';

/*
 * Issue 13, finding 17: the Invoices list's search folds case and accents as the core's search
 * and the picker do (shared/text-fold.ts), and finds an invoice by its customer too.
 */

function invoice(id: string, number: string | null, customerName: string | null): InvoiceListItemViewT {
  return {
    id,
    number,
    name: `Invoice ${number ?? id}`,
    status: 'Sent',
    date: '2026-10-31',
    dueDate: null,
    customerName,
    currency: 'EUR',
    totalExVAT: 1000,
    totalIncVAT: 1210,
    externalId: null,
    hasPdf: false,
    syncState: 'synced',
    overdue: false,
  };
}

const ITEMS = [
  invoice('1', 'INV-2026-0041', 'Göteborgs Hamnlogistik AB'),
  invoice('2', 'INV-2026-0042', "Groupe Hôtelier Côte d'Azur SA"),
  invoice('3', 'INV-2026-0043', 'Weber GmbH'),
];
const ids = (text: string) => matchingInvoices(ITEMS, text).map((i) => i.id);

describe('the Invoices list search', () => {
  it('finds by number and by customer, whatever the accents and case', () => {
    expect(ids('inv-2026-0042')).toEqual(['2']);
    expect(ids('goteborg')).toEqual(['1']);
    expect(ids('GÖTEBORG')).toEqual(['1']);
    expect(ids('cote')).toEqual(['2']);
    expect(ids('weber')).toEqual(['3']);
    expect(ids('  ')).toEqual(['1', '2', '3']);
    expect(ids('nothing')).toEqual([]);
  });
});
