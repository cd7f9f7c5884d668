import type en from '../en/week';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {
  header: {
    title: 'Week {{number}}',
    undoDelete: 'Ongedaan maken',
    undoTitle: 'Het verwijderen ongedaan maken ({{key}})',
    jumpToDate: 'Naar datum gaan',
    copyLastWeek: 'Vorige week kopiëren',
    copyTitle: 'De rijen van vorige week kopiëren (Alt+C)',
    quickEntry: 'Snel boeken',
  },

  copy: {
    done: 'Rijen gekopieerd',
    doneMessage: 'De rijen van vorige week staan er, zonder uren.',
    failed: 'Niets gekopieerd',
    nothing: 'Vorige week heeft geen andere rijen om te kopiëren.',
    skipped_one: '1 rij is overgeslagen: de PSA-dienst weigerde de contractregel of rol ervan.',
    skipped_other: '{{count}} rijen zijn overgeslagen: de PSA-dienst weigerde de contractregel of rol ervan.',
  },

  panel: {
    readFailed: 'De week kon niet worden gelezen',
    loading: 'De week wordt geladen',
    empty:
      'Nog geen uren deze week. Voeg hieronder een rij toe (Alt+R), kopieer de rijen van vorige week (Alt+C) of open Snel boeken.',
    timerFailed: 'De timer kon niet worden gelezen',
    restored: 'Teruggezet',
    restoredMessage: 'De verwijderde boeking is terug (nog niet verzonden tot de volgende synchronisatie).',
    notRestored: 'Er is niets teruggezet',
    deleted: 'Boeking verwijderd',
    deletedMessage: 'Ze was nog niet verzonden, dus er komt niets bij de server aan.',
  },

  submission: {
    region: 'Week indienen',
    notSubmitted: 'Niet ingediend',
    submittedOn: 'Ingediend op {{date}}',
    notSubmittedHeld_one: 'Niet ingediend · {{count}} boeking vastgehouden',
    notSubmittedHeld_other: 'Niet ingediend · {{count}} boekingen vastgehouden',
    submittedOnHeld_one: 'Ingediend op {{date}} · {{count}} boeking vastgehouden',
    submittedOnHeld_other: 'Ingediend op {{date}} · {{count}} boekingen vastgehouden',
    submit: 'Week indienen',
    done: 'Week ingediend',
    released_one: '{{count}} boeking wordt bij de volgende synchronisatie verzonden.',
    released_other: '{{count}} boekingen worden bij de volgende synchronisatie verzonden.',
    nothingHeld: 'Er werd niets vastgehouden: de week was al verzonden.',
    failed: 'De week is niet ingediend',
  },

  addRow: {
    form: 'Een rij toevoegen',
    project: 'Rij toevoegen: project',
    submit: 'Rij toevoegen',
    chooseProject: 'Kies een project',
    pickLine: 'Kies een contractregel, of typ het id',
    pickRole: 'Kies een rol, of typ het id',
  },

  grid: {
    label: 'Week van {{day}}',
    rowHead: 'Project · regel · rol',
    noLine: 'geen regel',
    noRole: 'geen rol',
    removeRow: 'Rij {{row}} verwijderen',
    removeRowTitle: 'Deze lege rij verwijderen',
    rowNotRemoved: 'De rij is niet verwijderd',
    notEditable: 'Deze rij kan hier geen uren krijgen',
    notEditableMessage:
      'De boekingen kwamen van de server zonder contractregel of rol; voeg in plaats daarvan een rij met beide toe.',
    typeHours: 'typ uren zoals 7.5, 7,5 of 7:30',
    atMost24: 'hoogstens 24 u per dag',
    lockedRange:
      '{{hours}} u van deze dag is gesynchroniseerd en alleen-lezen: typ het totaal van de dag, van {{hours}} u tot 24 u; het verschil wordt een nieuwe boeking.',
    notSaved: 'Uren niet opgeslagen',
    noNote: 'Hier nog geen notitie',
    noNoteEmpty: 'Typ eerst de uren: de notitie hoort erbij.',
    noNoteSynced:
      'Gesynchroniseerde boekingen zijn alleen-lezen: een notitie hoort bij uren die nog niet verzonden zijn.',
    unsynced: 'incl. {{hours}} u nog niet gesynchroniseerd',
  },

  cell: {
    editor: 'Uren, {{cell}}',
    noHours: 'geen uren',
    hours: '{{hours}} uur',
    notCounted: 'niet meegeteld in totalen',
    notCountedShort: 'niet meegeteld',
    rejectedPart: '{{hours}} u geweigerd, niet meegeteld in totalen',
    rejectedPartShort: '+{{hours}} geweigerd',
    readOnlyHours: '{{hours}} u alleen-lezen',
    saving: 'wordt opgeslagen',
    notCountedTitle: 'Geweigerd door de PSA-dienst: telt in geen enkel totaal mee tot het hersteld is.',
    lockedTitle:
      'Gesynchroniseerde uren zijn alleen-lezen: meer typen voegt een boeking toe voor het verschil.',
    state: {
      pending: 'nog niet verzonden',
      sending: 'wordt verzonden',
      rejected: 'geweigerd',
      synced: 'gesynchroniseerd',
      local: 'opgeslagen op deze computer',
      held: 'nog niet verstuurd (te wijzigen)',
    },
  },

  note: {
    form: 'Notitie bij cel',
    label: 'Notitie bij {{cell}}',
    hint: 'Enter slaat op, Escape annuleert',
    save: 'Notitie opslaan',
  },

  dayList: {
    region: 'Boekingen van {{day}}',
    summary_one: '{{count}} boeking · {{hours}} u',
    summary_other: '{{count}} boekingen · {{hours}} u',
    empty: 'Geen boekingen op deze dag. Typ uren in het rooster, of open Snel boeken ({{keys}}).',
    entry: '{{from}} tot {{to}}, {{project}}',
    approvedPM: 'Goedgekeurd PM',
    approvedTL: 'Goedgekeurd TL',
    invoiceDraft: 'Conceptfactuur',
    invoiced: 'Gefactureerd {{number}}',
    rejectedBy: 'Geweigerd door de server: {{error}}',
    continueLabel: 'De boeking {{what}} voortzetten met een timer',
    editLabel: 'De boeking {{what}} bewerken',
    fixLabel: 'De boeking {{what}} herstellen',
    deleteLabel: 'De boeking {{what}} verwijderen',
    readOnly: 'alleen-lezen',
    readOnlyTitle:
      'Gesynchroniseerde boekingen zijn alleen-lezen: de PSA-API kan ze niet wijzigen of verwijderen.',
    notDeleted: 'De boeking is niet verwijderd',
  },
};
export default messages;
