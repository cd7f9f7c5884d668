import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { SecretStore } from '../core/app/secret-store';
import { ensurePrivateDir, makePrivate, writePrivateFile } from '../core/paths';

/*
 * The remote token, encrypted with Electron's safeStorage (the OS keychain: Keychain, DPAPI,
 * libsecret/kwallet) and kept base64 in a 0600 file of the data folder: never plain text on disk.
 * Takes safeStorage as a parameter so a test can stand in for Electron.
 */

/** The token file inside the data folder. */
export const TOKEN_FILE = 'remote-token.enc';

/** The part of Electron's safeStorage used here. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  getSelectedStorageBackend?(): string;
}

/**
 * 'basic_text' when Linux has no keyring and Chromium falls back to a built-in key (obfuscation,
 * not protection: the settings screen says so); 'os' otherwise. Call after app 'ready'.
 */
export function storageKind(
  safeStorage: SafeStorageLike,
  platform: NodeJS.Platform = process.platform,
): 'os' | 'basic_text' {
  if (platform !== 'linux') return 'os';
  const backend = safeStorage.getSelectedStorageBackend?.() ?? 'unknown';
  // 'unknown' means asked before ready: claim the weak kind rather than overstate protection.
  return backend === 'basic_text' || backend === 'unknown' ? 'basic_text' : 'os';
}

/**
 * A token store over safeStorage in `dataDir`: set() encrypts and writes atomically with mode
 * 0600 (null deletes), get() decrypts (undefined when absent or no longer decryptable, e.g. after
 * the keyring changed). set() throws when encryption is unavailable rather than store plain text.
 */
export function createSafeStorageSecretStore(
  safeStorage: SafeStorageLike,
  dataDir: string,
  platform: NodeJS.Platform = process.platform,
): SecretStore {
  const file = join(dataDir, TOKEN_FILE);
  // A token file left readable by an older version (or copied in) is made private again.
  makePrivate(file);
  return {
    kind: storageKind(safeStorage, platform),
    get() {
      if (!existsSync(file)) return undefined;
      try {
        return safeStorage.decryptString(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64'));
      } catch (err) {
        console.error('the stored remote token cannot be decrypted; enter it again in settings', err);
        return undefined;
      }
    },
    set(token) {
      if (token === null) {
        rmSync(file, { force: true });
        return;
      }
      if (!safeStorage.isEncryptionAvailable()) {
        throw new Error('secure token storage is not available on this system; the token was not saved');
      }
      const encrypted = safeStorage.encryptString(token).toString('base64');
      ensurePrivateDir(dirname(file));
      // Written 0600 whatever the umask, atomically (a temp file renamed over the old one).
      writePrivateFile(file, encrypted);
    },
  };
}
