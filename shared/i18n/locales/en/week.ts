/** The week view (renderer/src/features/week). */
export default {
  // The header: title, navigation, copy and quick entry (WeekHeader.tsx)
  header: {
    title: 'Week {{number}}',
    undoDelete: 'Undo delete',
    undoTitle: 'Undo the deletion ({{key}})',
    jumpToDate: 'Jump to date',
    copyLastWeek: 'Copy last week',
    copyTitle: "Copy the previous week's rows (Alt+C)",
    quickEntry: 'Quick entry',
  },

  // Copying last week's rows (store.ts, WeekHeader.tsx)
  copy: {
    done: 'Rows copied',
    doneMessage: "The previous week's rows are here, without hours.",
    failed: 'Nothing copied',
    nothing: 'The previous week has no other rows to copy.',
    skipped_one: '1 row was skipped: the PSA service refused its contract line or role.',
    skipped_other: '{{count}} rows were skipped: the PSA service refused their contract line or role.',
  },

  // The panel: loading, empty week, deleting and restoring (WeekPanel.tsx)
  panel: {
    readFailed: 'The week could not be read',
    loading: 'Loading the week',
    empty:
      "No hours this week yet. Add a row below (Alt+R), copy last week's rows (Alt+C), or open quick entry.",
    timerFailed: 'The timer could not be read',
    restored: 'Restored',
    restoredMessage: 'The deleted entry is back (pending until the next sync).',
    notRestored: 'Nothing was restored',
    deleted: 'Entry deleted',
    deletedMessage: 'It had not been sent yet, so nothing reaches the remote.',
  },

  // Week submission (WeekSubmission.tsx)
  submission: {
    region: 'Week submission',
    notSubmitted: 'Not submitted',
    submittedOn: 'Submitted on {{date}}',
    notSubmittedHeld_one: 'Not submitted · {{count}} entry held',
    notSubmittedHeld_other: 'Not submitted · {{count}} entries held',
    submittedOnHeld_one: 'Submitted on {{date}} · {{count}} entry held',
    submittedOnHeld_other: 'Submitted on {{date}} · {{count}} entries held',
    submit: 'Submit week',
    done: 'Week submitted',
    released_one: '{{count}} entry will be sent with the next sync.',
    released_other: '{{count}} entries will be sent with the next sync.',
    nothingHeld: 'Nothing was held: the week was already sent.',
    failed: 'The week was not submitted',
  },

  // Adding a row (AddRowForm.tsx)
  addRow: {
    form: 'Add a row',
    project: 'Add a row: project',
    submit: 'Add row',
    chooseProject: 'Choose a project',
    pickLine: 'Pick a contract line, or type its id',
    pickRole: 'Pick a role, or type its id',
  },

  // The grid (WeekGrid.tsx, HoursCell.tsx, WeekFooter.tsx, row-label.ts)
  grid: {
    label: 'Week of {{day}}',
    rowHead: 'Project · line · role',
    noLine: 'no line',
    noRole: 'no role',
    removeRow: 'Remove row {{row}}',
    removeRowTitle: 'Remove this empty row',
    rowNotRemoved: 'The row was not removed',
    notEditable: 'This row cannot take hours here',
    notEditableMessage:
      'Its entries came from the remote without a contract line or role; add a row with both instead.',
    typeHours: 'type hours such as 7.5, 7,5 or 7:30',
    atMost24: 'at most 24 h a day',
    // A cell holding synced hours: they stay, the typed day total adds an entry for the difference
    lockedRange:
      "{{hours}} h of this day are synced and read-only: type the day's total, from {{hours}} h to 24 h; the difference is added as a new entry.",
    notSaved: 'Hours not saved',
    noNote: 'No note here yet',
    noNoteEmpty: 'Type the hours first: the note goes with them.',
    noNoteSynced: 'Synced entries are read-only: a note goes with hours not sent yet.',
    unsynced: 'incl. {{hours}} h not synced yet',
  },

  // One cell of the grid, as a screen reader hears it (HoursCell.tsx)
  cell: {
    editor: 'Hours, {{cell}}',
    noHours: 'no hours',
    hours: '{{hours}} hours',
    notCounted: 'not counted in totals',
    notCountedShort: 'not counted',
    rejectedPart: '{{hours}} h rejected, not counted in totals',
    rejectedPartShort: '+{{hours}} rejected',
    readOnlyHours: '{{hours}} h read-only',
    saving: 'saving',
    notCountedTitle: 'Rejected by the PSA service: not counted in any total until it is fixed.',
    lockedTitle: 'Synced hours are read-only: typing more adds an entry for the difference.',
    state: {
      pending: 'pending',
      sending: 'sending',
      rejected: 'rejected',
      synced: 'synced',
      local: 'saved on this computer',
      held: 'not sent yet (editable)',
    },
  },

  // The note of a cell (CellNote.tsx)
  note: {
    form: 'Cell note',
    label: 'Note for {{cell}}',
    hint: 'Enter saves, Escape cancels',
    save: 'Save note',
  },

  // The active day's entries (DayList.tsx)
  dayList: {
    region: 'Entries of {{day}}',
    summary_one: '{{count}} entry · {{hours}} h',
    summary_other: '{{count}} entries · {{hours}} h',
    empty: 'No entries on this day. Type hours into the grid, or open quick entry ({{keys}}).',
    entry: '{{from}} to {{to}}, {{project}}',
    approvedPM: 'Approved PM',
    approvedTL: 'Approved TL',
    invoiceDraft: 'Invoice draft',
    invoiced: 'Invoiced {{number}}',
    rejectedBy: 'Rejected by the remote: {{error}}',
    continueLabel: 'Continue the entry {{what}} with a timer',
    editLabel: 'Edit the entry {{what}}',
    fixLabel: 'Fix the entry {{what}}',
    deleteLabel: 'Delete the entry {{what}}',
    readOnly: 'read-only',
    readOnlyTitle: 'Synced entries are read-only: the PSA API cannot change or delete them.',
    notDeleted: 'The entry was not deleted',
  },
};
