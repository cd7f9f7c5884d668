import { homedir } from 'node:os';
import { join } from 'node:path';

/** The product name: Electron names its user-data folder after it. */
export const PRODUCT_NAME = 'PSA Desk';

/**
 * The desktop app's data folder, as Electron's app.getPath('userData') gives it on each platform;
 * PSA_DATA_DIR overrides it.
 */
export function defaultDataDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): string {
  if (env['PSA_DATA_DIR']) return env['PSA_DATA_DIR'];
  if (platform === 'win32')
    return join(env['APPDATA'] ?? join(homedir(), 'AppData', 'Roaming'), PRODUCT_NAME);
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', PRODUCT_NAME);
  return join(env['XDG_CONFIG_HOME'] ?? join(homedir(), '.config'), PRODUCT_NAME);
}

/** The replica database inside a data folder. */
export function replicaDbFile(dataDir: string): string {
  return join(dataDir, 'psa-replica.sqlite');
}
