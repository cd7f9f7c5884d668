/** The invoice PDF and the monthly expense report's labels. */
export default {
  // The invoice: title and facts (electron/core/reference-server/domain/invoice-pdf.ts)
  invoice: {
    title: 'Invoice',
    documentTitle: 'Invoice {{number}}',
    draft: 'Draft',
    number: 'Invoice number',
    date: 'Invoice date',
    dueDate: 'Due date',
    currency: 'Currency',
    billTo: 'Bill to',
    attention: 'Attn. {{name}}',
    vatId: 'VAT ID',
    registration: 'Chamber of Commerce',
    // The lines table
    lineNumber: 'No.',
    description: 'Description',
    hours: 'Hours',
    rate: 'Rate',
    vatRate: 'VAT',
    amount: 'Amount',
    hoursValue: '{{hours}} h',
    // The totals
    totalExVat: 'Total excl. VAT',
    vatOf: 'VAT {{rate}} of {{base}}',
    totalIncVat: 'Total incl. VAT',
    baseTotalExVat: 'Total excl. VAT in {{currency}}',
    baseTotalIncVat: 'Total incl. VAT in {{currency}}',
    // Payment and footer
    payment: 'Payment details',
    payTo: 'Please transfer {{amount}} by {{dueDate}} to:',
    reference: 'Reference',
    iban: 'IBAN',
    bic: 'BIC',
    accountHolder: 'Account holder',
    page: 'Page {{page}} of {{pages}}',
  },
};
