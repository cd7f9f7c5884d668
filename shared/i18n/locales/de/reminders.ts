import type en from '../en/reminders';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {
  notBookedToday: {
    title: 'Sie haben heute noch nichts gebucht',
    body: 'Für heute ist noch nichts gebucht: Öffnen Sie die Woche, um Ihre Zeit zu buchen.',
  },
  weekBelowUsual: {
    title: 'Diese Woche liegt unter Ihren üblichen Stunden',
    body: '{{hours}} Std. diese Woche gebucht; üblicherweise buchen Sie {{usual}} Std.',
  },
  rejected: {
    title_one: '{{count}} Änderung wurde abgelehnt',
    title_other: '{{count}} Änderungen wurden abgelehnt',
    body: 'Der PSA-Dienst hat sie abgelehnt: Korrigieren oder verwerfen Sie sie im Synchronisierungscenter.',
  },
  notSynced: {
    title_one: 'Seit {{count}} Tag nicht synchronisiert',
    title_other: 'Seit {{count}} Tagen nicht synchronisiert',
    body_one: '{{count}} Änderung wartet auf das Senden: Öffnen Sie das Synchronisierungscenter.',
    body_other: '{{count}} Änderungen warten auf das Senden: Öffnen Sie das Synchronisierungscenter.',
  },
  weekNotSubmitted: {
    title_one: 'Die letzte Woche ist nicht eingereicht',
    title_other: '{{count}} Wochen sind nicht eingereicht',
    body: 'Ihre Stunden werden auf diesem Computer zurückgehalten: Prüfen Sie sie und klicken Sie auf Woche einreichen.',
  },
  tray: {
    noTimer: 'kein Timer aktiv',
    running: '{{what}} ({{elapsed}})',
    elapsedPaused: '{{elapsed}}, pausiert',
    stop: 'Timer stoppen',
    pause: 'Timer pausieren',
    resume: 'Timer fortsetzen',
    startLast: 'Letzten starten: {{label}}',
    startLastNone: 'Letzten starten (keine aktuelle Buchung)',
    continue: 'Fortsetzen',
    quickEntry: 'Schnellerfassung…',
    show: 'PSA Desk anzeigen',
    quit: 'PSA Desk beenden',
    notStopped: 'Der Timer wurde nicht gestoppt: {{message}}',
    notPaused: 'Der Timer wurde nicht pausiert: {{message}}',
    notResumed: 'Der Timer wurde nicht fortgesetzt: {{message}}',
    notStarted: 'Der Timer wurde nicht gestartet: {{message}}',
    notRead: 'Der Timer konnte nicht gelesen werden: {{message}}',
    noRecent: 'Keine aktuelle Buchung zum Fortsetzen: Starten Sie den Timer zuerst im Fenster.',
  },
};
export default messages;
