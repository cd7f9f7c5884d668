import type en from '../en/common';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {
  save: 'Opslaan',
  cancel: 'Annuleren',
  delete: 'Verwijderen',
  close: 'Sluiten',
  edit: 'Bewerken',
  undo: 'Ongedaan maken',
  search: 'Zoeken',
  loading: 'Laden…',
  yes: 'Ja',
  no: 'Nee',
  discard: 'Verwerpen',
  fix: 'Herstellen',
  open: 'Openen',
  dismiss: 'Sluiten',
  tryAgain: 'Opnieuw proberen',
  continue: 'Doorgaan',
  saveAnyway: 'Toch opslaan',
  keepBoth: 'Beide houden',
  today: 'Vandaag',
  total: 'Totaal',
  project: 'Project',
  contractLine: 'Contractregel',
  role: 'Rol',
  description: 'Omschrijving',
  hours: '{{hours}} u',
  notSyncedYet: 'nog niet gesynchroniseerd',

  unnamed: {
    project: 'Project {{id}}',
    projectProvisional: 'Project (nog niet gesynchroniseerd)',
    line: 'Regel {{id}}',
    lineProvisional: 'Regel (nog niet gesynchroniseerd)',
    role: 'Rol {{id}}',
    roleProvisional: 'Rol (nog niet gesynchroniseerd)',
    lineTail: 'Naamloze regel (…{{tail}})',
    roleTail: 'Naamloze rol (…{{tail}})',
  },

  state: {
    pending: 'Nog niet verzonden',
    sending: 'Verzenden',
    rejected: 'Geweigerd',
    synced: 'Gesynchroniseerd',
    held: 'Vastgehouden',
    local: 'Alleen op deze computer',
    savedHere: 'Opgeslagen op deze computer',
  },

  stateShort: {
    pending: 'Te verzenden',
    sending: 'Verzenden',
    rejected: 'Geweigerd',
    synced: 'Gesynct',
    held: 'Vastgehouden',
    local: 'Alleen lokaal',
    savedHere: 'Alleen lokaal',
  },

  pendingNext: {
    offline: 'opgeslagen op deze computer (alleen offline)',
    sync: 'nog niet verzonden tot de volgende synchronisatie',
  },

  relative: {
    justNow: 'zojuist',
  },

  outcome: {
    notDone: '{{title}}: niet gelukt',
    entryRestored: 'Boeking teruggezet.',
    expenseRestored: 'Onkostenpost teruggezet.',
    nothingToRestore: 'Er is niets om terug te zetten.',
  },

  rowActions: {
    editLabel: '{{label}} bewerken',
    deleteLabel: '{{label}} verwijderen',
    fixLabel: '{{label}} herstellen',
    discardLabel: '{{label}} verwerpen',
    sending: 'Verzenden…',
  },

  badges: {
    approvedByPM: 'Goedgekeurd door de projectmanager',
    approvedByTL: 'Goedgekeurd door de teamleider',
    pmApproved: 'PM ✓',
    tlApproved: 'TL ✓',
    draftInvoice: 'Concept',
    onDraftInvoice: 'Op een conceptfactuur',
    invoicedOn: 'Gefactureerd op {{number}}',
  },

  weekStepper: {
    previous: 'Vorige week',
    previousTitle: 'Vorige week (Alt+←)',
    next: 'Volgende week',
    nextTitle: 'Volgende week (Alt+→)',
    todayTitle: 'Deze week (Alt+T)',
  },

  confirmChecks: {
    title: 'Controleer voor het opslaan',
  },

  duplicates: {
    region: 'Mogelijke dubbele records',
    oneTitle: {
      company: 'Dit bedrijf bestaat mogelijk al',
      contact: 'Deze contactpersoon bestaat mogelijk al',
      project: 'Dit project bestaat mogelijk al',
    },
    manyTitle: 'Er bestaan {{n}} vergelijkbare records',
    storeHolds: 'De lokale opslag bevat al:',
    back: 'Terug naar het formulier',
    openExisting: 'Bestaande openen',
    createAnyway: 'Toch aanmaken',
  },

  saveFlow: {
    queued: 'Hier opgeslagen en in de wachtrij: het gaat bij de volgende synchronisatie naar de PSA-dienst.',
    projectQueued:
      'Hier opgeslagen en in de wachtrij: de PSA-dienst controleert het bij de volgende synchronisatie.',
    notSaved: 'Niet opgeslagen',
  },

  projectPicker: {
    placeholder: 'Typ om projecten te zoeken',
    choices: 'Keuzes voor {{label}}',
    noMatch: 'Geen project gevonden',
    recent: 'recent',
    addFavourite: '{{name}} aan favorieten toevoegen',
    removeFavourite: '{{name}} uit favorieten verwijderen',
    favouriteTitle: 'Favoriet: staat bovenaan (Alt+S om te verwijderen)',
    addFavouriteTitle: 'Aan favorieten toevoegen (Alt+S)',
    searchFailed: 'Projecten konden niet worden gezocht',
    favouriteFailed: 'De favoriet is niet opgeslagen',
  },
  companySelect: {
    noMatch: 'Geen bedrijf gevonden',
  },
  lineInput: {
    kind: 'Regel',
    seenProject: 'projectregel',
    seenExpenses: 'gezien bij onkosten',
    seenTimesheets: 'gezien bij boekingen',
    notSeen: 'Nog niet gezien op dit project',
    noLines: 'Nog geen regels bekend voor dit project: vraag het je beheerder, of typ het id van de regel',
    noRoles: 'Nog geen rollen bekend voor dit project: vraag het je beheerder, of typ het id van de rol',
    pickPlaceholder: 'Kies op naam',
    typePlaceholder: 'Naam of id',
  },

  dayRange: '{{from}} t/m {{to}}',
  dateField: {
    calendar: 'Kalender',
  },
  amountField: {
    invalid: 'moet een bedrag zijn, zoals {{example}}',
  },

  // The drag handle between two column headings of a list (components/columns)
  // Closing a form with typed input (components/DiscardAsk.tsx)
  discardAsk: {
    title: 'Wat je hebt getypt weggooien?',
    text: 'Wat je in dit formulier hebt getypt is niet opgeslagen en gaat verloren.',
    keep: 'Verder bewerken',
  },
  columns: {
    resize: 'Breedte van kolom {{column}} aanpassen',
    resizeHint: 'Sleep om de breedte te wijzigen; dubbelklik voor de passende breedte',
  },
};
export default messages;
