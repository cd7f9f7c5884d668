import type en from '../en/pdf';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {
  invoice: {
    title: 'Factuur',
    documentTitle: 'Factuur {{number}}',
    draft: 'Concept',
    number: 'Factuurnummer',
    date: 'Factuurdatum',
    dueDate: 'Vervaldatum',
    currency: 'Valuta',
    billTo: 'Factuur aan',
    attention: 't.a.v. {{name}}',
    vatId: 'btw-nummer',
    registration: 'KvK-nummer',
    lineNumber: 'Nr.',
    description: 'Omschrijving',
    hours: 'Uren',
    rate: 'Tarief',
    vatRate: 'btw',
    amount: 'Bedrag',
    hoursValue: '{{hours}} u',
    totalExVat: 'Totaal excl. btw',
    vatOf: 'btw {{rate}} over {{base}}',
    totalIncVat: 'Totaal incl. btw',
    baseTotalExVat: 'Totaal excl. btw in {{currency}}',
    baseTotalIncVat: 'Totaal incl. btw in {{currency}}',
    payment: 'Betaalgegevens',
    payTo: 'Graag {{amount}} vóór {{dueDate}} overmaken naar:',
    reference: 'Kenmerk',
    iban: 'IBAN',
    bic: 'BIC',
    accountHolder: 'Ten name van',
    page: 'Pagina {{page}} van {{pages}}',
  },
};
export default messages;
