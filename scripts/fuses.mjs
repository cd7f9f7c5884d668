// electron-builder's afterPack hook (electron-builder.yml): flips Electron's fuses in the packaged
// binary, before it is signed, so the shipped app cannot be turned into a general Node runtime or
// talked into loading code from outside its own app.asar.
import { join } from 'node:path';
import { flipFuses, FuseV1Options, FuseVersion } from '@electron/fuses';

/**
 * The fuses of every packaged PSA Desk. RunAsNode off (ELECTRON_RUN_AS_NODE cannot turn the app
 * into `node`), NODE_OPTIONS and --inspect ignored, the app.asar checked against the hash built
 * into the binary and the app loaded from app.asar only. The renderer is served from app://, so
 * file:// keeps no extra privileges; cookies are encrypted at rest.
 */
export const FUSES = Object.freeze({
  version: FuseVersion.V1,
  [FuseV1Options.RunAsNode]: false,
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
  [FuseV1Options.EnableNodeCliInspectArguments]: false,
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
  [FuseV1Options.OnlyLoadAppFromAsar]: true,
  [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
  [FuseV1Options.EnableCookieEncryption]: true,
});

/**
 * The packaged Electron binary of an afterPack context: `<name>.app` on macOS, `<name>.exe` on
 * Windows, the executable name on Linux (as electron-builder names them).
 * @param {{ appOutDir: string, electronPlatformName: string, packager: { appInfo: { productFilename: string }, executableName?: string } }} context
 * @returns {string}
 */
export function electronBinaryPath(context) {
  const { appOutDir, electronPlatformName: platform, packager } = context;
  if (platform === 'darwin') return join(appOutDir, `${packager.appInfo.productFilename}.app`);
  if (platform === 'win32') return join(appOutDir, `${packager.appInfo.productFilename}.exe`);
  return join(appOutDir, packager.executableName ?? packager.appInfo.productFilename);
}

/**
 * The configuration passed to flipFuses for this context: FUSES, and on macOS a fresh ad-hoc
 * signature (flipping a fuse breaks the old one; a real signature is applied after this hook).
 * @param {{ electronPlatformName: string }} context
 */
export function fuseConfig(context) {
  return { ...FUSES, resetAdHocDarwinSignature: context.electronPlatformName === 'darwin' };
}

/**
 * The afterPack hook: flips the fuses of the packaged binary. `flip` is for tests.
 * @param {Parameters<typeof electronBinaryPath>[0]} context
 * @param {typeof flipFuses} [flip]
 */
export async function afterPack(context, flip = flipFuses) {
  await flip(electronBinaryPath(context), fuseConfig(context));
}

export default afterPack;
