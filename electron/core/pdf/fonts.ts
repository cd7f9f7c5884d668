import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
// Types only: pdf-lib and fontkit (about 1.5 MB of code) load with the first PDF, not at start.
import type { PDFDocument, PDFFont } from 'pdf-lib';

/*
 * The PDFs' Unicode font: DejaVu Sans Condensed (version 2.37, vendored in resources/fonts with its
 * licence, the two faces only),
 * embedded as a subset of the glyphs used, so "Müller", "Côte", "Göteborg" and "Łódź" print as
 * written (the standard Helvetica only knows WinAnsi). Condensed leaves descriptions more room
 * beside the number columns. Shared by the reference server's invoice and the app's expense report.
 */

const REGULAR = 'DejaVuSansCondensed.ttf';
const BOLD = 'DejaVuSansCondensed-Bold.ttf';

/**
 * resources/fonts, found upwards from this module: it runs from the sources (tests, tsx), from
 * out/node (the CLI, server and web bundles) and from out/main inside the desktop app's app.asar.
 */
function fontsDir(): string {
  for (let dir = import.meta.dirname; ; dir = dirname(dir)) {
    const candidate = join(dir, 'resources', 'fonts');
    if (existsSync(join(candidate, REGULAR))) return candidate;
    if (dirname(dir) === dir)
      throw new Error('The PDF fonts (resources/fonts) are missing from this installation');
  }
}

let bytes: { regular: Uint8Array; bold: Uint8Array } | undefined;

/** The TTF files' bytes, read once per process. */
function fontBytes(): { regular: Uint8Array; bold: Uint8Array } {
  bytes ??= {
    regular: readFileSync(join(fontsDir(), REGULAR)),
    bold: readFileSync(join(fontsDir(), BOLD)),
  };
  return bytes;
}

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
let memo: Promise<Fontkit> | undefined;

/**
 * fontkit, parsing each font file once per process: pdf-lib would parse the 700 KB file for
 * every document (the font object is only read from, so documents can share it).
 */
function parsedOnce(): Promise<Fontkit> {
  memo ??= import('@pdf-lib/fontkit').then(({ default: fontkit }) => {
    const parsed = new Map<Uint8Array, ReturnType<Fontkit['create']>>();
    return {
      create: (data: Uint8Array, postscriptName?: string) => {
        let font = parsed.get(data);
        if (!font) {
          font = fontkit.create(data, postscriptName);
          parsed.set(data, font);
        }
        return font;
      },
    };
  });
  return memo;
}

/** The regular and bold Unicode fonts embedded (subset) into `doc`. */
export async function embedUnicodeFonts(doc: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  doc.registerFontkit(await parsedOnce());
  const { regular, bold } = fontBytes();
  // A fixed subset name: pdf-lib would add a random suffix, and the same invoice must give the same bytes.
  return {
    regular: await doc.embedFont(regular, { subset: true, customName: 'PSADSK+DejaVuSansCondensed' }),
    bold: await doc.embedFont(bold, { subset: true, customName: 'PSADSL+DejaVuSansCondensed-Bold' }),
  };
}
