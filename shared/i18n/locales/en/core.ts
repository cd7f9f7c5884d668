/** The core's messages: refusals, questions and errors a user reads (electron/core). */
export default {
  // Anything unexpected (app/errors.ts)
  diskFull: 'The disk is full: nothing was saved; free space and try again.',
  internal: 'Something went wrong in the app core; the details are in its log.',
  // The timer (app/timer)
  timer: {
    noneRunning: 'No timer is running.',
    pastMidnight: 'The timer ran past midnight: choose how to book it first.',
    away: 'You were away from {{from}} to {{to}}: choose what to do with that time first.',
    alreadyRunning: 'A timer is already running since {{since}}: stop or cancel it first.',
    paused: 'the timer is paused: resume it to change when it started',
    future: 'a timer cannot start in the future',
    todayOnly: 'the timer can start today at the earliest: book earlier time as an entry',
    pausedUntil: 'the timer was paused until {{until}}: it cannot start before that',
    nothingToBook: 'The timer has no time to book: cancel it.',
    noAway: 'There is no away time to answer for.',
    chooseSplit: 'choose the project, contract line and role of the away time',
    refusedLine: 'the PSA service refused this contract line on this project: pick another line',
    refusedRole: 'the PSA service refused this role on this project: pick another role',
  },
  unknownProject: 'project {{id}} is not known here',
  // The week grid (app/week) and booking
  week: {
    locked:
      '{{hours}} h of this day are synced or on their way to the remote, and the PSA API cannot change them: enter at least {{hours}} h (or add a correcting entry in your PSA service).',
    severalUnsent:
      'This day holds several unsent entries on this row: change or delete them in the day list below the grid.',
    rowHasHours: 'This row has hours this week: clear them before removing the row.',
  },
  noAccount: 'No account is set for this data folder: choose your account in Settings first.',
  // Settings, sign-in, the remote (app/settings, app/signin)
  settings: {
    pendingChanges_one:
      '{{count}} change is still waiting to be sent to {{url}}. Sync or discard them first, or confirm to switch anyway (they will then be sent to the new remote).',
    pendingChanges_other:
      '{{count}} changes are still waiting to be sent to {{url}}. Sync or discard them first, or confirm to switch anyway (they will then be sent to the new remote).',
    tokenNotStored: 'The token could not be stored: {{reason}}',
    urlScheme: 'the address must start with http:// or https://',
    plainHttp:
      'an http:// address would send your token unencrypted: use https://{{host}} (plain http:// only reaches this computer: localhost or 127.0.0.1)',
    urlAndToken: 'give the address and the token together, or neither (the stored remote)',
    tokenForUrl: 'type the token for this URL: the stored token is only sent to the stored address',
  },
  signIn: {
    anotherStarted: 'another sign-in was started',
    newerStarted: 'a newer sign-in was started',
    notStored: 'The sign-in could not be stored: {{reason}}',
  },
  demoUnavailable: 'The demo remote could not be started: {{reason}}',
  // The app's own state (app/core.ts)
  busy: {
    closingOrRestoring: 'the app is closing or restoring a backup',
    closing: 'the app is closing',
    restoring: 'a restore is already under way',
  },
  // Receipts (app/receipts)
  receipts: {
    notBase64: 'The file could not be read (dataBase64 is not base64).',
    unknownExpense: 'Expense {{id}} is not known here: the receipt was not stored.',
    full: 'This expense has {{count}} receipts already, the most one expense can carry.',
    sameFile: 'The same file is already attached to this expense.',
    unknownReceipt: 'Receipt {{id}} is not known here.',
    fileMissing: "The file of receipt {{id}} ({{name}}) is missing from the data folder's receipts.",
  },
  // Invoices, review, expense report, project import
  invoiceExternalId: 'External id {{externalId}} is already on invoice {{invoices}}.',
  reviewUnknownProject: 'project {{id}} is not in the local replica',
  reportTooLarge:
    'The receipts of {{period}} come to {{size}}; one report holds at most {{max}}. Choose a shorter range of days.',
  importOfflineFirst:
    'Choose "Work offline only" first: projects from a file are for a folder without a PSA service',
  importSyncs: 'This folder syncs with a PSA service: its projects come from there, not from a file',
  // A project whose name is not known yet
  projectId: 'Project {{id}}',
  projectNotSynced: 'Project (not synced yet)',
  // Checks before an entry or expense is stored (app/entries/sanity.ts)
  sanity: {
    dayOver24: '{{day}} would hold {{hours}} h: a day has at most 24 h.',
    dayOverMax: '{{day}} would hold {{hours}} h, more than your daily maximum of {{max}} h.',
    dateAhead_one: '{{day}} is {{count}} day ahead of today.',
    dateAhead_other: '{{day}} is {{count}} days ahead of today.',
    dateBack_one: '{{day}} is {{count}} day ago.',
    dateBack_other: '{{day}} is {{count}} days ago.',
    dayApproved: 'Hours of {{day}} are already approved.',
    expenseFuture: '{{day}} is in the future: enter an expense once it is made.',
    vatRate: 'The VAT rate is {{rate}} %, outside 0-30 %.',
    vatOnZero: 'There is VAT on an amount of 0 (ex VAT).',
    overlapEntry: '{{from}}–{{to}} on {{project}}',
    overlap: '{{from}}–{{to}} on {{day}} overlaps your entry {{entries}}.',
    overlapMore_one: '{{from}}–{{to}} on {{day}} overlaps your entry {{entries}} and {{count}} more.',
    overlapMore_other: '{{from}}–{{to}} on {{day}} overlaps your entry {{entries}} and {{count}} more.',
  },
  // Why a sync cannot run (app/core.ts), and the connection test (app/settings/handlers.ts)
  sync: {
    offlineOnly: 'This data folder works offline only: connect a remote in Settings to sync.',
    notSignedIn: 'Not signed in: sign in to the PSA service in Settings to sync.',
    noRemote: 'No remote is set up: connect one in Settings, or start the demo remote.',
    signInFirst: 'Sign in first: you signed out of {{url}}.',
    enterAddress: 'Enter the address of the PSA service and an API token first.',
  },
  // The sign-in's state and the page the browser shows after it (app/signin/service.ts)
  signInStatus: {
    idle: 'Not signing in.',
    waiting: 'Waiting for the sign-in in the browser…',
    signedInAs: 'Signed in as {{name}} (account {{id}})',
    account: 'account',
    chooseAccount: 'Signed in. Choose which account is yours.',
    pageFailedTitle: 'Sign-in failed',
    pageFailed: '{{message}}. Return to PSA Desk to try again.',
    pageSignedInTitle: 'Signed in',
    pageSignedIn: 'You are signed in to PSA Desk. You can close this tab.',
  },
  // Why an entry cannot change here (replica/edit-entries.ts)
  entryLocked: {
    synced: 'This entry is synced: the PSA API cannot change or delete it.',
    noCreate: 'This entry has no queued create to change.',
    sending: 'This entry is being sent right now; wait for the sync to finish.',
    mayHaveReached: 'This entry may already have reached the remote; sync first.',
  },
  // A failed call to the PSA service, said so a person can act on it (sync/remote-errors.ts)
  remote: {
    timeout: 'The PSA service did not answer in time',
    timeoutAt: 'The PSA service at {{service}} did not answer in time',
    tls: 'No secure connection to the PSA service (a TLS/certificate problem)',
    tlsAt: 'No secure connection to the PSA service at {{service}} (a TLS/certificate problem)',
    notFound: 'The PSA service address could not be found (check the address and your network)',
    notFoundAt: 'The PSA service address {{host}} could not be found (check the address and your network)',
    refused: 'The PSA service is not answering',
    refusedAt: 'The PSA service at {{service}} is not answering',
    unreachable: 'The PSA service could not be reached',
    unreachableAt: 'The PSA service at {{service}} could not be reached',
    server: 'The PSA service has a problem of its own (HTTP {{status}}); it will be tried again',
    serverAt:
      'The PSA service at {{service}} has a problem of its own (HTTP {{status}}); it will be tried again',
    slowDown: 'The PSA service asks to slow down (HTTP 429): {{message}}',
    slowDownAt: 'The PSA service at {{service}} asks to slow down (HTTP 429): {{message}}',
    signInAgain: 'Sign in again',
    token: 'The PSA service did not accept the token ({{status}}): {{message}}',
    protocol: 'The PSA service answered in an unexpected way',
    protocolAt: 'The PSA service at {{service}} answered in an unexpected way',
    invalidAddress: 'invalid service address: {{address}}',
    notJson: '{{endpoint}}: the answer is not JSON',
    unexpectedAnswer: '{{endpoint}}: unexpected answer ({{where}})',
  },
  // The connection test of Settings (sync/connection-check.ts)
  check: {
    failed: 'The connection check failed: {{message}}',
    unreachable:
      'The PSA service cannot be reached ({{message}}). Check the address and your network connection.',
    timeout: 'The PSA service did not answer in time. Check the address and your network connection.',
    forbidden:
      'The PSA service accepted the token, but its account may not use the API: it needs Admin access and API access enabled.',
    token: 'The PSA service did not accept the token. Check that it is complete and still valid.',
    notTheApi:
      'The address answered, but not as the PSA API. Check the address; it ends with the version, such as /v1.',
    refused: 'The PSA service refused the check: {{message}}',
    protocol: 'The address answered, but not as the PSA API ({{message}}).',
    unavailable: 'The PSA service is not available right now ({{message}}). Try again later.',
  },
  // A record the replica does not hold (app/lookup.ts)
  notFound: {
    company: 'company {{id}} is not known here; sync to fetch it',
    contact: 'contact {{id}} is not known here; sync to fetch it',
    project: 'project {{id}} is not known here; sync to fetch it',
    invoice: 'invoice {{id}} is not known here; sync to fetch it',
  },
  // Marking an invoice paid (app/invoices/detail.ts)
  markPaid: {
    Draft: 'A draft invoice must be approved before it can be marked paid.',
    Paid: 'This invoice is already paid.',
    Void: 'A void invoice cannot be marked paid.',
  },
  // Reading a project's lines again (app/entries/refresh-lines.ts)
  lines: {
    knownHere: 'Lines are known here.',
    notSynced:
      "This project's contract lines and roles are not known here yet: the project is not synced yet.",
    upToDate: 'Lines are up to date.',
    offline:
      "This project's contract lines and roles are not known here yet (offline): type the line's id, or sync first.",
    pulled_one: 'Pulled {{count}} recent entries of the project.',
    pulled_other: 'Pulled {{count}} recent entries of the project.',
    failed: "This project's contract lines and roles are not known here yet: {{reason}}",
  },
  // A contract line of another project (app/entries/line-owner.ts)
  lineOwner: "{{line}} is a line of {{owners}}, not of {{project}}: pick one of this project's lines.",
  lineNamed: '"{{name}}"',
  lineId: 'Line {{id}}',
  lineNotSynced: 'Line (not synced yet)',
  // A sync's outcome (sync/engine.ts)
  syncOutcome: {
    inSync: 'in sync',
    massDelete: 'the remote no longer has {{what}}; confirm to delete them here',
    massDeleteTable: '{{n}} of {{total}} {{table}}',
    noAccount: 'pushed; no account is set, so nothing was pulled',
    failed: 'sync failed: {{reason}}',
    stillPending_one: '{{count}} change still pending, {{rejected}} rejected',
    stillPending_other: '{{count}} changes still pending, {{rejected}} rejected',
  },
  // Receipt files refused by size or kind (shared/receipts.ts's checks, said by the core and the renderer)
  receiptFile: {
    empty: 'The file is empty: choose the receipt file again.',
    tooLarge: 'The file is {{size}}; a receipt may be at most {{max}}.',
    itEmpty: 'it is empty: choose the receipt file again.',
    itTooLarge: 'it is {{size}}; a receipt may be at most {{max}}.',
    itNotAReceipt: 'it is not a JPEG, PNG, HEIC/HEIF image or a PDF (its content is something else).',
    notAReceipt:
      "This file is not a JPEG, PNG, HEIC/HEIF image or a PDF (its content is something else): a receipt's type is read from its contents, not its name.",
  },
  // A record whose name is not known (shared/provisional.ts's unnamed() and NOT_SYNCED)
  unnamed: {
    project: 'Project',
    company: 'Company',
    companyId: 'Company {{id}}',
    companyNotSynced: 'Company (not synced yet)',
    notSynced: 'not synced yet',
  },
  // Waiting for the remote, and a project pull's warning (sync/retry.ts, sync/project-pull.ts)
  syncWait: {
    retrying: 'rate limited, retrying at {{at}} (in {{seconds}} s)',
    until: 'rate limited by the remote until {{at}}; sync again after that',
    linesNotPulled: 'contract lines of some projects could not be pulled: {{reason}}',
  },
  // The sign-in's checks and problems, and the browser's pages (app/signin, sync/oauth/token-client.ts)
  signInProblem: {
    notAnswering: 'The PSA service at {{host}} is not answering',
    noApi:
      'No PSA API answers at this address: check that it ends with /v1 (for example http://127.0.0.1:4010/v1)',
    denied: "You pressed Deny on the PSA service's page. Sign in again when you are ready.",
    forbidden:
      'Signed in, but the PSA service refuses this account the API (HTTP 403): it needs Admin access and API access enabled.',
    unreachable: 'The PSA service cannot be reached ({{message}}).',
    failed: 'The sign-in failed: {{message}}',
    credentials: "The PSA service refused the app's credentials (invalid_client)",
    refused: 'The PSA service refused the sign-in ({{error}})',
    refusedWhy: 'The PSA service refused the sign-in ({{error}}): {{message}}',
    tokenUnreachable: "The PSA service's token address cannot be reached ({{cause}})",
    busy: 'The PSA service is busy (HTTP 429)',
    serverFailed: 'The PSA service failed (HTTP {{status}})',
    unexpected: 'unexpected answer of the token address',
    replacedTitle: 'Sign-in replaced',
    replaced: 'A newer sign-in was started in PSA Desk.',
    deniedTitle: 'Sign-in was denied',
    closeTab: '{{message}} You can close this tab.',
    pageNotFoundTitle: 'Not found',
    pageNotFound: 'This address only takes the sign-in redirect of PSA Desk.',
    pageOtherTitle: 'Not this sign-in',
    pageOther: 'PSA Desk is not waiting for this sign-in. Start it again from the app.',
  },
  // The data folder's database cannot be used (db/connection.ts, db/replica-file.ts)
  database: {
    tooNew:
      'the database is at schema version {{found}}, newer than this app supports ({{supported}}); update the app',
    databaseIs: 'the database {{file}} is {{problem}}; nothing was written to it. {{advice}}',
    replicaIs: 'the replica {{file}} is {{problem}}; nothing was written to it. {{advice}}',
    damaged: 'damaged ({{detail}})',
    replicaZeroBytes: 'empty (0 bytes), but this folder held a replica (its note or its backups say so)',
    replicaEmpty: 'empty, but this folder had a replica with {{n}} unsynced change(s) at {{at}}',
    replicaMissing: 'missing, but this folder had a replica with {{n}} unsynced change(s) at {{at}}',
    serverAdvice:
      'Restore a copy of it, or move it aside to start a new one (`npm run server -- seed --db FILE` loads the demo data).',
    restoreAdvice:
      'Restore the latest automatic backup with `npm run cli -- restore --latest` (`npm run cli -- backups` lists them), or move the file aside and sync again.',
    restoreWithoutThem:
      'Restore the latest automatic backup with `npm run cli -- restore --latest` (`npm run cli -- backups` lists them); to start an empty replica without them, delete {{marker}}.',
  },
  // Expense categories: the units' problems (shared/expense-categories.ts) and the firm's rates (app/expenses)
  units: {
    what: {
      distance: 'distance',
      days: 'number of days',
      ratePerKm: 'rate per km',
      dailyRate: 'daily rate for {{country}}',
      rate: 'rate',
      vatRate: 'VAT rate',
    },
    enter: 'Enter the {{what}}',
    number: 'The {{what}} must be a number, like 12.5',
    decimals: 'The {{what}} may have at most {{n}} decimals',
    moreThanZero: 'The {{what}} must be more than 0',
    atMost: 'The {{what}} must be at most {{n}}',
    nonNegative: 'The {{what}} must be a non-negative number',
    atMostPercent: 'The {{what}} must be at most {{n}} %',
    mustDecimals: 'The {{what}} must have at most {{n}} decimals',
    chooseCountry: 'Choose a country',
    rowCountry: 'row {{row}}: enter the country',
    rowCountryLong: 'row {{row}}: the country name is too long (60 at most)',
    twice: '{{country}} is in the table twice',
    currency: 'the currency of {{country}} must be a 3-letter code such as EUR',
    noRate: '{{country}} has no per-diem rate: add it in Settings › Expense categories',
    otherCurrency:
      'the per-diem rate for {{country}} is in {{rateCurrency}}, and this project is in {{currency}}',
    mileageDiffers:
      'the mileage comes to {{total}} ({{calculation}}); the rates may have changed: check the form',
    perDiemDiffers:
      'the per diem comes to {{total}} ({{calculation}}); the rates may have changed: check the form',
  },
  // A day that does not exist (shared/app/entry-time.ts dateProblem): why, with the month's name
  impossibleDate: {
    noMonth: '{{date}} is not a date: there is no month {{month}}',
    noDay: '{{date}} is not a date: there is no day {{day}}',
    daysInMonth: '{{date}} is not a date: {{month}} {{year}} has {{days}} days',
    month: {
      m1: 'January',
      m2: 'February',
      m3: 'March',
      m4: 'April',
      m5: 'May',
      m6: 'June',
      m7: 'July',
      m8: 'August',
      m9: 'September',
      m10: 'October',
      m11: 'November',
      m12: 'December',
    },
  },
  // Our validation texts: the contract's schemas (shared/) give these keys as codes (i18n/problems.ts)
  /** Quick entry's fields, checked by the core (the form checks them first). */
  entryForm: {
    afterFrom: 'must be after from',
    hoursOrTo: 'enter the hours, or a to time',
    pastMidnight:
      'would end after midnight: an entry stays within its day (start at {{latest}} at the latest, or split it)',
  },
  validation: {
    required: 'is required',
    notEmpty: 'must not be empty',
    tooLarge: 'is too large',
    tooSmall: 'is too small',
    nonNegative: 'must be a non-negative number',
    moreThanZero: 'must be more than 0',
    atMost24: 'must be at most 24',
    atMost1000Percent: 'must be at most 1000%',
    decimal: 'must be a decimal number',
    wholeNumber: 'must be a whole number',
    wholeNumberOrDigits: 'must be a whole number (or a string of digits)',
    digitsOnly: 'must be a whole number written in digits only',
    recordId: 'must be a record id',
    date: 'must be a date yyyy-mm-dd',
    dateOrDateTime: 'must be a date yyyy-mm-dd or an ISO 8601 date-time',
    dateTime: 'must be an ISO 8601 date-time such as 2026-01-31T09:00:00.000Z',
    time: 'must be a time hh:mm',
    notBeforeStart: 'must not be before the start date',
    withinYear: 'must be within a year of the start date',
    withinTenYears: 'must be within ten years of the start date',
    httpAddress: 'must be an http:// or https:// address',
    email: 'must be an email address',
    currency: 'must be a three-letter ISO currency code',
    country: 'must be an ISO country code such as NL or DEU',
    afterFrom: 'must be after DateTimeFrom',
    withinPeriod: 'must fit between DateTimeFrom and DateTimeTo',
    totalIsSum: 'must equal AmountExVAT plus VATAmount',
    notBelowExVat: 'must not be less than AmountExVAT',
    notBelowAmount: 'must not be less than the amount excluding VAT',
    clientId: 'enter the client id',
    clientSecret: 'enter the client secret',
    atLeastN: 'must be at least {{n}}',
    atMostN: 'must be at most {{n}}',
    decimalsN: 'must have at most {{n}} decimals',
    betweenN: 'must be between {{min}} and {{max}}',
    serverAddress: "enter the server's address",
    tokenUrl: "enter the token URL your firm's admin gave you",
    monthOrRange: 'give a month or a range of days, not both',
    requiredWord: 'required',
    useDate: 'use a date as yyyy-mm-dd',
    clockHhMm: 'Write the time as HH:MM, like 17:00',
    projectOrAccount: 'projectid or accountid is required',
  },
  // The calculation of a mileage or per diem and the description written for it (shared/i18n/unit-texts.ts)
  unitTexts: {
    mileage: '{{km}} km × {{rate}} = {{total}}',
    mileageRoundTrip: '{{km}} km × 2 × {{rate}} = {{total}}',
    withVat: '{{calculation}} (incl. {{vatRate}} % VAT {{vat}})',
    perDiem_one: '{{days}} day × {{rate}} ({{country}}) = {{total}}',
    perDiem_other: '{{days}} days × {{rate}} ({{country}}) = {{total}}',
    perDiemCurrency_one: '{{days}} day × {{rate}} {{currency}} ({{country}}) = {{total}} {{currency}}',
    perDiemCurrency_other: '{{days}} days × {{rate}} {{currency}} ({{country}}) = {{total}} {{currency}}',
    descriptionMileage: 'Mileage, {{km}} km',
    descriptionMileageRoundTrip: 'Mileage, {{km}} km round trip',
    descriptionMileagePlaces: 'Mileage {{places}}, {{km}} km',
    descriptionMileagePlacesRoundTrip: 'Mileage {{places}}, {{km}} km round trip',
    descriptionPerDiem_one: 'Per diem {{country}}, {{days}} day',
    descriptionPerDiem_other: 'Per diem {{country}}, {{days}} days',
  },
  // What a queued change is, in the sync center's list (reports/queue.ts); said when the list is read
  queue: {
    timesheet: 'Timesheet {{day}} {{from}}–{{to}}, {{hours}} h on {{project}}',
    timesheetDay: 'Timesheet {{day}}, {{hours}} h on {{project}}',
    expense: 'Expense {{day}}, {{amount}} on {{project}}',
    newCompany: 'New company {{name}}',
    company: 'Changes to company {{name}}',
    newContact: 'New contact {{name}}',
    contact: 'Changes to contact {{name}}',
    newProject: 'New project {{name}}',
    project: 'Changes to project {{name}}',
    projectStage: 'Changes to project {{name}} (stage {{stage}})',
    markPaid: 'Mark invoice {{number}} paid',
    externalId: 'External id {{externalId}} for invoice {{number}}',
    projectId: 'project {{id}}',
  },
};
