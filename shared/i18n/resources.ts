import { de } from './locales/de';
import { en } from './locales/en';
import { nl } from './locales/nl';
import type { Language } from './languages';
import type { Messages } from './messages';

/** The English catalogue's shape: every namespace and key the interface may ask for. */
export type Catalogue = typeof en;

/** Every catalogue by language (a translation lacking a key is a type error). */
export const resources: Record<Language, Messages<Catalogue>> = { en, nl, de };

/** The namespaces, one per part of the app (see each English file's comment). */
export const namespaces = Object.keys(en) as (keyof Catalogue)[];
