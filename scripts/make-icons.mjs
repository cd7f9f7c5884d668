// Draws PSA Desk's icons with code (no image tools, nothing downloaded) and writes them as PNG:
// build/icon.png (512 px, electron-builder makes the .ico and .icns from it), build/icons/NxN.png
// for Linux, and the tray's 16/32 px images in resources/tray (a coloured one, and black
// "Template" ones macOS tints for the menu bar). Run `node scripts/make-icons.mjs` after a change.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { deflateSync } from 'node:zlib';

const root = join(import.meta.dirname, '..');

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * A PNG file of `size` x `size` RGBA pixels (8 bits each, no filter).
 * @param {number} size
 * @param {Uint8Array} rgba
 */
export function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++)
    raw.set(rgba.subarray(y * size * 4, (y + 1) * size * 4), y * (size * 4 + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Distance from point p to the segment a-b. */
function segment(px, py, ax, ay, bx, by) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}

/**
 * The colour of a point of the unit square: a rounded blue tile with a white clock face and its
 * hands, or for `template` only the clock's ring and hands in black on transparent.
 * @returns {[number, number, number, number]}
 */
function shade(x, y, template) {
  const cx = 0.5;
  const cy = 0.5;
  const r = Math.hypot(x - cx, y - cy);
  const hands =
    Math.min(segment(x, y, cx, cy, cx, cy - 0.27), segment(x, y, cx, cy, cx + 0.2, cy + 0.08)) <
    (template ? 0.055 : 0.04);
  if (template) {
    const ring = Math.abs(r - 0.4) < 0.065;
    return ring || hands ? [0, 0, 0, 255] : [0, 0, 0, 0];
  }
  // A rounded square (corner radius 0.2) with a small margin.
  const qx = Math.max(Math.abs(x - cx) - 0.26, 0);
  const qy = Math.max(Math.abs(y - cy) - 0.26, 0);
  if (Math.hypot(qx, qy) > 0.2) return [0, 0, 0, 0];
  if (hands) return [21, 76, 121, 255];
  if (r < 0.33) return [255, 255, 255, 255];
  if (r < 0.37) return [190, 220, 245, 255];
  return [28, 110, 175, 255];
}

/**
 * Renders an icon at `size` px, 4x4 samples per pixel for smooth edges.
 * @param {number} size
 * @param {boolean} template
 */
export function renderIcon(size, template = false) {
  const rgba = new Uint8Array(size * size * 4);
  const n = 4;
  for (let py = 0; py < size; py++)
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < n; sy++)
        for (let sx = 0; sx < n; sx++) {
          const c = shade((px + (sx + 0.5) / n) / size, (py + (sy + 0.5) / n) / size, template);
          // Colours weighted by their cover, so edges fade out instead of darkening.
          for (let i = 0; i < 3; i++) sum[i] += c[i] * c[3];
          sum[3] += c[3];
        }
      const o = (py * size + px) * 4;
      const a = sum[3];
      for (let i = 0; i < 3; i++) rgba[o + i] = a === 0 ? 0 : Math.round(sum[i] / a);
      rgba[o + 3] = Math.round(a / (n * n));
    }
  return rgba;
}

/** Every icon file the app and its installers use, by path from the project root. */
export const ICON_FILES = {
  'build/icon.png': [512, false],
  ...Object.fromEntries(
    [16, 32, 48, 64, 128, 256, 512].map((s) => [`build/icons/${s}x${s}.png`, [s, false]]),
  ),
  'resources/tray/tray.png': [16, false],
  'resources/tray/tray@2x.png': [32, false],
  'resources/tray/trayTemplate.png': [16, true],
  'resources/tray/trayTemplate@2x.png': [32, true],
};

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  for (const [file, [size, template]] of Object.entries(ICON_FILES)) {
    const path = join(root, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, encodePng(size, renderIcon(size, template)));
    console.log(`${file} (${size} px)`);
  }
}
