import type en from '../en/timer';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {
  controls: {
    pause: 'Pause',
    resume: 'Weiter',
    notStarted: 'Der Timer wurde nicht gestartet',
    noLine: 'Diese Buchung hat keine Vertragsposition oder Rolle.',
    notPaused: 'Der Timer wurde nicht pausiert',
    notResumed: 'Der Timer wurde nicht fortgesetzt',
    changeStart: 'Ändern, wann der Timer gestartet wurde',
    editStart: 'Startzeit bearbeiten',
    startedAt: 'Gestartet um',
    typeTime: 'Geben Sie eine Uhrzeit ein, z. B. 9:30.',
    startTimer: 'Timer starten',
    startTitle: 'Einen Timer auf der Projektposition Ihrer letzten Buchung starten',
    pausedSince: 'pausiert seit {{time}}',
  },

  away: {
    title: 'Ihr Timer wartet auf Sie',
    nothingBooked: 'Nichts wird gebucht, bis Sie wählen.',
    keep: 'Zeit behalten',
    discard: 'Leerlaufzeit verwerfen',
    discardContinue: 'Verwerfen und fortsetzen',
    split: 'Separat buchen…',
    done: '{{choice}}: erledigt.',
    timer: 'Timer',
    when: '{{from}} bis {{to}} ({{span}})',
    seconds: '{{n}} Sek.',
    minutes: '{{n}} Min.',
    hoursMinutes: '{{h}} Std. {{m}} Min.',
    idle: 'Sie waren abwesend von {{when}}.',
    sleep: 'Der Computer war im Ruhezustand von {{when}}.',
    lock: 'Der Bildschirm war gesperrt von {{when}}.',
    shutdown: 'Die App war beendet von {{when}}.',
    midnight: 'Der Timer lief über Mitternacht: {{when}}.',
    crossesMidnight: 'Die Zeit auf jeder Seite von Mitternacht wird auf ihrem eigenen Tag gebucht.',
    splitProject: 'Projekt der Abwesenheitszeit',
    chooseProject: 'Wählen Sie das Projekt der Abwesenheitszeit.',
    noLine: 'Für dieses Projekt ist keine Vertragsposition oder Rolle bekannt.',
    bookSeparately: 'Separat buchen',
  },
};
export default messages;
