/*
 * The import graph's shape, checked by `npm run check:deps` (part of `npm test`):
 * no import cycles anywhere in renderer/, electron/ or shared/, and in the renderer the shell
 * (app/) sits on top: features never import it, and the leaf modules (models/, components/,
 * contract/) import no feature and no shell module. In the core the layers go one way:
 * shared/ <- db/ <- replica/ <- sync/ <- app/ <- cli/, web/, main/; the reference server shares only
 * db/, records/ and shared/ with the app side. Type-only imports count: a cycle of types is still
 * two modules that cannot be understood one without the other.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle: modules that can only be understood, loaded and tested together.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'renderer-features-not-shell',
      comment:
        'Features never import the shell (renderer/src/app): navigation, notify, data-changed and ' +
        'sync-now are leaf modules (renderer/src/models, features/sync/sync-now.ts).',
      severity: 'error',
      from: { path: '^renderer/src/features/' },
      to: { path: '^renderer/src/app/' },
    },
    {
      name: 'renderer-leaves-stay-leaves',
      comment:
        'models/, components/ and contract/ are shared by the shell and every feature: they import neither.',
      severity: 'error',
      from: { path: '^renderer/src/(models|components|contract)/' },
      to: { path: '^renderer/src/(app|features)/' },
    },
    {
      name: 'reference-server-apart',
      comment:
        'The reference server (electron/core/reference-server) is another program: the app, replica, ' +
        'sync and CLI share only db/ and records/ with it; only the demo remote starts it.',
      severity: 'error',
      from: {
        path: '^electron/',
        pathNot: ['^electron/core/reference-server/', '^electron/core/app/demo-remote[.]ts$'],
      },
      to: { path: '^electron/core/reference-server/' },
    },
    {
      name: 'reference-server-self-contained',
      comment: 'The reference server uses db/, records/ and shared/ only, never the app side.',
      severity: 'error',
      from: { path: '^electron/core/reference-server/' },
      to: { path: '^electron/(main|preload)/|^electron/core/(app|replica|sync|cli|web|reports)/' },
    },
    {
      name: 'shared-imports-nothing-of-ours',
      comment:
        'shared/ states the domain and the boundaries: it imports nothing from electron/ or renderer/.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(electron|renderer)/' },
    },
    {
      name: 'db-at-the-bottom',
      comment:
        'db/ (connection, migrations, repositories, backups, the sync lock) is the bottom layer of the ' +
        'core: it imports nothing above it.',
      severity: 'error',
      from: { path: '^electron/core/db/' },
      to: {
        path: '^electron/(main|preload)/|^electron/core/(app|replica|sync|reports|records|reference-server|cli|web)/',
      },
    },
    {
      name: 'replica-below-sync',
      comment:
        'The sync engine sits above the replica (it reads the outbox and applies what it pulls): the ' +
        'replica never imports it.',
      severity: 'error',
      from: { path: '^electron/core/replica/' },
      to: { path: '^electron/core/sync/' },
    },
    {
      name: 'cli-through-app',
      comment:
        'The CLI and the web bridge are clients of the app core like IPC: they reach db/, the replica, ' +
        'sync, reports and records only through electron/core/app (invoke, and the facades ' +
        'app/errors.ts and app/backups/folder.ts for what works without an open replica).',
      severity: 'error',
      from: { path: '^electron/core/(cli|web)/' },
      to: { path: '^electron/core/(db|replica|sync|reports|records)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'] },
  },
};
