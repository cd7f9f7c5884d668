import type en from '../en/plans';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {
  taskStatus: {
    To_Do: 'Te doen',
    In_Progress: 'Bezig',
    Done: 'Klaar',
  },
  priority: {
    High: 'Hoog',
    Medium: 'Gemiddeld',
    Low: 'Laag',
    None: 'Geen',
  },
  panel: {
    title: 'Plannen',
    assignedToMe: 'Aan mij toegewezen',
    chooseAccount: 'Kies eerst je account in Instellingen',
    overdue: 'Verlopen',
    taskStatus: 'Taakstatus',
    all: 'Alle',
    openEnd: '{{start}} – open einde',
    noProject: 'Geen gekoppeld project',
    project: 'Project: {{name}}',
    notRead: 'De plannen konden niet worden gelezen',
    loading: 'Plannen laden',
    noMatch: 'Geen taak voldoet aan deze filters.',
  },
  plan: {
    label: 'Plan',
    tasks_one: '{{count}} taak',
    tasks_other: '{{count}} taken',
    tasksShown_one: '{{shown}} van {{count}} taak',
    tasksShown_other: '{{shown}} van {{count}} taken',
  },
  tasks: {
    list: 'Takenlijst {{name}}',
    task: 'Taak',
    status: 'Status',
    priority: 'Prioriteit',
    dates: 'Start – einde',
    effort: 'Inspanning',
    assignees: 'Toegewezen',
    due: 'Uiterlijk {{date}}',
    from: 'Vanaf {{date}}',
    overdue: 'Verlopen',
    milestone: 'Mijlpaal',
    nobody: 'Niemand',
    account: 'Account {{id}}',
    assignedTo: 'Toegewezen aan {{names}}',
    booked: '{{booked}} u geboekt',
    bookedOfEffort: '{{booked}} / {{effort}} u',
    effortLabel: 'Inspanning: {{text}}',
    effortOver: 'Inspanning: {{text}}, boven de schatting',
  },
};
export default messages;
