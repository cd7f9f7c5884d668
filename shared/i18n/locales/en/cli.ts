/** The command line's human messages (electron/core/cli); --json output is never translated. */
export default {
  // --help (cli/main.ts)
  usage: `usage: npm run cli -- [--data DIR] [--lang nl|de|en] <command>
  remote login --url URL [--auth-url URL --token-url URL --client-id ID --client-secret S --scope "..."]
               [--settings FILE] [--email E | --account ID] [--no-browser] [--force]
                               sign in through the browser (OAuth); a custom server fills the rest from --url
  remote set --url URL --token TOKEN [--account ID] [--force]   an API key instead
  timesheet add --project ID --contract-line ID --role ID --from DT --to DT --hours N [--description S] [--confirm CODES]
  expense add --project ID --contract-line ID --ex-vat N [--vat N] --total N --date DT [--description S] [--confirm CODES]
                               --confirm DAY_OVER_MAX,DATE_AHEAD,...: accept what the app asked to confirm
  timesheets [--json]          local timesheet entries with their sync state
  expenses [--json]            local expenses with their sync state
  changes [--json]             queued changes, with the remote's reason for rejected ones
  resubmit CHANGE [--set Field=Value ...]   send a rejected change again, corrected
  discard CHANGE               drop a change that has not reached the remote
  sync [--json] [--allow-deletes] [--full] [--timeout-ms N]   push then pull; exit 0 only when nothing is left pending or rejected
                                    (--full: refresh companies, contacts, projects, ... now, not at their hourly turn)
  settings [--send-rule end-of-day|week|at-once] [--json]
                               when new entries leave this computer (default for a new folder: end-of-day,
                               once their day is over and they rested 15 minutes; scripts that expect "sync"
                               to send at once set at-once)
  send --day D | --week D | --all [--json]
                               send the entries still kept here (a day, the week holding D, or all) and sync
  status [--json]              {pending, sending, rejected, synced, lastSyncAt}
  import-projects FILE [--json] [--similar use|new]
                                  projects, contract lines and roles from a CSV file (offline-only folders);
                                  --similar answers rows naming a look-alike of a company or project here
  backups [--json]             the replica's automatic backups (daily and before updates, the last 3)
  restore NAME|FILE|--latest   bring a backup back; the current replica is moved aside, never deleted
  --lang nl|de|en              the language of these messages (default: the data folder's setting, else the system's)`,
  // Errors of the command line itself
  error: 'error: {{message}}',
  lang: '--lang is nl, de or en',
  timeoutMs: '--timeout-ms must be a whole number of milliseconds',
  cannotOpen: 'cannot open the data folder: {{reason}}',
  needsChange: '{{command}} needs a change number (see `changes`)',
  unexpected: 'unexpected argument "{{argument}}"',
  unknownCommand: 'unknown command "{{command}}" (see --help)',
  required: '--{{flag}} is required',
  notAnId: '--{{flag}} must be an id (a whole number), got "{{value}}"',
  urlScheme: '--url must start with http:// or https://',
  notAUrl: '--url {{url}} is not a URL (expected e.g. http://127.0.0.1:4010/v1)',
  accountNumber: '--account must be a whole number',
  orForce: '{{message}} Or pass --force.',
  setFormat: '--set takes Field=Value, got "{{value}}"',
  // Outcomes of the commands (cli/commands.ts)
  remoteSet: 'Remote set to {{url}}.',
  remoteSetAccount: 'Remote set to {{url}} as account {{account}}.',
  savedTimesheet: 'Saved timesheet {{id}} (pending sync).',
  savedExpense: 'Saved expense {{id}} (pending sync).',
  queuedAgain: 'Change {{id}} queued again.',
  discarded: 'Change {{id}} discarded.',
  rejectedReason: 'rejected: {{reason}}',
  noReason: 'no reason given',
  status:
    'pending {{pending}}, sending {{sending}}, rejected {{rejected}}, synced {{synced}}; last sync {{last}}',
  never: 'never',
  notSignedIn: 'Not signed in: run `remote login` to sign in to the PSA service, then sync.',
  syncOutcome:
    '{{outcome}}: {{message}} (sent {{pushed}}, found already sent {{adopted}}, rejected {{rejected}}, pulled {{pulled}}, removed {{deleted}}, pending {{pending}})',
  syncRejected: 'sync: {{n}} change(s) rejected by the remote; see `changes`',
  syncDone: 'sync: done',
  // A sync's progress line: its phase (push, pull) and how far through it
  syncProgress: 'sync: {{phase}} {{done}}/{{total}}',
  syncProgressStep: 'sync: {{phase}} {{step}} {{done}}/{{total}}',
  syncPhase: { push: 'push', pull: 'pull' },
  // Table headings
  head: {
    id: 'ID',
    from: 'FROM',
    to: 'TO',
    hours: 'HOURS',
    project: 'PROJECT',
    description: 'DESCRIPTION',
    state: 'STATE',
    date: 'DATE',
    total: 'TOTAL',
    change: 'CHANGE',
    what: 'WHAT',
    record: 'RECORD',
    attempts: 'ATTEMPTS',
    reason: 'REASON',
  },
  // backups and restore (cli/backup-commands.ts)
  backups: {
    none: 'No backups yet in {{dir}} (one is taken each day the replica is opened).',
    taken: 'taken',
    size: 'size',
    unsynced: 'unsynced',
    why: 'why',
    name: 'name',
    beforeUpdate: 'before update',
    daily: 'daily',
    restoreNeeds:
      'restore needs a backup: --latest or a name from `npm run cli -- backups` ({{n}} in {{dir}})',
  },
  // import-projects (cli/import-command.ts)
  import: {
    needsFile: 'import-projects needs a FILE (a CSV file; see the README for its columns)',
    cannotRead: 'cannot read {{file}}: {{reason}}',
    similar: '--similar is "use" (the record here) or "new" (add another)',
    line: 'line {{line}}',
    lineColumn: 'line {{line}}, {{column}}',
    fixRows: 'Nothing was imported: fix these rows and import the file again.',
    answerSimilar: 'Nothing was imported: answer with --similar use (add to the one here) or --similar new.',
    projects: '{{added}} projects added',
    projectsExisting: '{{added}} projects added, {{existing}} already here',
    contractLines: '{{added}} contract lines added',
    contractLinesExisting: '{{added}} contract lines added, {{existing}} already here',
    roles: '{{added}} roles added',
    rolesExisting: '{{added}} roles added, {{existing}} already here',
    companies: '{{added}} companies added',
  },
  // remote login (cli/login.ts)
  login: {
    settingsFile: '--settings {{file}}: {{problem}}',
    wholeFile: '(file)',
    notSettingsFile: 'not a settings file',
    urlRequired: '--url is required (the API address, e.g. http://127.0.0.1:4010/v1)',
    notHttp: '--url {{url}} is not an http(s) address (expected e.g. http://127.0.0.1:4010/v1)',
    openAddress: 'Open this address in your browser to sign in:\n{{url}}',
    waiting: 'Waiting for the sign-in (the browser returns to {{url}})…',
    denied:
      "Sign-in was denied: you pressed Deny on the PSA service's page. Run `remote login` again when you are ready.",
    signedIn: 'Signed in as {{name}} (account {{id}})',
    account: 'account',
    accountUnknown: 'Signed in, but which account is yours is not known. The accounts:',
    chooseAccount: 'sign in again with --email EMAIL or --account ID so that entries are booked for you',
  },
  // The send rule (cli/commands.ts settingsCmd, sendCmd)
  sendRule: 'send rule: {{rule}}',
  sendRuleName: {
    end_of_day: 'end-of-day (an entry is sent once its day is over and it rested 15 minutes)',
    week: 'week (entries are sent when their week is submitted)',
    at_once: 'at-once (every entry is sent at the next sync)',
  },
  sendRuleValue: '--send-rule is end-of-day, week or at-once',
  sendScope: 'send needs exactly one of --day D, --week D or --all',
  sendDay: '--{{flag}} must be a day yyyy-mm-dd, got "{{value}}"',
  released_one: '{{count}} entry released to be sent.',
  released_other: '{{count}} entries released to be sent.',
  heldAfterSync_one:
    '{{count}} entry is kept on this computer (editable) until the send rule lets it go; `send --all` sends it now.',
  heldAfterSync_other:
    '{{count}} entries are kept on this computer (editable) until the send rule lets them go; `send --all` sends them now.',
};
