import type en from '../en/common';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {
  save: 'Speichern',
  cancel: 'Abbrechen',
  delete: 'Löschen',
  close: 'Schließen',
  edit: 'Bearbeiten',
  undo: 'Rückgängig',
  search: 'Suchen',
  loading: 'Wird geladen…',
  yes: 'Ja',
  no: 'Nein',
  discard: 'Verwerfen',
  fix: 'Korrigieren',
  open: 'Öffnen',
  dismiss: 'Schließen',
  tryAgain: 'Erneut versuchen',
  continue: 'Fortsetzen',
  saveAnyway: 'Trotzdem speichern',
  keepBoth: 'Beide behalten',
  today: 'Heute',
  total: 'Gesamt',
  project: 'Projekt',
  contractLine: 'Vertragsposition',
  role: 'Rolle',
  description: 'Beschreibung',
  hours: '{{hours}} Std.',
  notSyncedYet: 'noch nicht synchronisiert',

  unnamed: {
    project: 'Projekt {{id}}',
    projectProvisional: 'Projekt (noch nicht synchronisiert)',
    line: 'Position {{id}}',
    lineProvisional: 'Position (noch nicht synchronisiert)',
    role: 'Rolle {{id}}',
    roleProvisional: 'Rolle (noch nicht synchronisiert)',
    lineTail: 'Unbenannte Position (…{{tail}})',
    roleTail: 'Unbenannte Rolle (…{{tail}})',
  },

  state: {
    pending: 'Ausstehend',
    sending: 'Wird gesendet',
    rejected: 'Abgelehnt',
    synced: 'Synchronisiert',
    held: 'Zurückgehalten',
    local: 'Nur auf diesem Computer',
    savedHere: 'Auf diesem Computer gespeichert',
  },

  stateShort: {
    pending: 'Ausstehend',
    sending: 'Sendet',
    rejected: 'Abgelehnt',
    synced: 'Synchron',
    held: 'Gehalten',
    local: 'Nur lokal',
    savedHere: 'Nur lokal',
  },

  pendingNext: {
    offline: 'auf diesem Computer gespeichert (nur offline)',
    sync: 'ausstehend bis zur nächsten Synchronisierung',
  },

  relative: {
    justNow: 'gerade eben',
  },

  outcome: {
    notDone: '{{title}}: nicht ausgeführt',
    entryRestored: 'Buchung wiederhergestellt.',
    expenseRestored: 'Ausgabe wiederhergestellt.',
    nothingToRestore: 'Es gibt nichts wiederherzustellen.',
  },

  rowActions: {
    editLabel: '{{label}} bearbeiten',
    deleteLabel: '{{label}} löschen',
    fixLabel: '{{label}} korrigieren',
    discardLabel: '{{label}} verwerfen',
    sending: 'Wird gesendet…',
  },

  badges: {
    approvedByPM: 'Vom Projektleiter genehmigt',
    approvedByTL: 'Vom Teamleiter genehmigt',
    pmApproved: 'PL ✓',
    tlApproved: 'TL ✓',
    draftInvoice: 'Entwurf',
    onDraftInvoice: 'Auf einem Rechnungsentwurf',
    invoicedOn: 'Abgerechnet mit {{number}}',
  },

  weekStepper: {
    previous: 'Vorige Woche',
    previousTitle: 'Vorige Woche (Alt+←)',
    next: 'Nächste Woche',
    nextTitle: 'Nächste Woche (Alt+→)',
    todayTitle: 'Diese Woche (Alt+T)',
  },

  confirmChecks: {
    title: 'Vor dem Speichern prüfen',
  },

  duplicates: {
    region: 'Mögliche Duplikate',
    oneTitle: {
      company: 'Dieses Unternehmen existiert möglicherweise bereits',
      contact: 'Dieser Kontakt existiert möglicherweise bereits',
      project: 'Dieses Projekt existiert möglicherweise bereits',
    },
    manyTitle: 'Es gibt {{n}} ähnliche Datensätze',
    storeHolds: 'Der lokale Speicher enthält bereits:',
    back: 'Zurück zum Formular',
    openExisting: 'Vorhandenen öffnen',
    createAnyway: 'Trotzdem anlegen',
  },

  saveFlow: {
    queued: 'Hier gespeichert und vorgemerkt: Es erreicht den PSA-Dienst mit der nächsten Synchronisierung.',
    projectQueued:
      'Hier gespeichert und vorgemerkt: Der PSA-Dienst prüft es mit der nächsten Synchronisierung.',
    notSaved: 'Nicht gespeichert',
  },

  projectPicker: {
    placeholder: 'Tippen, um Projekte zu suchen',
    choices: 'Auswahl für {{label}}',
    noMatch: 'Kein passendes Projekt',
    recent: 'zuletzt',
    addFavourite: '{{name}} zu den Favoriten hinzufügen',
    removeFavourite: '{{name}} aus den Favoriten entfernen',
    favouriteTitle: 'Favorit: wird zuerst angezeigt (Alt+S zum Entfernen)',
    addFavouriteTitle: 'Zu den Favoriten hinzufügen (Alt+S)',
    searchFailed: 'Projekte konnten nicht durchsucht werden',
    favouriteFailed: 'Der Favorit wurde nicht gespeichert',
  },
  companySelect: {
    noMatch: 'Kein passendes Unternehmen',
  },
  lineInput: {
    kind: 'Position',
    seenProject: 'Projektposition',
    seenExpenses: 'bei Ausgaben gesehen',
    seenTimesheets: 'bei Buchungen gesehen',
    notSeen: 'In diesem Projekt noch nicht gesehen',
    noLines:
      'Für dieses Projekt sind noch keine Positionen bekannt: Fragen Sie Ihre Administration oder geben Sie die ID der Position ein',
    noRoles:
      'Für dieses Projekt sind noch keine Rollen bekannt: Fragen Sie Ihre Administration oder geben Sie die ID der Rolle ein',
    pickPlaceholder: 'Name eingeben',
    typePlaceholder: 'Name oder ID',
  },

  dayRange: '{{from}} bis {{to}}',
  dateField: {
    calendar: 'Kalender',
  },
  amountField: {
    invalid: 'muss ein Betrag sein, z. B. {{example}}',
  },

  // The drag handle between two column headings of a list (components/columns)
  // Closing a form with typed input (components/DiscardAsk.tsx)
  discardAsk: {
    title: 'Eingaben verwerfen?',
    text: 'Was Sie in dieses Formular eingegeben haben, ist nicht gespeichert und geht verloren.',
    keep: 'Weiter bearbeiten',
  },
  columns: {
    resize: 'Breite der Spalte {{column}} ändern',
    resizeHint: 'Ziehen, um die Breite zu ändern; Doppelklick für die passende Breite',
  },
};
export default messages;
