import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createSafeStorageSecretStore,
  TOKEN_FILE,
  type SafeStorageLike,
} from '../../electron/main/secret-store';

// A stand-in for Electron's safeStorage (the binary is not on this machine): a reversible
// transformation that is visibly not the plain text.
function fakeSafeStorage(backend: string, available = true): SafeStorageLike {
  return {
    isEncryptionAvailable: () => available,
    encryptString: (text) => Buffer.from(`enc:${[...text].reverse().join('')}`),
    decryptString: (buf) => {
      const s = buf.toString();
      if (!s.startsWith('enc:')) throw new Error('cannot decrypt');
      return [...s.slice(4)].reverse().join('');
    },
    getSelectedStorageBackend: () => backend,
  };
}

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'psa-secret-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('safeStorage token store', () => {
  it('keeps the token encrypted in a 0600 file and reads it back', () => {
    const dir = tempDir();
    const store = createSafeStorageSecretStore(fakeSafeStorage('gnome_libsecret'), dir, 'linux');
    expect(store.get()).toBeUndefined();
    store.set('demo-admin-key');
    const file = join(dir, TOKEN_FILE);
    expect(readFileSync(file, 'utf8')).not.toContain('demo-admin-key');
    expect(Buffer.from(readFileSync(file, 'utf8'), 'base64').toString()).not.toContain('demo-admin-key');
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(createSafeStorageSecretStore(fakeSafeStorage('gnome_libsecret'), dir, 'linux').get()).toBe(
      'demo-admin-key',
    );
    store.set(null);
    expect(store.get()).toBeUndefined();
  });

  it("reports 'basic_text' when Linux has no keyring, 'os' otherwise", () => {
    const dir = tempDir();
    expect(createSafeStorageSecretStore(fakeSafeStorage('basic_text'), dir, 'linux').kind).toBe('basic_text');
    expect(createSafeStorageSecretStore(fakeSafeStorage('kwallet5'), dir, 'linux').kind).toBe('os');
    expect(createSafeStorageSecretStore(fakeSafeStorage('unknown'), dir, 'darwin').kind).toBe('os');
  });

  it('refuses to store a token when encryption is unavailable, and survives an undecryptable file', () => {
    const dir = tempDir();
    expect(() =>
      createSafeStorageSecretStore(fakeSafeStorage('basic_text', false), dir, 'linux').set('t'),
    ).toThrow(/not available/);
    createSafeStorageSecretStore(fakeSafeStorage('gnome_libsecret'), dir, 'linux').set('t');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = {
      ...fakeSafeStorage('gnome_libsecret'),
      decryptString: () => {
        throw new Error('keyring changed');
      },
    };
    expect(createSafeStorageSecretStore(broken, dir, 'linux').get()).toBeUndefined();
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });
});
