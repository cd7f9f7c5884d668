/** Words every part of the interface uses, and the shared components (renderer/src/components). */
export default {
  // Words every screen uses
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  close: 'Close',
  edit: 'Edit',
  undo: 'Undo',
  search: 'Search',
  loading: 'Loading…',
  yes: 'Yes',
  no: 'No',
  discard: 'Discard',
  fix: 'Fix',
  open: 'Open',
  dismiss: 'Dismiss',
  tryAgain: 'Try again',
  continue: 'Continue',
  saveAnyway: 'Save anyway',
  keepBoth: 'Keep both',
  today: 'Today',
  total: 'Total',
  project: 'Project',
  contractLine: 'Contract line',
  role: 'Role',
  description: 'Description',
  /** Hours with their unit, e.g. "7.5 h" (the number formatted first). */
  hours: '{{hours}} h',
  notSyncedYet: 'not synced yet',

  // A record's name when it is not known: "Project 123", "Project (not synced yet)"
  unnamed: {
    project: 'Project {{id}}',
    projectProvisional: 'Project (not synced yet)',
    line: 'Line {{id}}',
    lineProvisional: 'Line (not synced yet)',
    role: 'Role {{id}}',
    roleProvisional: 'Role (not synced yet)',
    lineTail: 'Unnamed line (…{{tail}})',
    roleTail: 'Unnamed role (…{{tail}})',
  },

  // Sync states (SyncStateBadge and every list)
  state: {
    pending: 'Pending',
    sending: 'Sending',
    rejected: 'Rejected',
    synced: 'Synced',
    held: 'Held',
    local: 'This computer only',
    savedHere: 'Saved on this computer',
  },

  // A sync state in a badge of a narrow list column; the full state (above) is its title
  // (SyncStateBadge.tsx). The same words in English; shorter in Dutch and German.
  stateShort: {
    pending: 'Pending',
    sending: 'Sending',
    rejected: 'Rejected',
    synced: 'Synced',
    held: 'Held',
    local: 'This computer only',
    savedHere: 'Saved on this computer',
  },

  // What happens next to a saved change (after a colon in a notification)
  pendingNext: {
    offline: 'saved on this computer (offline only)',
    sync: 'pending until the next sync',
  },

  // Relative times ("5 minutes ago" comes from Intl)
  relative: {
    justNow: 'just now',
  },

  // Outcomes and the Undo bar (models/outcome.ts, models/undo.ts, UndoBar)
  outcome: {
    notDone: '{{title}}: not done',
    entryRestored: 'Entry restored.',
    expenseRestored: 'Expense restored.',
    nothingToRestore: 'Nothing to restore.',
  },

  // Row actions of the entry and expense lists
  rowActions: {
    editLabel: 'Edit {{label}}',
    deleteLabel: 'Delete {{label}}',
    fixLabel: 'Fix {{label}}',
    discardLabel: 'Discard {{label}}',
    sending: 'Sending…',
  },

  // An entry's badges
  badges: {
    approvedByPM: 'Approved by the project manager',
    approvedByTL: 'Approved by the team leader',
    pmApproved: 'PM ✓',
    tlApproved: 'TL ✓',
    draftInvoice: 'Draft invoice',
    onDraftInvoice: 'On a draft invoice',
    invoicedOn: 'Invoiced on {{number}}',
  },

  // Week stepper (the week view and the team review)
  weekStepper: {
    previous: 'Previous week',
    previousTitle: 'Previous week (Alt+←)',
    next: 'Next week',
    nextTitle: 'Next week (Alt+→)',
    todayTitle: 'This week (Alt+T)',
  },

  // "Save anyway": checks the core asks about
  confirmChecks: {
    title: 'Check before saving',
  },

  // Likely duplicates of a record about to be created
  duplicates: {
    region: 'Possible duplicates',
    oneTitle: {
      company: 'This company may already exist',
      contact: 'This contact may already exist',
      project: 'This project may already exist',
    },
    manyTitle: '{{n}} similar records exist',
    storeHolds: 'The local store already holds:',
    back: 'Back to the form',
    openExisting: 'Open existing',
    createAnyway: 'Create anyway',
  },

  // Saving a record form
  saveFlow: {
    queued: 'Saved here and queued: it reaches the PSA service with the next sync.',
    projectQueued: 'Saved here and queued: the PSA service checks it with the next sync.',
    notSaved: 'Not saved',
  },

  // Pickers: projects, companies, contract lines
  projectPicker: {
    placeholder: 'Type to search projects',
    choices: '{{label}} choices',
    noMatch: 'No project matches',
    recent: 'recent',
    addFavourite: 'Add {{name}} to favourites',
    removeFavourite: 'Remove {{name}} from favourites',
    favouriteTitle: 'Favourite: shown first (Alt+S to un-star)',
    addFavouriteTitle: 'Add to favourites (Alt+S)',
    searchFailed: 'Projects could not be searched',
    favouriteFailed: 'The favourite was not saved',
  },
  companySelect: {
    noMatch: 'No company matches',
  },
  lineInput: {
    kind: 'Line',
    seenProject: 'project line',
    seenExpenses: 'seen on expenses',
    seenTimesheets: 'seen on timesheets',
    notSeen: 'Not seen on this project yet',
    noLines: 'No lines known for this project yet: ask your admin, or type the line id',
    noRoles: 'No roles known for this project yet: ask your admin, or type the role id',
    pickPlaceholder: 'Pick by name',
    typePlaceholder: 'Name or id',
  },

  // Date and amount fields
  /** Two days a remote text joins ("2026-09-01 to 2026-09-30"), both inclusive, written in the date style. */
  dayRange: '{{from}} to {{to}}',
  dateField: {
    calendar: 'Calendar',
  },
  amountField: {
    invalid: 'must be an amount such as {{example}}',
  },

  // The drag handle between two column headings of a list (components/columns)
  // Closing a form with typed input (components/DiscardAsk.tsx)
  discardAsk: {
    title: 'Discard what you typed?',
    text: 'What you typed in this form is not saved and will be lost.',
    keep: 'Keep editing',
  },
  columns: {
    resize: 'Resize column {{column}}',
    resizeHint: 'Drag to change the width; double-click for the width that fits',
  },
};
