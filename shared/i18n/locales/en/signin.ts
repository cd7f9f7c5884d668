/** The OAuth sign-in (renderer/src/features/signin): the form, its progress, choosing the account. */
export default {
  // The form
  form: {
    label: 'Sign in',
    to: 'Sign in to',
    psohub: 'PSOhub',
    custom: 'Custom server',
    psohubHelp:
      "Signs in at {{host}}. Your firm's admin gives you the token URL, client id, client secret and scopes, or a settings file with them.",
    importFile: 'Import settings file…',
    fileNotUsed: 'Settings file not used',
    tokenUrl: 'Token URL',
    tokenUrlExample: 'https://…',
    server: 'Server address',
    serverHelp: 'Up to the version, e.g. http://127.0.0.1:4010/v1; the sign-in addresses follow from it',
    serverExample: 'http://127.0.0.1:4010/v1',
    clientId: 'Client ID',
    clientSecret: 'Client secret',
    scopes: 'Scopes',
    scopesHelp: 'Resource names separated by spaces',
    email: 'Your email',
    emailHelp: 'Your email at the PSA service: it tells the app which account is yours',
    back: 'Back',
    submit: 'Sign in with the browser',
  },
  // The form's checks and the settings file
  check: {
    tokenUrl: 'Enter the full token URL your firm gave you, starting with https://',
    server: 'Enter the full server address, e.g. http://127.0.0.1:4010/v1',
    clientId: 'Enter the client id',
    clientSecret: 'Enter the client secret',
    emailPsohub: 'Enter your email at PSOhub',
    emailService: 'Enter your email at the PSA service',
    notJson: 'The settings file is not JSON.',
    wrong: 'The settings file is not right: {{problem}}',
    wrongAt: 'The settings file is not right ({{where}}): {{problem}}',
    unknownFormat: 'unknown format',
  },
  // Where the sign-in stands
  progress: {
    notStarted: 'Sign-in did not start',
    waitingTitle: 'Waiting for the browser',
    waitingMessage: 'Waiting for the sign-in in the browser…',
    waiting: 'Sign in and allow PSA Desk in the browser tab that opened, then come back here.',
    openAgain: 'Open the sign-in page again',
    cancel: 'Cancel sign-in',
    signedIn: 'Signed in',
    switchTitle: 'Switch the remote?',
    switchAnyway: 'Switch anyway',
    failed: {
      denied: 'Sign-in was denied',
      timeout: 'Sign-in timed out',
      cancelled: 'Sign-in cancelled',
      invalid_client: 'App credentials refused',
      invalid_grant: 'Sign-in not accepted',
      forbidden: 'No API access (403)',
      unreachable: 'Unreachable',
      other: 'Sign-in failed',
    },
  },
  // Choosing the account after a sign-in
  chooser: {
    title: 'Which account is yours?',
    text: 'Signed in. Hours and expenses you enter are booked for the account you choose.',
    account: 'Your account',
    noMatch: 'No account of that name',
    use: 'Use this account',
  },
  // Notifications
  notify: {
    signedOut: 'Signed out. Your entries stay here until you sign in again.',
    bookedFor: 'Entries are booked for account {{id}}. Syncing…',
    chooseAccount: 'Signed in. Choose which account is yours in Settings.',
    syncing: '{{message}}. Syncing…',
  },
};
