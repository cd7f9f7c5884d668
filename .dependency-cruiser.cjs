/*
 * The import graph's shape, checked by `npm run check:deps` (part of `npm test`):
 * no import cycles anywhere in renderer/, electron/ or shared/, and in the renderer the shell
 * (app/) sits on top: features never import it, and the leaf modules (models/, components/,
 * contract/) import no feature and no shell module. Type-only imports count: a cycle of types is
 * still two modules that cannot be understood one without the other.
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
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'] },
  },
};
