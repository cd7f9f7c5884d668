/** Reports (renderer/src/features/reports): charts, utilization, CSV export, the monthly expense report. */
export default {
  // The panel and every report's frame
  panel: {
    title: 'Reports',
    intro:
      'Your own entries on this device, synced or not. Days are calendar days as entered; weeks start on Monday.',
    // The same when the week start (Settings › Language and region) is Sunday
    introSunday:
      'Your own entries on this device, synced or not. Days are calendar days as entered; weeks start on Sunday.',
  },
  card: {
    loading: 'Loading {{title}}',
    failed: 'Could not compute this report',
  },
  // Figures
  percent: '{{n}} %',
  unsynced: 'incl. {{hours}} not synced yet',
  // Hours per week
  hours: {
    title: 'Hours per week',
    shown: 'Weeks shown',
    weeks8: '8 weeks',
    weeks12: '12 weeks',
    week: 'W{{n}}',
    range: '{{total}} from {{from}} to {{to}}',
    rangeUnsynced: '{{total}} from {{from}} to {{to}} ({{note}})',
    empty: 'No hours booked in these weeks.',
    perProject: 'Hours per project',
  },
  // Utilization of a month
  utilization: {
    title: 'Utilization',
    previous: 'Previous month',
    month: 'Month',
    next: 'Next month',
    bookedOf: '{{booked}} of {{capacity}}',
    capacity_one: '{{weeks}} week × {{hours}} h in {{month}}',
    capacity_other: '{{weeks}} weeks × {{hours}} h in {{month}}',
    perWeek: 'Utilization per week',
    week: 'Week',
    days: 'Days in month',
    booked: 'Booked',
    capacityHead: 'Capacity',
    utilization: 'Utilization',
  },
  // Expenses per month
  byMonth: {
    title: 'Expenses per month',
    shown: 'Months shown',
    months6: '6 months',
    months12: '12 months',
    empty: 'No expenses in these months.',
    totals: 'Expense totals',
    total_one: '{{count}} expense: <b>{{total}}</b> incl. {{vat}} VAT',
    total_other: '{{count}} expenses: <b>{{total}}</b> incl. {{vat}} VAT',
    totalUnsynced_one:
      '{{count}} expense: <b>{{total}}</b> incl. {{vat}} VAT, incl. {{unsynced}} ({{unsyncedTotal}}) not synced yet',
    totalUnsynced_other:
      '{{count}} expenses: <b>{{total}}</b> incl. {{vat}} VAT, incl. {{unsynced}} ({{unsyncedTotal}}) not synced yet',
  },
  // CSV export
  csv: {
    title: 'Export to CSV',
    intro:
      'Your entries from the first to the last day, inclusive: UTF-8 with ISO dates, for any spreadsheet.',
    from: 'From',
    to: 'To',
    timesheets: 'Export timesheets',
    expenses: 'Export expenses',
    savedTimesheets_one: 'Saved {{file}}: {{count}} timesheet.',
    savedTimesheets_other: 'Saved {{file}}: {{count}} timesheets.',
    savedExpenses_one: 'Saved {{file}}: {{count}} expense.',
    savedExpenses_other: 'Saved {{file}}: {{count}} expenses.',
    notExported: 'Not exported',
  },
  // The monthly expense report (PDF, receipts ZIP)
  expenseReport: {
    title: 'Monthly expense report',
    intro:
      'Your expenses of a month by project and category with totals per currency and every receipt, as a PDF; the original receipt files with a CSV index, as a ZIP.',
    previous: 'Previous report month',
    month: 'Report month',
    next: 'Next report month',
    savePdf: 'Save PDF',
    saveZip: 'Save receipts ZIP',
    buildingPdf: 'Building the PDF of {{month}}…',
    buildingZip: 'Building the ZIP of {{month}}…',
    none: 'No expenses in {{month}}: nothing saved.',
    notSaved: 'Not saved: {{message}}',
    savedPdf: 'Saved {{file}}: {{expenses}}, {{receipts}}.',
    savedZip: 'Saved {{file}}: {{files}} and index.csv.',
    notIncluded: 'Not included as they are: {{problems}}.',
    expenses_one: '{{count}} expense',
    expenses_other: '{{count}} expenses',
    receipts_one: '{{count}} receipt',
    receipts_other: '{{count}} receipts',
    files_one: '{{count}} receipt file',
    files_other: '{{count}} receipt files',
  },
};
