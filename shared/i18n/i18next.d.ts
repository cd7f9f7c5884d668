import type { Catalogue } from './resources';

// Typed keys for t() in the renderer and the core: a key missing from the English catalogue is a
// type error where it is used.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Catalogue;
  }
}
