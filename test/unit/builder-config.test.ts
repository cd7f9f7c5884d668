import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ICON_FILES, encodePng, renderIcon } from '../../scripts/make-icons.mjs';

/*
 * electron-builder.yml read as YAML (electron-builder itself cannot run here: it downloads
 * Electron): the installers of issue 16 point 5, and every file the configuration names exists,
 * the icons being exactly what scripts/make-icons.mjs draws.
 */

const root = join(import.meta.dirname, '../..');
const config = parse(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as Record<string, unknown>;
const section = (name: string) => config[name] as Record<string, unknown>;

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): [number, number] {
  const bytes = readFileSync(join(root, file));
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('electron-builder.yml', () => {
  it('builds AppImage and deb, NSIS and dmg under the product name', () => {
    expect(config['productName']).toBe('PSA Desk');
    expect(section('linux')['target']).toEqual(['AppImage', 'deb']);
    expect(section('win')['target']).toEqual(['nsis']);
    expect(section('mac')['target']).toEqual(['dmg']);
  });

  it('registers no file types and no URL schemes', () => {
    expect(config['fileAssociations']).toEqual([]);
    expect(config['protocols']).toEqual([]);
    for (const os of ['linux', 'win', 'mac']) {
      expect(section(os)['fileAssociations']).toBeUndefined();
      expect(section(os)['protocols']).toBeUndefined();
    }
  });

  it('flips the fuses after packing and packs into app.asar', () => {
    expect(config['afterPack']).toBe('./scripts/fuses.mjs');
    expect(config['asar']).toBe(true);
  });

  it('publishes to a generic https feed for electron-updater', () => {
    const publish = config['publish'] as { provider: string; url: string };
    expect(publish.provider).toBe('generic');
    expect(publish.url).toMatch(/^https:\/\//);
  });

  it('installs only updates signed by the firm: a Windows publisher checked, a macOS identity, notarized', () => {
    const signing = section('win')['signtoolOptions'] as { publisherName?: string[] };
    expect(signing.publisherName?.length).toBeGreaterThan(0);
    expect(section('win')['verifyUpdateCodeSignature']).toBe(true);
    expect(String(section('mac')['identity'])).toMatch(/Developer ID Application/);
    expect(section('mac')['notarize']).toBe(true);
  });

  it('names only files that exist: hook, icons (512 px app icon, Linux sizes), tray images', () => {
    const named = [
      config['afterPack'],
      config['icon'],
      section('win')['icon'],
      section('mac')['icon'],
      section('linux')['icon'],
    ] as string[];
    for (const file of named) expect(existsSync(join(root, file)), file).toBe(true);
    expect(pngSize(config['icon'] as string)).toEqual([512, 512]);
    const linuxIcons = readdirSync(join(root, section('linux')['icon'] as string));
    expect(linuxIcons.sort()).toEqual([
      '128x128.png',
      '16x16.png',
      '256x256.png',
      '32x32.png',
      '48x48.png',
      '512x512.png',
      '64x64.png',
    ]);
    for (const name of linuxIcons) {
      const n = Number(name.split('x')[0]);
      expect(pngSize(`build/icons/${name}`)).toEqual([n, n]);
    }
    // The files the app reads at run time are packed: the tray's images among them.
    const files = config['files'] as string[];
    expect(files).toContain('resources/tray/*.png');
    for (const tray of ['tray.png', 'tray@2x.png', 'trayTemplate.png', 'trayTemplate@2x.png'])
      expect(existsSync(join(root, 'resources/tray', tray)), tray).toBe(true);
    expect(pngSize('resources/tray/trayTemplate.png')).toEqual([16, 16]);
    expect(pngSize('resources/tray/trayTemplate@2x.png')).toEqual([32, 32]);
  });

  it('the committed icons are what scripts/make-icons.mjs draws', () => {
    for (const [file, [size, template]] of Object.entries(ICON_FILES)) {
      if (size > 64) continue; // the large ones take a while to draw; their size is checked above
      expect(readFileSync(join(root, file)).equals(encodePng(size, renderIcon(size, template))), file).toBe(
        true,
      );
    }
  });
});
