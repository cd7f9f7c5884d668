/**
 * A translation of a catalogue: the same keys, every leaf a string. A key missing from a
 * translation, or one it adds, is a type error (and `test/unit/i18n-catalogues.test.ts` checks the
 * same at run time, with placeholders and plural forms).
 */
export type Messages<T> = { readonly [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
