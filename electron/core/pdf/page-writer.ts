// Types only: pdf-lib (about 1 MB of code) loads with the first PDF, not at start.
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';

/*
 * A4 pages written top-down in a Unicode font: text left- or right-aligned, wrapped at spaces to
 * a width (a word longer than the width is broken), or shrunk to fit a number column, so a
 * text never runs into the next column.
 */

/** A4 in points. */
export const A4: [number, number] = [595.28, 841.89];

/** How a piece of text is drawn. */
export interface TextStyle {
  size?: number;
  bold?: boolean;
  grey?: boolean;
}

/** The fonts and colours a writer draws with. */
export interface WriterKit {
  regular: PDFFont;
  bold: PDFFont;
  black: Color;
  grey: Color;
  rule: Color;
}

const advances = new WeakMap<PDFFont, Map<number, number>>();

/**
 * Width of `text` at `size`: the sum of its characters' advances, each measured once per font
 * (pdf-lib shapes the whole text with fontkit at every call, which made wrapping the slowest part
 * of an invoice). Ligatures only make the drawn text narrower, so the sum is a safe bound.
 */
export function textWidth(font: PDFFont, text: string, size: number): number {
  let cache = advances.get(font);
  if (!cache) {
    cache = new Map();
    advances.set(font, cache);
  }
  let units = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    let w = cache.get(cp);
    if (w === undefined) {
      w = font.widthOfTextAtSize(ch, 1000);
      cache.set(cp, w);
    }
    units += w;
  }
  return (units * size) / 1000;
}

/** Splits text into lines no wider than `width` at `size`: breaks at spaces, and inside words only when one is too long. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (s: string) => textWidth(font, s, size) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/[ \t]+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      // A word wider than the column (an id, a URL) is broken where it must be.
      while (!fits(rest)) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** A cursor over A4 pages: `y` is the baseline of the next line; `bottom` is the lowest baseline allowed. */
export class PageWriter {
  page!: PDFPage;
  y = 0;

  constructor(
    readonly doc: PDFDocument,
    readonly kit: WriterKit,
    readonly margin: number,
    readonly bottom: number,
    /** Draws what continues on every new page after the first (a short header, the table head). */
    private readonly onNewPage: (w: PageWriter) => void = () => {},
  ) {
    this.addPage();
  }

  /** The right edge of the text area. */
  get right(): number {
    return A4[0] - this.margin;
  }

  private addPage(): void {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - this.margin;
  }

  /** Starts a new page (with its continuation header). */
  newPage(): void {
    this.addPage();
    this.onNewPage(this);
  }

  /** Room left on this page, in points, above the bottom limit. */
  room(): number {
    return this.y - this.bottom;
  }

  /** Continues on a new page unless `height` points are free here; true when it moved. */
  need(height: number): boolean {
    if (this.room() >= height) return false;
    this.newPage();
    return true;
  }

  font(style: TextStyle): PDFFont {
    return style.bold ? this.kit.bold : this.kit.regular;
  }

  /** Width of `text` in the style's font and size. */
  width(text: string, style: TextStyle = {}): number {
    return textWidth(this.font(style), text, style.size ?? 9);
  }

  /** Draws text with its left edge at x on the baseline y (default: the cursor). */
  text(value: string, x: number, style: TextStyle = {}, y = this.y): void {
    if (!value) return;
    this.page.drawText(value, {
      x,
      y,
      size: style.size ?? 9,
      font: this.font(style),
      color: style.grey ? this.kit.grey : this.kit.black,
    });
  }

  /**
   * Draws text right-aligned to `right` within [left, right]: a text too wide for the column is
   * drawn smaller until it fits (amounts stay whole, never cut and never over the next column).
   */
  textRight(value: string, left: number, right: number, style: TextStyle = {}, y = this.y): void {
    let size = style.size ?? 9;
    while (size > 5 && this.width(value, { ...style, size }) > right - left) size -= 0.5;
    this.text(value, right - this.width(value, { ...style, size }), { ...style, size }, y);
  }

  /** Lines of `value` wrapped to `width` in the style. */
  wrap(value: string, width: number, style: TextStyle = {}): string[] {
    return wrapText(value, this.font(style), style.size ?? 9, width);
  }

  /** A thin horizontal rule from x1 to x2 at y (default: the cursor). */
  rule(x1 = this.margin, x2 = this.right, y = this.y): void {
    this.page.drawLine({ start: { x: x1, y }, end: { x: x2, y }, thickness: 0.5, color: this.kit.rule });
  }
}
