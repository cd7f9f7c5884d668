/*
 * Provisional ids: a record created offline holds a negative id until its create is synced. They
 * mean nothing to a person and change at sync, so they are never shown: "not synced yet" instead.
 */

/** Whether an id (decimal text or bigint) is provisional: a record created here, not synced yet. */
export function isProvisionalId(id: string | bigint): boolean {
  return typeof id === 'bigint' ? id < 0n : id.trim().startsWith('-');
}
