/*
 * Provisional ids: a record created offline holds a negative id until its create is synced. They
 * mean nothing to a person and change at sync, so they are never shown: "not synced yet" instead.
 */

/** Whether an id (decimal text or bigint) is provisional: a record created here, not synced yet. */
export function isProvisionalId(id: string | bigint): boolean {
  return typeof id === 'bigint' ? id < 0n : id.trim().startsWith('-');
}

/** What is shown instead of a provisional id. */
export const NOT_SYNCED = 'not synced yet';
/** What a record kept on this computer reads (imported, or in an offline-only folder): never sent. */
export const LOCAL_ONLY = 'This computer only';
/** What an entry kept on this computer reads instead of "Pending". */
export const SAVED_HERE = 'Saved on this computer';

/** An id as shown to people: provisional ids (records created offline) read "not synced yet". */
export function idForPeople(id: string | bigint): string {
  return isProvisionalId(id) ? NOT_SYNCED : String(id);
}

/** A record's label when its name is not known: "Project 123", or "Project (not synced yet)". */
export function unnamed(kind: string, id: string | bigint | null): string {
  if (id === null) return kind;
  return isProvisionalId(id) ? `${kind} (${NOT_SYNCED})` : `${kind} ${String(id)}`;
}
