/** The shell: navigation, the status bar, start-up, panel errors and the app-wide commands (renderer/src/app). */
export default {
  // Start-up (App.tsx)
  app: {
    cannotStart: 'PSA Desk could not start',
    starting: 'Starting PSA Desk',
    loading: 'Loading',
  },

  // The navbar: sections in navbar order (sections.ts)
  nav: {
    region: 'Sections',
    sections: {
      week: 'Week',
      entries: 'Entries',
      expenses: 'Expenses',
      projects: 'Projects',
      companies: 'Companies',
      plans: 'Plans',
      invoices: 'Invoices',
      sync: 'Sync',
      reports: 'Reports',
      review: 'Review',
      settings: 'Settings',
    },
  },

  // A panel that failed or is loading (Shell.tsx, PanelBoundary.tsx)
  panel: {
    failed: '{{section}} could not be shown',
    loading: 'Loading {{section}}',
  },

  // The status bar (StatusBar.tsx)
  status: {
    region: 'Sync status',
    offlineOnly: 'Offline only',
    online: 'Online',
    offline: 'Offline',
    notChecked: 'Not checked yet',
    demo: 'Demo',
    demoTitle: 'The remote is the built-in demo server: its data is not real',
    rejected_one: '{{count}} rejected',
    rejected_other: '{{count}} rejected',
    noAccountOffline: 'No account (offline only)',
    notSignedIn: 'Not signed in',
    accountUnnamed: 'Account not named yet',
    signedInAs: 'Signed in as {{name}}',
    signedInAsEmail: 'Signed in as {{name}} ({{email}})',
    lastSync: 'Last sync: {{when}}',
    lastSyncNever: 'Last sync: never',
    syncProgress: 'Sync progress',
    syncNow: 'Sync now',
    syncNowTitle: 'Sync now ({{keys}})',
  },

  // The app-wide commands: the palette, their keys and the shortcuts help (shortcuts.ts)
  commands: {
    searchEverywhere: 'Search everywhere',
    showShortcuts: 'Show keyboard shortcuts',
    goTo: 'Go to {{section}}',
    quickEntry: 'Quick entry',
    stopTimer: 'Stop timer',
    startTimer: 'Start timer',
    syncNow: 'Sync now',
    newCompany: 'New company',
    newContact: 'New contact',
    newProject: 'New project',
    newExpense: 'New expense',
    themeDark: 'Theme: dark',
    themeLight: 'Theme: light',
    themeSystem: 'Theme: as the system',
    themeNotChanged: 'The theme was not changed',
  },

  // More words the palette finds a command by (never shown)
  keywords: {
    settings: 'preferences options',
    quickEntry: 'new hours time',
    timer: 'clock',
    create: 'create add',
    contact: 'create add person',
    expense: 'create add cost',
    theme: 'appearance colour color',
    themeSystem: 'appearance colour color auto',
  },

  // The week page's keys, listed by the shortcuts help
  weekKeys: {
    where: 'In the week grid',
    move: 'Move between cells',
    edit: 'Edit the cell: Enter, or type the hours',
    save: 'Save the hours and move right (left with Shift)',
    cancel: 'Cancel the edit',
    clear: 'Clear the cell (unsent hours)',
    note: 'Write the note of the cell',
    previousNext: 'Previous or next week',
    today: 'This week',
    addRow: 'Add a row',
    copy: 'Copy last week’s rows',
    undo: 'Undo the deletion',
  },
};
