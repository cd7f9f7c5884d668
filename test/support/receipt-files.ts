import { deflateSync } from 'node:zlib';

/*
 * Small real files of each receipt kind, built byte by byte so the tests need no fixtures on disk.
 */

function crc32(bytes: Uint8Array): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A valid 1x1 PNG of one grey level (different levels give different bytes). */
export function pngFile(level = 128): Buffer {
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]);
  const idat = deflateSync(Buffer.from([0, level]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal one-page PDF saying `text`. */
export function pdfFile(text = 'Taxi 23.50 EUR'): Buffer {
  const stream = `BT /F1 12 Tf 20 100 Td (${text}) Tj ET`;
  return Buffer.from(
    `%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n` +
      `2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n` +
      `3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R>> endobj\n` +
      `4 0 obj <</Length ${stream.length}>> stream\n${stream}\nendstream endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n`,
    'latin1',
  );
}

/** The first bytes of a JPEG (SOI and an APP0 marker): enough for sniffing. */
export function jpegStart(): Buffer {
  return Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
}

/** The first bytes of an ISO BMFF file with this major brand and compatible brands (HEIC, AVIF ...). */
export function ftypStart(major: string, compatible: string[] = []): Buffer {
  const size = 16 + 4 * compatible.length;
  const head = Buffer.alloc(16);
  head.writeUInt32BE(size, 0);
  head.write('ftyp', 4, 'latin1');
  head.write(major, 8, 'latin1');
  return Buffer.concat([head, Buffer.from(compatible.join(''), 'latin1'), Buffer.alloc(16)]);
}
