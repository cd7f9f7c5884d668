/** The command palette and the keyboard shortcuts list (renderer/src/features/palette). */
export default {
  // The palette: its title, search field, groups and what it says while searching
  palette: {
    title: 'Search everywhere',
    placeholder: 'Search projects, companies, contacts, invoices and actions',
    results: 'Results',
    searching: 'Searching…',
    nothingMatches: 'Nothing matches “{{text}}”.',
    searchFailed: 'The search failed: {{error}}',
    notOpened: '{{title}} could not be opened',
  },
  // Group heads of the results
  groups: {
    project: 'Projects',
    company: 'Companies',
    contact: 'Contacts',
    invoice: 'Invoices',
    actions: 'Actions',
  },
  // Hints at the palette's foot (after the key)
  hints: {
    move: 'move',
    open: 'open',
    close: 'close',
    allShortcuts: 'all shortcuts',
  },
  // The keyboard shortcuts list (?)
  help: {
    title: 'Keyboard shortcuts',
    keysOf: 'Keys: {{where}}',
    inPalette: 'In the command palette',
    paletteKeys: 'Keys of the command palette',
    // The desktop app's global shortcuts (Settings › Desktop); web mode has none
    global: 'From any app (desktop app only)',
    globalKeys: 'Shortcuts from any app',
    move: 'Move through the palette’s results',
    open: 'Open the result or run the action',
    close: 'Close the palette or this list, back to where you were',
  },
};
