import type en from '../en/shell';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {
  app: {
    cannotStart: 'PSA Desk kon niet starten',
    starting: 'PSA Desk wordt gestart',
    loading: 'Laden',
  },

  nav: {
    region: 'Onderdelen',
    sections: {
      week: 'Week',
      entries: 'Boekingen',
      expenses: 'Onkosten',
      projects: 'Projecten',
      companies: 'Bedrijven',
      plans: 'Plannen',
      invoices: 'Facturen',
      // 'Synchroniseren' is cut in the navbar beside its key; the loanword is understood.
      sync: 'Sync',
      reports: 'Rapporten',
      review: 'Controle',
      settings: 'Instellingen',
    },
  },

  panel: {
    failed: '{{section}} kan niet worden getoond',
    loading: '{{section}} laden',
  },

  status: {
    region: 'Synchronisatiestatus',
    offlineOnly: 'Alleen offline',
    online: 'Online',
    offline: 'Offline',
    notChecked: 'Nog niet gecontroleerd',
    demo: 'Demo',
    demoTitle: 'De server is de ingebouwde demoserver: de gegevens zijn niet echt',
    rejected_one: '{{count}} geweigerd',
    rejected_other: '{{count}} geweigerd',
    noAccountOffline: 'Geen account (alleen offline)',
    notSignedIn: 'Niet ingelogd',
    accountUnnamed: 'Account nog zonder naam',
    signedInAs: 'Ingelogd als {{name}}',
    signedInAsEmail: 'Ingelogd als {{name}} ({{email}})',
    // Short (as the navbar's 'Sync'): the status bar also holds the running timer at 1280 px.
    lastSync: 'Sync: {{when}}',
    lastSyncNever: 'Nog geen sync',
    syncProgress: 'Voortgang van de synchronisatie',
    syncNow: 'Nu synchroniseren',
    syncNowTitle: 'Nu synchroniseren ({{keys}})',
  },

  commands: {
    searchEverywhere: 'Overal zoeken',
    showShortcuts: 'Sneltoetsen tonen',
    goTo: 'Naar {{section}}',
    quickEntry: 'Snel boeken',
    stopTimer: 'Timer stoppen',
    startTimer: 'Timer starten',
    syncNow: 'Nu synchroniseren',
    newCompany: 'Nieuw bedrijf',
    newContact: 'Nieuwe contactpersoon',
    newProject: 'Nieuw project',
    newExpense: 'Nieuwe onkostenpost',
    themeDark: 'Thema: donker',
    themeLight: 'Thema: licht',
    themeSystem: 'Thema: zoals het systeem',
    themeNotChanged: 'Het thema is niet gewijzigd',
  },

  keywords: {
    settings: 'voorkeuren opties',
    quickEntry: 'nieuw uren tijd boeken',
    timer: 'klok stopwatch',
    create: 'aanmaken toevoegen nieuw',
    contact: 'aanmaken toevoegen persoon',
    expense: 'aanmaken toevoegen kosten declaratie',
    theme: 'weergave kleur uiterlijk',
    themeSystem: 'weergave kleur uiterlijk automatisch',
  },

  weekKeys: {
    where: 'In het weekrooster',
    move: 'Tussen cellen bewegen',
    edit: 'De cel bewerken: Enter, of typ de uren',
    save: 'De uren opslaan en naar rechts gaan (naar links met Shift)',
    cancel: 'Het bewerken annuleren',
    clear: 'De cel leegmaken (niet-verzonden uren)',
    note: 'De notitie van de cel schrijven',
    previousNext: 'Vorige of volgende week',
    today: 'Deze week',
    addRow: 'Een rij toevoegen',
    copy: 'De rijen van vorige week kopiëren',
    undo: 'Het verwijderen ongedaan maken',
  },
};
export default messages;
