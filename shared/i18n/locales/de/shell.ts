import type en from '../en/shell';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {
  app: {
    cannotStart: 'PSA Desk konnte nicht starten',
    starting: 'PSA Desk wird gestartet',
    loading: 'Wird geladen',
  },

  nav: {
    region: 'Bereiche',
    sections: {
      week: 'Woche',
      entries: 'Buchungen',
      expenses: 'Ausgaben',
      projects: 'Projekte',
      companies: 'Unternehmen',
      plans: 'Pläne',
      invoices: 'Rechnungen',
      // 'Synchronisieren' is cut in the navbar beside its key; the loanword is understood.
      sync: 'Sync',
      reports: 'Berichte',
      review: 'Prüfung',
      settings: 'Einstellungen',
    },
  },

  panel: {
    failed: '{{section}} kann nicht angezeigt werden',
    loading: '{{section}} wird geladen',
  },

  status: {
    region: 'Synchronisierungsstatus',
    offlineOnly: 'Nur offline',
    online: 'Online',
    offline: 'Offline',
    notChecked: 'Noch nicht geprüft',
    demo: 'Demo',
    demoTitle: 'Der Server ist der eingebaute Demo-Server: Seine Daten sind nicht echt',
    rejected_one: '{{count}} abgelehnt',
    rejected_other: '{{count}} abgelehnt',
    noAccountOffline: 'Kein Konto (nur offline)',
    notSignedIn: 'Nicht angemeldet',
    accountUnnamed: 'Konto noch ohne Namen',
    signedInAs: 'Angemeldet als {{name}}',
    signedInAsEmail: 'Angemeldet als {{name}} ({{email}})',
    // Short (as the navbar's 'Sync'): the status bar also holds the running timer at 1280 px.
    lastSync: 'Sync: {{when}}',
    lastSyncNever: 'Noch kein Sync',
    syncProgress: 'Fortschritt der Synchronisierung',
    // Short: the status bar also holds the timer at 1280 px.
    syncNow: 'Synchronisieren',
    syncNowTitle: 'Jetzt synchronisieren ({{keys}})',
  },

  commands: {
    searchEverywhere: 'Überall suchen',
    showShortcuts: 'Tastenkürzel anzeigen',
    goTo: '{{section}} öffnen',
    quickEntry: 'Schnellerfassung',
    stopTimer: 'Timer stoppen',
    startTimer: 'Timer starten',
    syncNow: 'Jetzt synchronisieren',
    newCompany: 'Neues Unternehmen',
    newContact: 'Neuer Kontakt',
    newProject: 'Neues Projekt',
    newExpense: 'Neue Ausgabe',
    themeDark: 'Design: dunkel',
    themeLight: 'Design: hell',
    themeSystem: 'Design: wie das System',
    themeNotChanged: 'Das Design wurde nicht geändert',
  },

  keywords: {
    settings: 'Optionen Präferenzen',
    quickEntry: 'neu Stunden Zeit buchen',
    timer: 'Uhr Stoppuhr',
    create: 'anlegen hinzufügen neu',
    contact: 'anlegen hinzufügen Person',
    expense: 'anlegen hinzufügen Kosten Spesen',
    theme: 'Darstellung Farbe Aussehen',
    themeSystem: 'Darstellung Farbe Aussehen automatisch',
  },

  weekKeys: {
    where: 'Im Wochenraster',
    move: 'Zwischen Zellen wechseln',
    edit: 'Zelle bearbeiten: Enter, oder Stunden eintippen',
    save: 'Stunden speichern und nach rechts gehen (nach links mit Shift)',
    cancel: 'Bearbeitung abbrechen',
    clear: 'Zelle leeren (nicht gesendete Stunden)',
    note: 'Notiz der Zelle schreiben',
    previousNext: 'Vorige oder nächste Woche',
    today: 'Diese Woche',
    addRow: 'Zeile hinzufügen',
    copy: 'Zeilen der Vorwoche kopieren',
    undo: 'Löschen rückgängig machen',
  },
};
export default messages;
