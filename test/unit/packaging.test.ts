import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FuseV1Options, FuseVersion, type FuseConfig } from '@electron/fuses';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import afterPackDefault, { FUSES, afterPack, electronBinaryPath, fuseConfig } from '../../scripts/fuses.mjs';

// Packaging cannot run here (electron-builder downloads Electron for every target), so the hook
// electron-builder runs after packing is called with a stand-in for flipFuses, and the
// configuration file is read as text.

const root = join(import.meta.dirname, '../..');

const context = (platform: string) => ({
  appOutDir: '/build/out',
  electronPlatformName: platform,
  packager: { appInfo: { productFilename: 'PSA Desk' }, executableName: 'psa-desk' },
});

describe('the fuses of a packaged app', () => {
  it('turn off RunAsNode, NODE_OPTIONS and --inspect; turn on asar integrity and asar-only loading', () => {
    expect(FUSES).toMatchObject({
      version: FuseVersion.V1,
      [FuseV1Options.RunAsNode]: false,
      [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
      [FuseV1Options.EnableNodeCliInspectArguments]: false,
      [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
      [FuseV1Options.OnlyLoadAppFromAsar]: true,
      // The renderer comes from app://, so file:// keeps no extra privileges.
      [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
    });
    expect(Object.isFrozen(FUSES)).toBe(true);
  });

  it.each([
    ['linux', '/build/out/psa-desk', false],
    ['win32', '/build/out/PSA Desk.exe', false],
    ['darwin', '/build/out/PSA Desk.app', true],
  ])('afterPack flips them in the %s binary', async (platform, path, resign) => {
    const calls: [string, FuseConfig][] = [];
    const flip = (p: string, config: FuseConfig) => {
      calls.push([p, config]);
      return Promise.resolve(0);
    };
    await afterPack(context(platform), flip);
    expect(calls).toEqual([[path, { ...FUSES, resetAdHocDarwinSignature: resign }]]);
    expect(electronBinaryPath(context(platform))).toBe(path);
    expect(fuseConfig(context(platform))).toEqual(calls[0]?.[1]);
  });

  it('is what electron-builder finds: the default export, or the named afterPack', () => {
    expect(afterPackDefault).toBe(afterPack);
  });
});

describe('electron-builder.yml', () => {
  const config = parse(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as {
    appId: string;
    productName: string;
    asar: boolean;
    afterPack: string;
    files: string[];
    linux: { target: string[] };
    win: { target: string[] };
    mac: { target: string[] };
  };

  it('names the app, packs it into app.asar and runs the fuse hook', () => {
    expect(config.appId).toMatch(/^\S+$/);
    expect(config.productName).toBe('PSA Desk');
    expect(config.asar).toBe(true);
    expect(config.afterPack).toBe('./scripts/fuses.mjs');
  });

  it('builds an AppImage and a deb on Linux, NSIS on Windows and a dmg on macOS', () => {
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.win.target).toEqual(['nsis']);
    expect(config.mac.target).toEqual(['dmg']);
  });

  it('ships the built bundles, whose main package.json points at', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { main: string };
    expect(pkg.main).toBe('out/main/index.js');
    expect(config.files[0]).toBe('out/**/*');
  });
});
