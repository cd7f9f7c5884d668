import { inflateSync } from 'node:zlib';

/**
 * The text drawn on a PDF's pages, roughly: every stream is inflated when it is Flate-encoded,
 * and the hex and literal strings shown by Tj operators are decoded (WinAnsi ~ Latin-1).
 */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const out: string[] = [];
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw)) !== null) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const data = Buffer.from(raw.slice(start, end), 'latin1');
    let content: string;
    try {
      content = inflateSync(data).toString('latin1');
    } catch {
      content = data.toString('latin1');
    }
    for (const s of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      out.push(s[1] !== undefined ? Buffer.from(s[1], 'hex').toString('latin1') : (s[2] ?? ''));
    }
    re.lastIndex = end + 'endstream'.length;
  }
  return out.join('\n');
}
