import type en from '../en/reminders';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {
  notBookedToday: {
    title: 'Je hebt vandaag nog niets geboekt',
    body: 'Er is voor vandaag nog niets geboekt: open de week om je tijd te boeken.',
  },
  weekBelowUsual: {
    title: 'Deze week zit onder je gebruikelijke uren',
    body: '{{hours}} u geboekt deze week; meestal boek je {{usual}} u.',
  },
  rejected: {
    title_one: '{{count}} wijziging is geweigerd',
    title_other: '{{count}} wijzigingen zijn geweigerd',
    body: 'De PSA-dienst heeft ze geweigerd: corrigeer of verwerp ze in het synchronisatiecentrum.',
  },
  notSynced: {
    title_one: 'Al {{count}} dag niet gesynchroniseerd',
    title_other: 'Al {{count}} dagen niet gesynchroniseerd',
    body_one: '{{count}} wijziging wacht op verzending: open het synchronisatiecentrum.',
    body_other: '{{count}} wijzigingen wachten op verzending: open het synchronisatiecentrum.',
  },
  weekNotSubmitted: {
    title_one: 'Vorige week is niet ingediend',
    title_other: '{{count}} weken zijn niet ingediend',
    body: 'De uren staan vast op deze computer: controleer ze en klik op Week indienen.',
  },
  tray: {
    noTimer: 'geen timer actief',
    running: '{{what}} ({{elapsed}})',
    elapsedPaused: '{{elapsed}}, gepauzeerd',
    stop: 'Timer stoppen',
    pause: 'Timer pauzeren',
    resume: 'Timer hervatten',
    startLast: 'Laatste starten: {{label}}',
    startLastNone: 'Laatste starten (geen recente boeking)',
    continue: 'Doorgaan',
    quickEntry: 'Snel boeken…',
    show: 'PSA Desk tonen',
    quit: 'PSA Desk afsluiten',
    notStopped: 'De timer is niet gestopt: {{message}}',
    notPaused: 'De timer is niet gepauzeerd: {{message}}',
    notResumed: 'De timer is niet hervat: {{message}}',
    notStarted: 'De timer is niet gestart: {{message}}',
    notRead: 'De timer kon niet worden gelezen: {{message}}',
    noRecent: 'Geen recente boeking om mee door te gaan: start de timer eerst in het venster.',
  },
};
export default messages;
