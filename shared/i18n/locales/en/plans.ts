/** Plans (renderer/src/features/plans). */
export default {
  // Task statuses and priorities as the PSA names them
  taskStatus: {
    To_Do: 'To do',
    In_Progress: 'In progress',
    Done: 'Done',
  },
  priority: {
    High: 'High',
    Medium: 'Medium',
    Low: 'Low',
    None: 'None',
  },
  // The section: title, filters, the plan list, empty and failed lists
  panel: {
    title: 'Plans',
    assignedToMe: 'Assigned to me',
    chooseAccount: 'Choose your account in Settings first',
    overdue: 'Overdue',
    taskStatus: 'Task status',
    all: 'All',
    openEnd: '{{start}} – open',
    noProject: 'No linked project',
    project: 'Project: {{name}}',
    notRead: 'Plans could not be read',
    loading: 'Loading plans',
    noMatch: 'No task matches these filters.',
  },
  // The selected plan
  plan: {
    label: 'Plan',
    tasks_one: '{{count}} task',
    tasks_other: '{{count}} tasks',
    tasksShown_one: '{{shown}} of {{count}} task',
    tasksShown_other: '{{shown}} of {{count}} tasks',
  },
  // A plan's task lists
  tasks: {
    list: 'Task list {{name}}',
    task: 'Task',
    status: 'Status',
    priority: 'Priority',
    dates: 'Start – due',
    effort: 'Effort',
    assignees: 'Assignees',
    due: 'Due {{date}}',
    from: 'From {{date}}',
    overdue: 'Overdue',
    milestone: 'Milestone',
    nobody: 'Nobody',
    account: 'Account {{id}}',
    assignedTo: 'Assigned to {{names}}',
    booked: '{{booked}} h booked',
    bookedOfEffort: '{{booked}} / {{effort}} h',
    effortLabel: 'Effort: {{text}}',
    effortOver: 'Effort: {{text}}, over the estimate',
  },
};
