import type en from '../en/reports';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {
  panel: {
    title: 'Rapporten',
    intro:
      'Je eigen boekingen op dit apparaat, gesynchroniseerd of niet. Dagen zijn kalenderdagen zoals ingevoerd; weken beginnen op maandag.',
    introSunday:
      'Je eigen boekingen op dit apparaat, gesynchroniseerd of niet. Dagen zijn kalenderdagen zoals ingevoerd; weken beginnen op zondag.',
  },
  card: {
    loading: '{{title}} laden',
    failed: 'Dit rapport kon niet worden berekend',
  },
  percent: '{{n}}%',
  unsynced: 'incl. {{hours}} nog niet gesynchroniseerd',
  hours: {
    title: 'Uren per week',
    shown: 'Getoonde weken',
    weeks8: '8 weken',
    weeks12: '12 weken',
    week: 'W{{n}}',
    range: '{{total}} van {{from}} tot {{to}}',
    rangeUnsynced: '{{total}} van {{from}} tot {{to}} ({{note}})',
    empty: 'Geen uren geboekt in deze weken.',
    perProject: 'Uren per project',
  },
  utilization: {
    title: 'Bezetting',
    previous: 'Vorige maand',
    month: 'Maand',
    next: 'Volgende maand',
    bookedOf: '{{booked}} van {{capacity}}',
    capacity_one: '{{weeks}} week × {{hours}} u in {{month}}',
    capacity_other: '{{weeks}} weken × {{hours}} u in {{month}}',
    perWeek: 'Bezetting per week',
    week: 'Week',
    days: 'Dagen in de maand',
    booked: 'Geboekt',
    capacityHead: 'Capaciteit',
    utilization: 'Bezetting',
  },
  byMonth: {
    title: 'Onkosten per maand',
    shown: 'Getoonde maanden',
    months6: '6 maanden',
    months12: '12 maanden',
    empty: 'Geen onkosten in deze maanden.',
    totals: 'Totalen van de onkosten',
    total_one: '{{count}} onkostenpost: <b>{{total}}</b> incl. {{vat}} btw',
    total_other: '{{count}} onkostenposten: <b>{{total}}</b> incl. {{vat}} btw',
    totalUnsynced_one:
      '{{count}} onkostenpost: <b>{{total}}</b> incl. {{vat}} btw, waarvan {{unsynced}} ({{unsyncedTotal}}) nog niet gesynchroniseerd',
    totalUnsynced_other:
      '{{count}} onkostenposten: <b>{{total}}</b> incl. {{vat}} btw, waarvan {{unsynced}} ({{unsyncedTotal}}) nog niet gesynchroniseerd',
  },
  csv: {
    title: 'Exporteren naar CSV',
    intro:
      'Je boekingen van de eerste tot en met de laatste dag: UTF-8 met ISO-datums, voor elk spreadsheetprogramma.',
    from: 'Van',
    to: 'Tot en met',
    timesheets: 'Urenregistraties exporteren',
    expenses: 'Onkosten exporteren',
    savedTimesheets_one: '{{file}} opgeslagen: {{count}} urenregistratie.',
    savedTimesheets_other: '{{file}} opgeslagen: {{count}} urenregistraties.',
    savedExpenses_one: '{{file}} opgeslagen: {{count}} onkostenpost.',
    savedExpenses_other: '{{file}} opgeslagen: {{count}} onkostenposten.',
    notExported: 'Niet geëxporteerd',
  },
  expenseReport: {
    title: 'Maandelijks onkostenrapport',
    intro:
      'Je onkosten van een maand per project en categorie, met totalen per valuta en elke bon, als pdf; de originele bonbestanden met een CSV-index, als ZIP.',
    previous: 'Vorige rapportmaand',
    month: 'Rapportmaand',
    next: 'Volgende rapportmaand',
    savePdf: 'Pdf opslaan',
    saveZip: 'ZIP met bonnen opslaan',
    buildingPdf: 'De pdf van {{month}} wordt gemaakt…',
    buildingZip: 'De ZIP van {{month}} wordt gemaakt…',
    none: 'Geen onkosten in {{month}}: niets opgeslagen.',
    notSaved: 'Niet opgeslagen: {{message}}',
    savedPdf: '{{file}} opgeslagen: {{expenses}}, {{receipts}}.',
    savedZip: '{{file}} opgeslagen: {{files}} en index.csv.',
    notIncluded: 'Niet opgenomen zoals ze zijn: {{problems}}.',
    expenses_one: '{{count}} onkostenpost',
    expenses_other: '{{count}} onkostenposten',
    receipts_one: '{{count}} bon',
    receipts_other: '{{count}} bonnen',
    files_one: '{{count}} bonbestand',
    files_other: '{{count}} bonbestanden',
  },
};
export default messages;
