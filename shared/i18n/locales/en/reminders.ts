/** Reminders and desktop notifications (renderer/src/features/reminders, electron/core/app/reminders). */
export default {
  // The reminders' titles and bodies (electron/core/app/reminders/due.ts)
  notBookedToday: {
    title: 'You have not booked today',
    body: 'Nothing is booked for today yet: open the week to book your time.',
  },
  weekBelowUsual: {
    title: 'This week is below your usual hours',
    body: '{{hours}} h booked this week; you usually book {{usual}} h.',
  },
  rejected: {
    title_one: '{{count}} change was rejected',
    title_other: '{{count}} changes were rejected',
    body: 'The PSA service refused them: fix or discard them in the sync center.',
  },
  notSynced: {
    title_one: 'Not synced for {{count}} day',
    title_other: 'Not synced for {{count}} days',
    body_one: '{{count}} change waits to be sent: open the sync center.',
    body_other: '{{count}} changes wait to be sent: open the sync center.',
  },
  weekNotSubmitted: {
    title_one: 'Last week is not submitted',
    title_other: '{{count}} weeks are not submitted',
    body: 'Their hours are held on this computer: check them and press Submit week.',
  },
  // The tray's menu and tooltip, and what it reports (electron/main/tray*.ts)
  tray: {
    noTimer: 'no timer running',
    running: '{{what}} ({{elapsed}})',
    elapsedPaused: '{{elapsed}}, paused',
    stop: 'Stop timer',
    pause: 'Pause timer',
    resume: 'Resume timer',
    startLast: 'Start last: {{label}}',
    startLastNone: 'Start last (no recent entry)',
    continue: 'Continue',
    quickEntry: 'Quick entry…',
    show: 'Show PSA Desk',
    quit: 'Quit PSA Desk',
    notStopped: 'The timer was not stopped: {{message}}',
    notPaused: 'The timer was not paused: {{message}}',
    notResumed: 'The timer was not resumed: {{message}}',
    notStarted: 'The timer did not start: {{message}}',
    notRead: 'The timer could not be read: {{message}}',
    noRecent: 'No recent entry to continue: start the timer in the window first.',
  },
};
