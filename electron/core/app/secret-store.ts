import type { Db } from '../db/connection';
import { getReplicaSetting, setReplicaSetting } from '../db/repositories/sync-meta';

/**
 * Where the remote's API token is kept. The desktop app passes one backed by Electron's
 * safeStorage ('os', or 'basic_text' when the OS offers no keychain); web mode and the CLI keep it
 * in the data folder's replica settings ('file').
 */
export interface SecretStore {
  readonly kind: 'os' | 'basic_text' | 'file';
  get(): string | undefined;
  /** Stores the token; null forgets it. */
  set(token: string | null): void;
}

/** The token kept in replica_settings.remote_token: what the CLI reads, so both stay in step. */
export function settingsSecretStore(db: Db): SecretStore {
  return {
    kind: 'file',
    get: () => getReplicaSetting(db, 'remote_token'),
    set: (token) => setReplicaSetting(db, 'remote_token', token),
  };
}

/**
 * Moves a plain token left in the replica settings (set by the CLI or an earlier web-mode run)
 * into a stronger store, so it is not kept in plain text next to it.
 */
export function adoptPlainToken(db: Db, store: SecretStore): void {
  if (store.kind === 'file') return;
  const plain = getReplicaSetting(db, 'remote_token');
  if (plain === undefined) return;
  try {
    store.set(plain);
  } catch (e) {
    // The stronger store is unavailable right now: keep the token where it is rather than lose it.
    console.error('psa: the remote token could not be moved to secure storage:', e);
    return;
  }
  setReplicaSetting(db, 'remote_token', null);
}
