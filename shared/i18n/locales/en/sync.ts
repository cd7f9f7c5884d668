/** The sync center (renderer/src/features/sync): last sync, progress, the queue of changes, recent runs. */
export default {
  // The panel's head
  panel: {
    title: 'Sync',
    fullRefresh: 'Full refresh',
    fullRefreshTitle:
      'Also refresh companies, contacts, projects, project managers and plans now (else hourly)',
    syncNow: 'Sync now',
    offlineOnly: 'This folder works offline only: nothing is sent anywhere. Connect a remote in Settings.',
  },
  // Entries kept on this computer until the send rule lets them go, and Send now
  kept: {
    title_one: '{{count}} entry not sent yet (editable)',
    title_other: '{{count}} entries not sent yet (editable)',
    end_of_day: 'They are sent once their day is over and they rested 15 minutes.',
    week: 'They are sent when their week is submitted.',
    at_once: 'They are sent with the next sync.',
    sendToday: "Send today's",
    sendWeek: "Send this week's",
    sendAll: 'Send all now',
    sent_one: '{{count}} entry sent to the PSA service: it is final there.',
    sent_other: '{{count}} entries sent to the PSA service: they are final there.',
  },
  // Last sync, its outcome and the counts
  summary: {
    lastSync: 'Last sync:',
    never: 'never',
    details: 'Details',
    counts: 'Sent {{sent}}, fetched {{fetched}}, rejected {{rejected}}.',
    changes_one: '{{count}} change',
    changes_other: '{{count}} changes',
    records_one: '{{count}} record',
    records_other: '{{count}} records',
    stat: '{{label}}: {{value}}',
    failed: 'Sync failed',
  },
  // The running sync
  progress: {
    sending: 'Sending changes {{step}} ({{done}}/{{total}})',
    fetching: 'Fetching {{step}} ({{done}}/{{total}})',
    starting: 'Starting…',
    label: 'Sync progress',
  },
  // The count of changes waiting, as the status bar and the sync center say it
  pending: {
    pending_one: '{{count}} change pending',
    pending_other: '{{count}} changes pending',
    kept_one: '{{count}} change kept on this computer',
    kept_other: '{{count}} changes kept on this computer',
    held_one: '{{count}} not sent yet (editable)',
    held_other: '{{count}} not sent yet (editable)',
  },
  // A sync's outcome by name
  outcome: {
    ok: 'Synced',
    partial: 'Partly synced',
    offline: 'Remote unreachable',
    auth: 'Credentials refused',
    busy: 'Another sync was running',
    needsConfirmation: 'Waiting for your confirmation',
    notConfigured: 'Not set up',
    error: 'Failed',
    running: 'Running or interrupted',
    ms: '{{n}} ms',
    seconds: '{{n}} s',
  },
  // What "Sync now" reports
  report: {
    failed: 'Sync failed',
    problems: 'Sync finished with problems',
    incomplete: 'Sync did not complete',
  },
  // Changes waiting to be sent
  queue: {
    title: 'Changes waiting to be sent',
    empty: 'Nothing is waiting: every change made here has reached the remote.',
    change: 'Change',
    state: 'State',
    attempts: 'Attempts',
    reason: 'Reason',
    actions: 'Actions',
    localOnly: 'This project exists only on this computer: it is not sent',
    blocked: 'Waits for an earlier change it depends on',
    notRetried: 'Not queued again',
    retried: 'Queued again: it is sent with the next sync.',
    changeTitle: 'Change {{id}}: {{endpoint}}',
    queued: 'Queued {{when}}',
    retry: 'Retry',
    notDiscarded: 'Not discarded',
    discarded: 'Change discarded.',
    discardTitle: 'Discard this change?',
    discardCreate:
      'It is never sent, and the record created on this device is removed. This cannot be undone.',
    discardUpdate:
      'It is never sent; this device keeps showing your change until the next sync brings the remote’s version.',
    keep: 'Keep it',
    // The remote's own words (often English), framed by a sentence in the interface's language
    refused: 'The PSA service refused it: {{reason}}',
    lastTry: 'The last try failed: {{reason}}',
  },
  // Held-back deletions
  massDelete: {
    synced: 'Synced: the records gone from the remote were removed here.',
    alert: 'The remote no longer has much of your data',
    review: 'Review…',
    title: 'Delete these records here too?',
    found: 'The last sync found that the remote no longer has most of some kind of data kept on this device:',
    advice:
      'If the remote is the right one and the data was removed on purpose, delete it here too. If you are not sure (a wrong address, a different account), keep it and check Settings first.',
    keep: 'Keep for now',
    delete: 'Delete and sync',
  },
  // Recent syncs
  history: {
    title: 'Recent syncs',
    empty: 'No sync has run in this data folder yet.',
    started: 'Started',
    outcome: 'Outcome',
    sent: 'Sent',
    fetched: 'Fetched',
    rejected: 'Rejected',
    took: 'Took',
    // A run that went well, said from its outcome (stored rows keep no language)
    inSync: 'in sync',
    message: 'Message',
  },
};
