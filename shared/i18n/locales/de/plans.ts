import type en from '../en/plans';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {
  taskStatus: {
    To_Do: 'Offen',
    In_Progress: 'In Arbeit',
    Done: 'Erledigt',
  },
  priority: {
    High: 'Hoch',
    Medium: 'Mittel',
    Low: 'Niedrig',
    None: 'Keine',
  },
  panel: {
    title: 'Pläne',
    assignedToMe: 'Mir zugewiesen',
    chooseAccount: 'Wählen Sie zuerst Ihr Konto in den Einstellungen',
    overdue: 'Überfällig',
    taskStatus: 'Aufgabenstatus',
    all: 'Alle',
    openEnd: '{{start}} – offen',
    noProject: 'Kein verknüpftes Projekt',
    project: 'Projekt: {{name}}',
    notRead: 'Die Pläne konnten nicht gelesen werden',
    loading: 'Pläne werden geladen',
    noMatch: 'Keine Aufgabe entspricht diesen Filtern.',
  },
  plan: {
    label: 'Plan',
    tasks_one: '{{count}} Aufgabe',
    tasks_other: '{{count}} Aufgaben',
    tasksShown_one: '{{shown}} von {{count}} Aufgabe',
    tasksShown_other: '{{shown}} von {{count}} Aufgaben',
  },
  tasks: {
    list: 'Aufgabenliste {{name}}',
    task: 'Aufgabe',
    status: 'Status',
    priority: 'Priorität',
    dates: 'Start – Fällig',
    effort: 'Aufwand',
    assignees: 'Zugewiesen',
    due: 'Fällig {{date}}',
    from: 'Ab {{date}}',
    overdue: 'Überfällig',
    milestone: 'Meilenstein',
    nobody: 'Niemand',
    account: 'Konto {{id}}',
    assignedTo: 'Zugewiesen an {{names}}',
    booked: '{{booked}} Std. gebucht',
    bookedOfEffort: '{{booked}} / {{effort}} Std.',
    effortLabel: 'Aufwand: {{text}}',
    effortOver: 'Aufwand: {{text}}, über der Schätzung',
  },
};
export default messages;
