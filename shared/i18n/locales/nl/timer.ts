import type en from '../en/timer';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {
  controls: {
    pause: 'Pauze',
    resume: 'Hervatten',
    notStarted: 'De timer is niet gestart',
    noLine: 'Die boeking heeft geen contractregel of rol.',
    notPaused: 'De timer is niet gepauzeerd',
    notResumed: 'De timer is niet hervat',
    changeStart: 'Wijzigen wanneer de timer startte',
    editStart: 'De starttijd bewerken',
    startedAt: 'Gestart om',
    typeTime: 'Typ een tijd, bijv. 9:30.',
    startTimer: 'Timer starten',
    startTitle: 'Een timer starten op de projectregel van je laatste boeking',
    pausedSince: 'gepauzeerd sinds {{time}}',
  },

  away: {
    title: 'Je timer wacht op je',
    nothingBooked: 'Er wordt niets geboekt tot je kiest.',
    keep: 'De tijd houden',
    discard: 'Inactieve tijd verwerpen',
    discardContinue: 'Verwerpen en doorgaan',
    split: 'Apart boeken…',
    done: '{{choice}}: klaar.',
    timer: 'Timer',
    when: '{{from}} tot {{to}} ({{span}})',
    seconds: '{{n}} s',
    minutes: '{{n}} min',
    hoursMinutes: '{{h}} u {{m}} min',
    idle: 'Je was weg van {{when}}.',
    sleep: 'De computer sliep van {{when}}.',
    lock: 'Het scherm was vergrendeld van {{when}}.',
    shutdown: 'De app was afgesloten van {{when}}.',
    midnight: 'De timer liep na middernacht door: {{when}}.',
    crossesMidnight: 'Tijd aan elke kant van middernacht wordt op de eigen dag geboekt.',
    splitProject: 'Project van de afwezige tijd',
    chooseProject: 'Kies het project van de afwezige tijd.',
    noLine: 'Voor dat project is geen contractregel of rol bekend.',
    bookSeparately: 'Apart boeken',
  },
};
export default messages;
