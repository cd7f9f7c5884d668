import type en from '../en/pdf';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {
  invoice: {
    title: 'Rechnung',
    documentTitle: 'Rechnung {{number}}',
    draft: 'Entwurf',
    number: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    dueDate: 'Fälligkeitsdatum',
    currency: 'Währung',
    billTo: 'Rechnungsempfänger',
    attention: 'z. Hd. {{name}}',
    vatId: 'USt-IdNr.',
    registration: 'Handelsregister',
    lineNumber: 'Pos.',
    description: 'Beschreibung',
    hours: 'Stunden',
    rate: 'Satz',
    vatRate: 'MwSt.',
    amount: 'Betrag',
    hoursValue: '{{hours}} Std.',
    totalExVat: 'Nettobetrag',
    vatOf: 'MwSt. {{rate}} auf {{base}}',
    totalIncVat: 'Gesamtbetrag',
    baseTotalExVat: 'Nettobetrag in {{currency}}',
    baseTotalIncVat: 'Gesamtbetrag in {{currency}}',
    payment: 'Zahlungsinformationen',
    payTo: 'Bitte überweisen Sie {{amount}} bis zum {{dueDate}} an:',
    reference: 'Verwendungszweck',
    iban: 'IBAN',
    bic: 'BIC',
    accountHolder: 'Kontoinhaber',
    page: 'Seite {{page}} von {{pages}}',
  },
};
export default messages;
