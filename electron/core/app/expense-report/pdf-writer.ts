// Types only: pdf-lib itself (about 1 MB of code) is imported by the report's first PDF, not at start.
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { embedUnicodeFonts } from '../../pdf/fonts';

/*
 * A page cursor over a pdf-lib document for the expense report (the idea of the reference
 * server's invoice writer, which the app side may not import): A4 pages, text in the embedded
 * Unicode font of electron/core/pdf (a character it lacks prints as '?'), a new page when the
 * current one is full.
 */

/** A4 in points. */
export const A4: [number, number] = [595.28, 841.89];
/** The page margin in points. */
export const MARGIN = 42;
/** The right edge of the text area. */
export const RIGHT = A4[0] - MARGIN;

/** How a piece of text is drawn. */
export interface TextStyle {
  size?: number;
  bold?: boolean;
  right?: boolean;
  grey?: boolean;
}

/** Writes text top-down on A4 pages, starting a new page when the current one is full. */
export class PdfWriter {
  page: PDFPage;
  y = 0;
  private readonly charset: Set<number>;

  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
    readonly colors: { black: Color; grey: Color; line: Color },
  ) {
    this.charset = new Set(font.getCharacterSet());
    this.page = this.newPage();
  }

  /** Starts a new page with the cursor at its top. */
  newPage(): PDFPage {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
    return this.page;
  }

  /** Ensures `height` points are free on this page, else continues on a new one; true when it did. */
  need(height: number): boolean {
    if (this.y - height >= MARGIN + 16) return false;
    this.newPage();
    return true;
  }

  /** Text the font can encode: accents dropped where needed, other characters as '?'. */
  safe(text: string): string {
    let out = '';
    for (const ch of text.replace(/[\r\n\t]+/g, ' ')) {
      if (this.charset.has(ch.codePointAt(0) ?? 0)) out += ch;
      else {
        const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
        out += base !== '' && [...base].every((c) => this.charset.has(c.codePointAt(0) ?? 0)) ? base : '?';
      }
    }
    return out;
  }

  /** Draws text at x on the cursor's line (right-aligned to x with `right`). */
  text(value: string, x: number, style: TextStyle = {}): void {
    const size = style.size ?? 9;
    const font = style.bold ? this.bold : this.font;
    const text = this.safe(value);
    const at = style.right ? x - font.widthOfTextAtSize(text, size) : x;
    const color = style.grey ? this.colors.grey : this.colors.black;
    this.page.drawText(text, { x: at, y: this.y, size, font, color });
  }

  /** Text cut with an ellipsis to fit `width` points. */
  fit(value: string, width: number, style: TextStyle = {}): string {
    const size = style.size ?? 9;
    const font = style.bold ? this.bold : this.font;
    let text = this.safe(value);
    if (font.widthOfTextAtSize(text, size) <= width) return text;
    while (text.length > 1 && font.widthOfTextAtSize(`${text}...`, size) > width) text = text.slice(0, -1);
    return `${text.trimEnd()}...`;
  }

  /** A thin line across the text area at the cursor. */
  rule(from = MARGIN, to = RIGHT): void {
    this.page.drawLine({
      start: { x: from, y: this.y },
      end: { x: to, y: this.y },
      thickness: 0.5,
      color: this.colors.line,
    });
  }
}

/** Opens a new report document with its fonts and colors (pdf-lib is loaded here, once). */
export async function openReportDocument(title: string, author: string): Promise<PdfWriter> {
  const { PDFDocument, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor(author);
  doc.setProducer('psa-desk');
  doc.setCreator('psa-desk');
  // The invoice's Unicode font (issue 17): names like "Łódź" print as written.
  const { regular: font, bold } = await embedUnicodeFonts(doc);
  return new PdfWriter(doc, font, bold, {
    black: rgb(0, 0, 0),
    grey: rgb(0.38, 0.38, 0.38),
    line: rgb(0.7, 0.7, 0.7),
  });
}
