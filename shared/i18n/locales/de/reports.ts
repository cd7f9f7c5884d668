import type en from '../en/reports';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {
  panel: {
    title: 'Berichte',
    intro:
      'Ihre eigenen Buchungen auf diesem Gerät, synchronisiert oder nicht. Tage sind Kalendertage wie erfasst; Wochen beginnen am Montag.',
    introSunday:
      'Ihre eigenen Buchungen auf diesem Gerät, synchronisiert oder nicht. Tage sind Kalendertage wie erfasst; Wochen beginnen am Sonntag.',
  },
  card: {
    loading: '{{title}} wird geladen',
    failed: 'Dieser Bericht konnte nicht berechnet werden',
  },
  percent: '{{n}} %',
  unsynced: 'inkl. {{hours}} noch nicht synchronisiert',
  hours: {
    title: 'Stunden pro Woche',
    shown: 'Angezeigte Wochen',
    weeks8: '8 Wochen',
    weeks12: '12 Wochen',
    week: 'KW {{n}}',
    range: '{{total}} vom {{from}} bis {{to}}',
    rangeUnsynced: '{{total}} vom {{from}} bis {{to}} ({{note}})',
    empty: 'In diesen Wochen wurden keine Stunden gebucht.',
    perProject: 'Stunden pro Projekt',
  },
  utilization: {
    title: 'Auslastung',
    previous: 'Vorheriger Monat',
    month: 'Monat',
    next: 'Nächster Monat',
    bookedOf: '{{booked}} von {{capacity}}',
    capacity_one: '{{weeks}} Woche × {{hours}} Std. im {{month}}',
    capacity_other: '{{weeks}} Wochen × {{hours}} Std. im {{month}}',
    perWeek: 'Auslastung pro Woche',
    week: 'Woche',
    days: 'Tage im Monat',
    booked: 'Gebucht',
    capacityHead: 'Kapazität',
    utilization: 'Auslastung',
  },
  byMonth: {
    title: 'Ausgaben pro Monat',
    shown: 'Angezeigte Monate',
    months6: '6 Monate',
    months12: '12 Monate',
    empty: 'Keine Ausgaben in diesen Monaten.',
    totals: 'Summen der Ausgaben',
    total_one: '{{count}} Ausgabe: <b>{{total}}</b> inkl. {{vat}} MwSt.',
    total_other: '{{count}} Ausgaben: <b>{{total}}</b> inkl. {{vat}} MwSt.',
    totalUnsynced_one:
      '{{count}} Ausgabe: <b>{{total}}</b> inkl. {{vat}} MwSt., davon {{unsynced}} ({{unsyncedTotal}}) noch nicht synchronisiert',
    totalUnsynced_other:
      '{{count}} Ausgaben: <b>{{total}}</b> inkl. {{vat}} MwSt., davon {{unsynced}} ({{unsyncedTotal}}) noch nicht synchronisiert',
  },
  csv: {
    title: 'Als CSV exportieren',
    intro:
      'Ihre Buchungen vom ersten bis einschließlich zum letzten Tag: UTF-8 mit ISO-Datumsangaben, für jede Tabellenkalkulation.',
    from: 'Von',
    to: 'Bis',
    timesheets: 'Zeiteinträge exportieren',
    expenses: 'Ausgaben exportieren',
    savedTimesheets_one: '{{file}} gespeichert: {{count}} Zeiteintrag.',
    savedTimesheets_other: '{{file}} gespeichert: {{count}} Zeiteinträge.',
    savedExpenses_one: '{{file}} gespeichert: {{count}} Ausgabe.',
    savedExpenses_other: '{{file}} gespeichert: {{count}} Ausgaben.',
    notExported: 'Nicht exportiert',
  },
  expenseReport: {
    title: 'Monatlicher Ausgabenbericht',
    intro:
      'Ihre Ausgaben eines Monats nach Projekt und Kategorie mit Summen pro Währung und jedem Beleg, als PDF; die Originalbelege mit einem CSV-Verzeichnis, als ZIP.',
    previous: 'Vorheriger Berichtsmonat',
    month: 'Berichtsmonat',
    next: 'Nächster Berichtsmonat',
    savePdf: 'PDF speichern',
    saveZip: 'Beleg-ZIP speichern',
    buildingPdf: 'Das PDF für {{month}} wird erstellt…',
    buildingZip: 'Das ZIP für {{month}} wird erstellt…',
    none: 'Keine Ausgaben im {{month}}: nichts gespeichert.',
    notSaved: 'Nicht gespeichert: {{message}}',
    savedPdf: '{{file}} gespeichert: {{expenses}}, {{receipts}}.',
    savedZip: '{{file}} gespeichert: {{files}} und index.csv.',
    notIncluded: 'Nicht so übernommen, wie sie sind: {{problems}}.',
    expenses_one: '{{count}} Ausgabe',
    expenses_other: '{{count}} Ausgaben',
    receipts_one: '{{count}} Beleg',
    receipts_other: '{{count}} Belege',
    files_one: '{{count}} Belegdatei',
    files_other: '{{count}} Belegdateien',
  },
};
export default messages;
