import type en from '../en/week';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {
  header: {
    title: 'Woche {{number}}',
    undoDelete: 'Rückgängig',
    undoTitle: 'Löschen rückgängig machen ({{key}})',
    jumpToDate: 'Zu Datum springen',
    copyLastWeek: 'Vorwoche kopieren',
    copyTitle: 'Zeilen der Vorwoche kopieren (Alt+C)',
    quickEntry: 'Schnellerfassung',
  },

  copy: {
    done: 'Zeilen kopiert',
    doneMessage: 'Die Zeilen der Vorwoche sind da, ohne Stunden.',
    failed: 'Nichts kopiert',
    nothing: 'Die Vorwoche hat keine weiteren Zeilen zum Kopieren.',
    skipped_one: '1 Zeile wurde übersprungen: Der PSA-Dienst hat ihre Vertragsposition oder Rolle abgelehnt.',
    skipped_other:
      '{{count}} Zeilen wurden übersprungen: Der PSA-Dienst hat ihre Vertragsposition oder Rolle abgelehnt.',
  },

  panel: {
    readFailed: 'Die Woche konnte nicht gelesen werden',
    loading: 'Die Woche wird geladen',
    empty:
      'Diese Woche noch keine Stunden. Fügen Sie unten eine Zeile hinzu (Alt+R), kopieren Sie die Zeilen der Vorwoche (Alt+C) oder öffnen Sie die Schnellerfassung.',
    timerFailed: 'Der Timer konnte nicht gelesen werden',
    restored: 'Wiederhergestellt',
    restoredMessage: 'Die gelöschte Buchung ist wieder da (ausstehend bis zur nächsten Synchronisierung).',
    notRestored: 'Nichts wurde wiederhergestellt',
    deleted: 'Buchung gelöscht',
    deletedMessage: 'Sie war noch nicht gesendet, daher erreicht nichts den Server.',
  },

  submission: {
    region: 'Wochenabgabe',
    notSubmitted: 'Nicht eingereicht',
    submittedOn: 'Eingereicht am {{date}}',
    notSubmittedHeld_one: 'Nicht eingereicht · {{count}} Buchung zurückgehalten',
    notSubmittedHeld_other: 'Nicht eingereicht · {{count}} Buchungen zurückgehalten',
    submittedOnHeld_one: 'Eingereicht am {{date}} · {{count}} Buchung zurückgehalten',
    submittedOnHeld_other: 'Eingereicht am {{date}} · {{count}} Buchungen zurückgehalten',
    submit: 'Woche einreichen',
    done: 'Woche eingereicht',
    released_one: '{{count}} Buchung wird mit der nächsten Synchronisierung gesendet.',
    released_other: '{{count}} Buchungen werden mit der nächsten Synchronisierung gesendet.',
    nothingHeld: 'Nichts war zurückgehalten: Die Woche war bereits gesendet.',
    failed: 'Die Woche wurde nicht eingereicht',
  },

  addRow: {
    form: 'Zeile hinzufügen',
    project: 'Zeile hinzufügen: Projekt',
    submit: 'Zeile hinzufügen',
    chooseProject: 'Projekt auswählen',
    pickLine: 'Vertragsposition auswählen oder ihre ID eingeben',
    pickRole: 'Rolle auswählen oder ihre ID eingeben',
  },

  grid: {
    label: 'Woche vom {{day}}',
    rowHead: 'Projekt · Position · Rolle',
    noLine: 'keine Position',
    noRole: 'keine Rolle',
    removeRow: 'Zeile {{row}} entfernen',
    removeRowTitle: 'Diese leere Zeile entfernen',
    rowNotRemoved: 'Die Zeile wurde nicht entfernt',
    notEditable: 'Diese Zeile kann hier keine Stunden aufnehmen',
    notEditableMessage:
      'Ihre Buchungen kamen ohne Vertragsposition oder Rolle vom Server; fügen Sie stattdessen eine Zeile mit beiden hinzu.',
    typeHours: 'Stunden eingeben, z. B. 7.5, 7,5 oder 7:30',
    atMost24: 'höchstens 24 Std. pro Tag',
    lockedRange:
      '{{hours}} Std. dieses Tages sind synchronisiert und schreibgeschützt: Geben Sie die Tagessumme ein, von {{hours}} Std. bis 24 Std.; die Differenz wird als neue Buchung hinzugefügt.',
    notSaved: 'Stunden nicht gespeichert',
    noNote: 'Hier noch keine Notiz',
    noNoteEmpty: 'Geben Sie zuerst die Stunden ein: Die Notiz gehört zu ihnen.',
    noNoteSynced:
      'Synchronisierte Buchungen sind schreibgeschützt: Eine Notiz gehört zu noch nicht gesendeten Stunden.',
    unsynced: 'inkl. {{hours}} Std. noch nicht synchronisiert',
  },

  cell: {
    editor: 'Stunden, {{cell}}',
    noHours: 'keine Stunden',
    hours: '{{hours}} Stunden',
    notCounted: 'in keiner Summe gezählt',
    notCountedShort: 'nicht gezählt',
    rejectedPart: '{{hours}} Std. abgelehnt, in keiner Summe gezählt',
    rejectedPartShort: '+{{hours}} abgelehnt',
    readOnlyHours: '{{hours}} Std. schreibgeschützt',
    saving: 'wird gespeichert',
    notCountedTitle: 'Vom PSA-Dienst abgelehnt: zählt in keiner Summe, bis es korrigiert ist.',
    lockedTitle:
      'Synchronisierte Stunden sind schreibgeschützt: Weitere Eingaben fügen eine Buchung für die Differenz hinzu.',
    state: {
      pending: 'ausstehend',
      sending: 'wird gesendet',
      rejected: 'abgelehnt',
      synced: 'synchronisiert',
      local: 'auf diesem Computer gespeichert',
      held: 'noch nicht gesendet (änderbar)',
    },
  },

  note: {
    form: 'Zellnotiz',
    label: 'Notiz für {{cell}}',
    hint: 'Enter speichert, Escape bricht ab',
    save: 'Notiz speichern',
  },

  dayList: {
    region: 'Buchungen vom {{day}}',
    summary_one: '{{count}} Buchung · {{hours}} Std.',
    summary_other: '{{count}} Buchungen · {{hours}} Std.',
    empty:
      'Keine Buchungen an diesem Tag. Geben Sie Stunden im Raster ein oder öffnen Sie die Schnellerfassung ({{keys}}).',
    entry: '{{from}} bis {{to}}, {{project}}',
    approvedPM: 'Genehmigt PL',
    approvedTL: 'Genehmigt TL',
    invoiceDraft: 'Rechnungsentwurf',
    invoiced: 'Abgerechnet {{number}}',
    rejectedBy: 'Vom Server abgelehnt: {{error}}',
    continueLabel: 'Die Buchung {{what}} mit einem Timer fortsetzen',
    editLabel: 'Die Buchung {{what}} bearbeiten',
    fixLabel: 'Die Buchung {{what}} korrigieren',
    deleteLabel: 'Die Buchung {{what}} löschen',
    readOnly: 'schreibgeschützt',
    readOnlyTitle:
      'Synchronisierte Buchungen sind schreibgeschützt: Die PSA-API kann sie nicht ändern oder löschen.',
    notDeleted: 'Die Buchung wurde nicht gelöscht',
  },
};
export default messages;
