import type { Db } from '../connection';

/*
 * An approved invoice's PDF per language (migration 0012): written once at approval by the
 * reference server, read when a request asks for that language.
 */

/** Stores (or replaces) the PDF of an invoice in one language. */
export function putInvoicePdf(db: Db, invoiceId: bigint, language: string, pdf: Uint8Array): void {
  db.prepare(
    `INSERT INTO invoice_pdfs (invoice_id, language, pdf) VALUES (?, ?, ?)
     ON CONFLICT (invoice_id, language) DO UPDATE SET pdf = excluded.pdf`,
  ).run(invoiceId, language, pdf);
}

/** The PDF of an invoice in one language, or undefined when none was made. */
export function getInvoicePdf(db: Db, invoiceId: bigint, language: string): Uint8Array | undefined {
  const row = db
    .prepare('SELECT pdf FROM invoice_pdfs WHERE invoice_id = ? AND language = ?')
    .get(invoiceId, language) as { pdf: Uint8Array } | undefined;
  return row?.pdf;
}
