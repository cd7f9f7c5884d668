/** Quick entry, the entry form and the fix form (renderer/src/features/entry). */
export default {
  // What a line or role without a name is called, with its id after it ("Line 1907…")
  kind: {
    line: 'Line',
    role: 'Role',
  },
  // The quick entry drawer
  drawer: {
    quickEntry: 'Quick entry',
    changeEntry: 'Change entry',
  },
  // The quick entry form
  form: {
    name: 'Quick entry',
    project: 'Project',
    contractLine: 'Contract line',
    role: 'Role',
    date: 'Date',
    from: 'From',
    to: 'To',
    hours: 'Hours',
    hoursPlaceholder: '7.5 or 7:30',
    description: 'Description',
    endsAt: 'ends {{time}}',
    comesTo: '= {{hours}} h',
    enterSaves: 'Enter saves · the form stays for the next entry',
    newInstead: 'New entry instead',
    saveEntry: 'Save entry',
    saveChanges: 'Save changes',
    saved: 'Entry saved',
    changed: 'Entry changed',
    savedMessage: '{{hours}} h on {{project}}, {{from}}–{{to}}: {{pending}}.',
    notSaved: 'The entry was not saved',
    projectFallback: 'Project {{id}}',
  },
  // Problems found before asking the core
  errors: {
    chooseProject: 'choose a project',
    pickLine: 'pick a contract line, or type its id',
    pickRole: 'pick a role, or type its id',
    fromTime: 'must be a time such as 09:00',
    hours: 'enter hours such as 7.5 or 7:30',
    toTime: 'must be a time such as 17:00',
    timerNeeds: 'Choose a project, contract line and role first.',
  },
  // The timer: its card in the drawer, its badge in the header and status bar
  timer: {
    stopped: 'Timer stopped',
    stoppedMessage:
      '{{hours}} h booked for a run of {{length}}, {{from}}–{{to}} (rounded as set in Settings): {{pending}}.',
    notStopped: 'The timer was not stopped',
    notStarted: 'The timer did not start',
    notCancelled: 'The timer was not cancelled',
    stopTitle: 'Stop the timer',
    badge: 'Timer',
    badgeTitle: '{{project}} · {{state}}',
    runningSince: 'running since {{time}}',
    stop: 'Stop timer',
    card: 'Timer card',
    elapsed: 'Elapsed time',
    since: 'since {{time}}',
    cancel: 'Cancel timer',
    instead: 'Time it instead: starts on the project line above.',
    start: 'Start timer',
    runHours: '{{h}} h {{m}} min',
    runMinutes: '{{m}} min {{s}} s',
    runSeconds: '{{s}} s',
  },
};
